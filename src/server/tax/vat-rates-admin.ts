// The VAT rate table in the admin settings (public.vat_rates): every rate with the day it applies
// from. A new rate starts today or later (the past is what placed orders were charged under); one
// not yet in force may be replaced or withdrawn. Placed orders keep the rate they were placed with.
// Shapes and messages: src/contract/admin/vat.ts.
import {
  VAT_RATE_MESSAGES,
  vatRateKeySchema,
  type AdminVatRate,
  type VatRateRequest,
  type VatRates,
} from '../../contract/admin/vat.ts';
import { brusselsDay } from '../../domain/tax/vat-rates.ts';
import type { ShippingCountry } from '../../domain/vocabulary/country.ts';
import { getSql } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseRequest } from '../http/validation.ts';
import { listVatRates } from './vat-rates-repository.ts';
import { validationError } from '../http/admin-request.ts';

export async function listAdminVatRates(now = new Date()): Promise<VatRates> {
  const today = brusselsDay(now);
  const rates = await listVatRates();
  const current = new Map<ShippingCountry, string>();
  for (const r of rates)
    if (r.validFrom <= today && (current.get(r.country) ?? '') < r.validFrom) current.set(r.country, r.validFrom);
  return {
    today,
    rates: rates.map((r) => ({
      country: r.country,
      rate_bp: r.rateBp,
      valid_from: r.validFrom,
      in_force: current.get(r.country) === r.validFrom,
      scheduled: r.validFrom > today,
    })),
  };
}

/** Adds a rate from today or a later day, or replaces the one already scheduled for that day. */
export async function saveVatRate(input: VatRateRequest, now = new Date()): Promise<AdminVatRate> {
  if (input.valid_from < brusselsDay(now)) throw validationError({ valid_from: [VAT_RATE_MESSAGES.past] });
  await getSql()`
    insert into public.vat_rates (country, rate_bp, valid_from) values (${input.country}, ${input.rate_bp}, ${input.valid_from}::date)
    on conflict (country, valid_from) do update set rate_bp = excluded.rate_bp, created_at = now()`;
  const saved = (await listAdminVatRates(now)).rates.find(
    (r) => r.country === input.country && r.valid_from === input.valid_from,
  );
  if (!saved) throw new Error('the saved VAT rate vanished');
  return saved;
}

/** Withdraws a rate not yet in force (the path's {country}/{validFrom}); 409 for one in force or past, 404 for none. */
export async function deleteVatRate(
  country: string | undefined,
  validFrom: string | undefined,
  now = new Date(),
): Promise<void> {
  const key = parseRequest(vatRateKeySchema, { country, valid_from: validFrom });
  if (key.valid_from <= brusselsDay(now)) {
    throw new HttpError(409, VAT_RATE_MESSAGES.inForce, {
      code: 'vat_rate_in_force',
      fields: { valid_from: [VAT_RATE_MESSAGES.inForce] },
    });
  }
  const deleted =
    await getSql()`delete from public.vat_rates where country = ${key.country} and valid_from = ${key.valid_from}::date returning 1`;
  if (deleted.length === 0) throw notFound(VAT_RATE_MESSAGES.notFound);
}
