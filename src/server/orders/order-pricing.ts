// The server's one pricing of a basket for a destination: catalog prices, the promo code from the
// database, the shipping zone's rate for the parcel's weight and the VAT settings, and the rate in force today (Brussels) for the
// country. POST /api/orders prices with it before placing the order; POST /api/checkout/quote shows
// the checkout the same figures before the shopper pays. Nothing priced by a browser is read.
import { mergeLines, type OrderLineRequest } from '../../contract/orders.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { destinationTotals, type DestinationTotals } from '../../domain/tax/destination-totals.ts';
import { brusselsDay, HOME_COUNTRY, MissingVatRateError, rateOn, type VatCountry } from '../../domain/tax/vat-rates.ts';
import { destinationVat } from '../../domain/tax/vat-rules.ts';
import { rateFor, zoneOf, type ShippingZone } from '../../domain/shipping/rates.ts';
import { getSql } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { findActivePromoCode, promoUsedBy, promoUsedError, type PromoCode } from '../promo-codes/promo-codes.ts';
import { getShopSettings, type ShopSettings } from '../settings/settings-repository.ts';
import { listVatRates } from '../tax/vat-rates-repository.ts';

export interface PricingRequest {
  items: OrderLineRequest[];
  country: VatCountry;
  promoCode?: string | undefined;
  /** The shopper's address, when known: a once-per-address code already used with it is refused (or dropped, below). */
  email?: string | undefined;
  language: Language;
  /** Gift wrap asked for: priced at the settings' price when the shop offers it. */
  giftWrap?: boolean | undefined;
}

/** A type, not an interface: it goes into public.place_order's JSON as it is. */
export type PricedItem = {
  product_id: number;
  quantity: number;
  /** Charged at the destination. */
  unit_price_cents: number;
  /** unit_price_cents x quantity (the quote shows it; public.place_order computes its own). */
  line_total_cents: number;
  /** As in the catalog: the stock reservation checks it has not changed. */
  catalog_price_cents: number;
  product_name: string;
  size_ml: number;
};

export interface PricedBasket {
  settings: ShopSettings;
  /** The zone the destination is in, and the parcel's weight: the order keeps them with its fee. */
  shipping: { zone: ShippingZone; weightGrams: number };
  /** The code applied (null when none, or when it was dropped as not available for the address). */
  promo: PromoCode | null;
  /** A once-per-address code the address has used, dropped from the figures (options.usedPromo 'drop'). */
  droppedPromo: PromoCode | null;
  items: PricedItem[];
  totals: DestinationTotals;
}

interface CatalogRow {
  id: number;
  name: string;
  size_ml: number;
  price_cents: number;
  weight_grams: number;
}

/** The request's lines merged per product with the catalog's name and price; 404 naming the first unknown product. */
async function catalogLines(request: PricingRequest): Promise<(OrderLineRequest & { product: CatalogRow })[]> {
  const lines = mergeLines(request.items);
  const sql = getSql();
  const name = sql(`name_${request.language}`);
  const rows = await sql<CatalogRow[]>`
    select id, coalesce(nullif(btrim(${name}), ''), name_fr) as name, size_ml, price_cents, weight_grams
      from public.products where id = any(${lines.map((l) => l.product_id)}::bigint[])`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const priced = lines.flatMap((l) => {
    const product = byId.get(l.product_id);
    return product ? [{ ...l, product }] : [];
  });
  if (priced.length === lines.length) return priced;
  const missing = request.items.findIndex((i) => !byId.has(i.product_id));
  const id = request.items[missing]?.product_id;
  throw new HttpError(404, `Unknown product ${id}`, {
    code: 'unknown_product',
    fields: { [`items.${missing}.product_id`]: [`unknown product ${id}`] },
  });
}

/**
 * Prices the basket for its destination, `now` deciding which rates are in force. 422 naming
 * `countryField` when the shop does not ship there, 422 naming promoCode for an unknown code. A
 * once-per-address code the request's address has used: 422 promo_code_used, or with `usedPromo`
 * 'drop' (the checkout's quote) priced without it and answered in `droppedPromo`.
 */
export async function priceBasket(
  request: PricingRequest,
  options: { countryField: string; now?: Date; usedPromo?: 'refuse' | 'drop' },
): Promise<PricedBasket> {
  // four independent reads, one round trip of wall time
  const [settings, lines, asked, rates] = await Promise.all([
    getShopSettings(),
    catalogLines(request),
    request.promoCode ? findActivePromoCode(request.promoCode) : Promise.resolve(null),
    listVatRates(),
  ]);
  if (request.promoCode && !asked)
    throw new HttpError(422, 'Unknown promo code', {
      code: 'invalid_promo_code',
      fields: { promoCode: ['unknown or inactive promo code'] },
    });
  const used = asked?.oncePerEmail && request.email ? await promoUsedBy(getSql(), asked.code, request.email) : false;
  if (used && options.usedPromo !== 'drop') throw promoUsedError();
  const promo = used ? null : asked;
  const day = brusselsDay(options.now ?? new Date());
  const zone = zoneOf(settings.shippingZones, request.country);
  const weightGrams = lines.reduce((sum, l) => sum + l.product.weight_grams * l.quantity, 0);
  let totals: DestinationTotals;
  try {
    const treatment = destinationVat(request.country, settings.vat, rates, day);
    if (!treatment || !zone) {
      throw new HttpError(422, `The shop does not ship to ${request.country}`, {
        code: 'country_not_shipped',
        fields: { [options.countryField]: ['the shop does not ship to this country'] },
      });
    }
    totals = destinationTotals(
      lines.map((l) => ({ unitPriceCents: l.product.price_cents, quantity: l.quantity })),
      {
        percentOff: promo?.percentOff ?? 0,
        shippingFeeCents: rateFor(zone.rate, weightGrams),
        giftWrapCents: request.giftWrap && settings.giftWrapEnabled ? settings.giftWrapPriceCents : 0,
        freeShippingFromCents: zone.freeFromCents,
        homeRateBp: rateOn(rates, HOME_COUNTRY, day),
        pricing: settings.vat.pricing,
        exportPricing: settings.vat.exportPricing,
        treatment,
        ukLowValueLimitCents: settings.vat.ukLowValueLimitCents,
      },
    );
  } catch (error) {
    // the shop's own data lacks a rate: no order can be priced until the owner adds one
    if (error instanceof MissingVatRateError) throw new HttpError(503, error.message, { code: 'vat_rate_missing' });
    throw error;
  }
  // destinationTotals prices the lines in the order it was given them
  const items = totals.lines.map((priced, i) => {
    const line = lines[i];
    if (!line) throw new Error('destinationTotals returned more lines than it was given');
    return {
      product_id: line.product_id,
      quantity: line.quantity,
      unit_price_cents: priced.unitPriceCents,
      line_total_cents: priced.lineTotalCents,
      catalog_price_cents: line.product.price_cents,
      product_name: line.product.name,
      size_ml: line.product.size_ml,
    };
  });
  return { settings, shipping: { zone, weightGrams }, promo, droppedPromo: used ? asked : null, items, totals };
}
