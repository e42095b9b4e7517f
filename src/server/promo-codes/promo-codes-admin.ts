// Promo codes are data the admin manages (public.promo_codes): keyed lowercase, matched any case, and
// answered as the admin wrote them (display_code).
// Shapes and messages: src/contract/admin/promo-codes.ts.
import {
  normalisePromoCode,
  PROMO_MESSAGES,
  type PromoCode,
  type PromoCodeCreate,
  type PromoCodeUpdate,
} from '../../contract/admin/promo-codes.ts';
import { getSql } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { validationError } from '../http/admin-request.ts';

type PromoRow = Omit<PromoCode, 'created_at'> & { created_at: Date | string };

const toPromo = (row: PromoRow): PromoCode => ({ ...row, created_at: new Date(row.created_at).toISOString() });

/** The {code} of the path, decoded and in its stored form; 422 naming `code` when it cannot be one. */
export function promoCodeParam(raw: string | undefined): string {
  let decoded = '';
  try {
    decoded = decodeURIComponent(raw ?? '');
  } catch {
    // A lone '%' is not a code: 422 naming the field, not a URIError (500).
  }
  const code = normalisePromoCode(decoded);
  if (!code) throw validationError({ code: [PROMO_MESSAGES.code] });
  return code;
}

export async function listPromoCodes(): Promise<PromoCode[]> {
  const rows = await getSql()<
    PromoRow[]
  >`select coalesce(display_code, code) as code, percent_off, active, once_per_email, created_at
      from public.promo_codes order by created_at desc, code`;
  return rows.map(toPromo);
}

export async function createPromoCode(input: PromoCodeCreate): Promise<PromoCode> {
  const [row] = await getSql()<PromoRow[]>`
    insert into public.promo_codes (code, display_code, percent_off, active, once_per_email)
    values (${input.code.toLowerCase()}, ${input.code}, ${input.percent_off}, ${input.active}, ${input.once_per_email})
    on conflict (code) do nothing returning display_code as code, percent_off, active, once_per_email, created_at`;
  if (!row)
    throw new HttpError(409, PROMO_MESSAGES.exists, {
      fields: { code: [PROMO_MESSAGES.exists] },
      code: 'promo_code_exists',
    });
  return toPromo(row);
}

export async function updatePromoCode(code: string, patch: PromoCodeUpdate): Promise<PromoCode> {
  const [row] = await getSql()<PromoRow[]>`
    update public.promo_codes
       set percent_off = coalesce(${patch.percent_off ?? null}::int, percent_off),
           active = coalesce(${patch.active ?? null}::boolean, active),
           once_per_email = coalesce(${patch.once_per_email ?? null}::boolean, once_per_email)
     where code = ${code}
 returning coalesce(display_code, code) as code, percent_off, active, once_per_email, created_at`;
  if (!row) throw notFound(PROMO_MESSAGES.notFound);
  return toPromo(row);
}

export async function deletePromoCode(code: string): Promise<void> {
  const rows = await getSql()`delete from public.promo_codes where code = ${code} returning code`;
  if (rows.length === 0) throw notFound(PROMO_MESSAGES.notFound);
}
