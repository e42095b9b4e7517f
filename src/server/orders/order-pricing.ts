// The server's one pricing of a basket for a destination: catalog prices, the promo code from the
// database, the shipping fee and the VAT settings, and the rate in force today (Brussels) for the
// country. POST /api/orders prices with it before placing the order; POST /api/checkout/quote shows
// the checkout the same figures before the shopper pays. Nothing priced by a browser is read.
import type { Language } from '../../domain/vocabulary/language.ts';
import { destinationTotals, type DestinationTotals } from '../../domain/tax/destination-totals.ts';
import { brusselsDay, HOME_COUNTRY, MissingVatRateError, rateOn, type VatCountry } from '../../domain/tax/vat-rates.ts';
import { destinationVat } from '../../domain/tax/vat-rules.ts';
import { getSql } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { findActivePromoCode, type PromoCode } from '../settings/promo-codes.ts';
import { getShopSettings, type ShopSettings } from '../settings/settings-repository.ts';
import { listVatRates } from '../tax/vat-rates-repository.ts';
import { mergeLines } from './order-request.ts';

export interface PricingRequest {
  items: { product_id: number; quantity: number }[];
  country: VatCountry;
  promoCode?: string | undefined;
  language: Language;
}

export interface PricedItem {
  product_id: number;
  quantity: number;
  /** Charged at the destination. */
  unit_price_cents: number;
  /** As in the catalog: the stock reservation checks it has not changed. */
  catalog_price_cents: number;
  product_name: string;
  size_ml: number;
}

export interface PricedBasket {
  settings: ShopSettings;
  promo: PromoCode | null;
  items: PricedItem[];
  totals: DestinationTotals;
}

interface CatalogRow {
  id: number;
  name: string;
  size_ml: number;
  price_cents: number;
}

/** The request's lines merged per product with the catalog's name and price; 404 naming the first unknown product. */
async function catalogLines(request: PricingRequest) {
  const lines = mergeLines(request.items);
  const rows = await getSql().unsafe<CatalogRow[]>(
    `select id, coalesce(nullif(btrim(name_${request.language}), ''), name_fr) as name, size_ml, price_cents
       from public.products where id = any($1::bigint[])`,
    [lines.map((l) => l.product_id)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = request.items.findIndex((i) => !byId.has(i.product_id));
  if (missing !== -1) {
    const id = request.items[missing]!.product_id;
    throw new HttpError(404, `Unknown product ${id}`, { code: 'unknown_product', fields: { [`items.${missing}.product_id`]: [`unknown product ${id}`] } });
  }
  return lines.map((l) => ({ ...l, product: byId.get(l.product_id)! }));
}

/**
 * Prices the basket for its destination, `now` deciding which rates are in force. 400 naming
 * `countryField` when the shop does not ship there, 400 naming promoCode for an unknown code.
 */
export async function priceBasket(request: PricingRequest, options: { countryField: string; now?: Date }): Promise<PricedBasket> {
  // four independent reads, one round trip of wall time
  const [settings, lines, promo, rates] = await Promise.all([
    getShopSettings(),
    catalogLines(request),
    request.promoCode ? findActivePromoCode(request.promoCode) : Promise.resolve(null),
    listVatRates(),
  ]);
  if (request.promoCode && !promo) throw new HttpError(400, 'Code promo invalide', { code: 'invalid_promo_code', fields: { promoCode: ['Code promo invalide'] } });
  const day = brusselsDay(options.now ?? new Date());
  let totals: DestinationTotals;
  try {
    const treatment = destinationVat(request.country, settings.vat, rates, day);
    if (!treatment) {
      throw new HttpError(400, `The shop does not ship to ${request.country}`, {
        code: 'country_not_shipped',
        fields: { [options.countryField]: ['the shop does not ship to this country'] },
      });
    }
    totals = destinationTotals(
      lines.map((l) => ({ unitPriceCents: l.product.price_cents, quantity: l.quantity })),
      {
        percentOff: promo?.percentOff ?? 0,
        shippingFeeCents: settings.shippingFeeCents,
        homeRateBp: rateOn(rates, HOME_COUNTRY, day),
        pricing: settings.vat.pricing,
        treatment,
        ukLowValueLimitCents: settings.vat.ukLowValueLimitCents,
      },
    );
  } catch (error) {
    // the shop's own data lacks a rate: no order can be priced until the owner adds one
    if (error instanceof MissingVatRateError) throw new HttpError(503, error.message, { code: 'vat_rate_missing' });
    throw error;
  }
  const items = lines.map((l, i) => ({
    product_id: l.product_id,
    quantity: l.quantity,
    unit_price_cents: totals.lines[i]!.unitPriceCents,
    catalog_price_cents: l.product.price_cents,
    product_name: l.product.name,
    size_ml: l.product.size_ml,
  }));
  return { settings, promo, items, totals };
}
