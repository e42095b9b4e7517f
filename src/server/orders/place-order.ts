// POST /api/orders, the logic: the server prices the cart (catalog prices, promo code from the
// database, shipping from the settings, VAT included) and places the order with public.place_order,
// one atomic statement that takes the stock of every line or none.
import type { Language } from '../../domain/catalog/types.ts';
import { computeTotals } from '../../domain/pricing/totals.ts';
import { getSql } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { json } from '../http/responses.ts';
import { findActivePromoCode } from '../settings/promo-codes.ts';
import { getShopSettings, paymentAvailability, type PaymentMethod, type ShopSettings } from '../settings/settings-repository.ts';
import { deriveAccessToken, hashAccessToken } from './order-access.ts';
import { sendNewOrderEmails } from './order-emails.ts';
import { paymentInstructions } from './order-payment.ts';
import { getOrderDetails } from './order-repository.ts';
import { mergeLines, requestHash, type OrderRequest } from './order-request.ts';
import { toShopperOrder } from './shopper-order.ts';
import { describeStockFailure, stockFailureOf } from './stock-errors.ts';

export const DEFAULT_MAINTENANCE_MESSAGES: Record<OrderRequest['paymentMethod'], string> = {
  'credit-card': 'Card payment is temporarily unavailable.',
  paypal: 'This payment method is temporarily unavailable for maintenance.',
  'bank-transfer': 'Bank transfer is temporarily unavailable.',
};

/** 409 naming paymentMethod, with the admin's own text, when the method is switched off. */
export function assertPaymentMethodEnabled(settings: ShopSettings, method: PaymentMethod): void {
  const availability = paymentAvailability(settings, method);
  if (availability.enabled) return;
  const message = availability.maintenanceMessage ?? DEFAULT_MAINTENANCE_MESSAGES[method];
  throw new HttpError(409, message, { code: 'payment_method_unavailable', fields: { paymentMethod: [message] } });
}

/** Amounts are Postgres integers; far above any real basket, far below 2^31. */
export const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;

interface CatalogRow {
  id: number;
  name: string;
  size_ml: number;
  price_cents: number;
}

async function catalogLines(request: OrderRequest, lang: Language) {
  const lines = mergeLines(request.items);
  const rows = await getSql().unsafe<CatalogRow[]>(
    `select id, coalesce(nullif(btrim(name_${lang}), ''), name_fr) as name, size_ml, price_cents
       from public.products where id = any($1::bigint[])`,
    [lines.map((l) => l.product_id)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = request.items.findIndex((i) => !byId.has(i.product_id));
  if (missing !== -1) {
    const id = request.items[missing]!.product_id;
    throw new HttpError(404, `Unknown product ${id}`, { code: 'unknown_product', fields: { [`items.${missing}.product_id`]: [`unknown product ${id}`] } });
  }
  return lines.map((l) => {
    const p = byId.get(l.product_id)!;
    return { product_id: p.id, quantity: l.quantity, unit_price_cents: p.price_cents, product_name: p.name, size_ml: p.size_ml };
  });
}

/** Places (or, for a retried key, finds) the order and answers 201 with the order, its token and how to pay. */
export async function placeOrder(request: OrderRequest, idempotencyKey: string): Promise<Response> {
  // three independent reads, one round trip of wall time
  const [settings, items, promo] = await Promise.all([
    getShopSettings(),
    catalogLines(request, request.language),
    request.promoCode ? findActivePromoCode(request.promoCode) : Promise.resolve(null),
  ]);
  assertPaymentMethodEnabled(settings, request.paymentMethod);
  if (request.promoCode && !promo) throw new HttpError(400, 'Code promo invalide', { code: 'invalid_promo_code', fields: { promoCode: ['Code promo invalide'] } });

  const totals = computeTotals(
    items.map((i) => ({ unitPriceCents: i.unit_price_cents, quantity: i.quantity })),
    { percentOff: promo?.percentOff ?? 0, shippingFeeCents: settings.shippingFeeCents },
  );
  if (totals.totalCents > MAX_ORDER_TOTAL_CENTS) {
    throw new HttpError(400, 'This order is too large to be placed online: please contact us', { code: 'order_too_large', fields: { items: ['order total too large'] } });
  }
  const hash = requestHash(request);
  const accessToken = deriveAccessToken(idempotencyKey, hash);
  const c = request.customer;

  let outcome: { result: 'created' | 'existing' | 'mismatch'; order_id: number };
  try {
    const [row] = await getSql().unsafe<{ r: typeof outcome }[]>('select public.place_order($1::jsonb) as r', [
      {
        idempotency_key: idempotencyKey,
        request_hash: hash,
        access_token_hash: hashAccessToken(accessToken),
        first_name: c.firstName,
        last_name: c.lastName,
        email: c.email,
        phone: c.phone ?? null,
        address: c.address,
        city: c.city,
        postal_code: c.postalCode,
        country: c.country,
        language: request.language,
        payment_method: request.paymentMethod,
        subtotal_cents: totals.subtotalCents,
        discount_cents: totals.discountCents,
        shipping_cents: totals.shippingCents,
        total_cents: totals.totalCents,
        vat_cents: totals.vatCents,
        promo_code: promo?.code ?? null,
        actor: 'shopper',
        items,
      } as never,
    ]);
    outcome = row!.r;
  } catch (error) {
    const failure = stockFailureOf(error);
    if (!failure) throw error;
    const d = await describeStockFailure(failure);
    return json({ error: d.message, code: d.code, product: d.product, errors: { items: [d.message] } }, { status: d.status });
  }

  if (outcome.result === 'mismatch') {
    throw new HttpError(422, 'This Idempotency-Key was already used with another request body', {
      code: 'idempotency_key_reused',
      fields: { 'Idempotency-Key': ['already used with another request body'] },
    });
  }
  const order = await getOrderDetails(outcome.order_id);
  if (!order) throw new Error(`order ${outcome.order_id} vanished`);
  if (outcome.result === 'created') await sendNewOrderEmails(order, settings);
  const payment = await paymentInstructions(order, settings);
  return json({ order: toShopperOrder(order, settings), accessToken, payment }, { status: 201 });
}
