// The gift part of an order request, checked against the shop's settings and catalogue: gift wrap only
// when offered (its price comes from the settings, order-pricing.ts adds it), a message no longer than
// the settings allow, and free samples among the products offered as samples, at most the settings'
// number. Samples cost nothing and take no stock (docs/gifts-and-samples.md). Refusals are 422 naming
// the field: gift_wrap, gift_message, samples or samples.<i>.
import type { Language } from '../../domain/vocabulary/language.ts';
import { getSql, type Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { ShopSettings } from '../settings/settings-repository.ts';

export interface GiftRequest {
  gift_wrap?: boolean | undefined;
  gift_message?: string | undefined;
  samples?: number[] | undefined;
}

/** A chosen sample as the order keeps it (public.orders.samples). */
export type OrderSample = { product_id: number; name: string };

export interface CheckedGift {
  wrap: boolean;
  message: string | null;
  samples: OrderSample[];
}

const refuse = (field: string, message: string) =>
  new HttpError(422, message, { code: 'validation_failed', fields: { [field]: [message] } });

/** The products offered as samples, named in the language (French when the translation is blank). */
export async function listSampleProducts(language: Language, sql: Db = getSql()): Promise<OrderSample[]> {
  const name = sql(`name_${language}`);
  return sql<OrderSample[]>`
    select id as product_id, coalesce(nullif(btrim(${name}), ''), name_fr) as name
      from public.products where offered_as_sample order by id`;
}

/** The products offered as samples with their name in every language, for GET /api/settings. */
export async function listSampleOffer(sql: Db = getSql()): Promise<{ id: number; name: Record<Language, string> }[]> {
  const rows = await sql<{ id: number; name_fr: string; name_en: string | null; name_nl: string | null }[]>`
    select id, name_fr, name_en, name_nl from public.products where offered_as_sample order by id`;
  const or = (name: string | null, fr: string) => (name && name.trim() ? name : fr);
  return rows.map((r) => ({
    id: Number(r.id),
    name: { fr: r.name_fr, en: or(r.name_en, r.name_fr), nl: or(r.name_nl, r.name_fr) },
  }));
}

function checkWrapAndMessage(request: GiftRequest, settings: ShopSettings): void {
  if (request.gift_wrap && !settings.giftWrapEnabled) throw refuse('gift_wrap', 'gift wrap is not offered');
  // a message goes with a gift: offered with the gift wrap
  if (request.gift_message && !settings.giftWrapEnabled) throw refuse('gift_message', 'gift messages are not offered');
  const length = [...(request.gift_message ?? '')].length;
  if (length > settings.giftMessageMaxLength) {
    throw refuse('gift_message', `at most ${settings.giftMessageMaxLength} characters`);
  }
}

async function checkSamples(ids: readonly number[], settings: ShopSettings, language: Language) {
  if (ids.length === 0) return [];
  if (!settings.samplesEnabled) throw refuse('samples', 'samples are not offered');
  if (ids.length > settings.samplesMax) throw refuse('samples', `at most ${settings.samplesMax} samples`);
  const offered = new Map((await listSampleProducts(language)).map((s) => [s.product_id, s]));
  return ids.map((id, i) => {
    if (ids.indexOf(id) !== i) throw refuse(`samples.${i}`, 'the same sample twice');
    const sample = offered.get(id);
    if (!sample) throw refuse(`samples.${i}`, `product ${id} is not offered as a sample`);
    return sample;
  });
}

/** The gift part of the request, checked; 422 naming the first field at fault. */
export async function checkGift(
  request: GiftRequest,
  settings: ShopSettings,
  language: Language,
): Promise<CheckedGift> {
  checkWrapAndMessage(request, settings);
  const samples = await checkSamples(request.samples ?? [], settings, language);
  return { wrap: request.gift_wrap === true, message: request.gift_message ?? null, samples };
}
