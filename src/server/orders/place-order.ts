// POST /api/orders, the logic: the server prices the cart for its destination (order-pricing.ts:
// catalog prices, promo code from the database, shipping and VAT rules from the settings, the rate
// in force today) and places the order with public.place_order, one atomic statement that takes the
// stock of every line or none.
import { getSql } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { json } from '../http/responses.ts';
import { paymentAvailability, type PaymentMethod, type ShopSettings } from '../settings/settings-repository.ts';
import { deriveAccessToken, hashAccessToken } from './order-access.ts';
import { kickMailDelivery } from '../mail/outbox/mail-delivery.ts';
import { queueNewOrderEmails } from './order-emails.ts';
import { paymentInstructions } from './order-payment.ts';
import { getOrderDetails, type OrderDetails } from './order-repository.ts';
import { priceBasket } from './order-pricing.ts';
import { requestHash, type OrderRequest } from './order-request.ts';
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

type PlaceOutcome = { result: 'created' | 'existing' | 'mismatch'; order_id: number };

/**
 * public.place_order and, for a new order, its e-mails written into the outbox: they commit or roll
 * back together, and the shopper's request never waits for a mail server.
 */
async function placeWithEmails(payload: Record<string, unknown>, settings: ShopSettings): Promise<{ outcome: PlaceOutcome; placed: OrderDetails | null }> {
  return getSql().begin(async (tx) => {
    const [row] = await tx.unsafe<{ r: PlaceOutcome }[]>('select public.place_order($1::jsonb) as r', [payload as never]);
    const outcome = row!.r;
    return { outcome, placed: outcome.result === 'created' ? await queueNewOrderEmails(tx, outcome.order_id, settings) : null };
  });
}

/** Places (or, for a retried key, finds) the order and answers 201 with the order, its token and how to pay. */
export async function placeOrder(request: OrderRequest, idempotencyKey: string): Promise<Response> {
  const { settings, promo, items, totals } = await priceBasket(
    { items: request.items, country: request.customer.country, promoCode: request.promoCode, language: request.language },
    { countryField: 'customer.country' },
  );
  assertPaymentMethodEnabled(settings, request.paymentMethod);
  if (totals.totalCents > MAX_ORDER_TOTAL_CENTS) {
    throw new HttpError(400, 'This order is too large to be placed online: please contact us', { code: 'order_too_large', fields: { items: ['order total too large'] } });
  }
  const hash = requestHash(request);
  const accessToken = deriveAccessToken(idempotencyKey, hash);
  const c = request.customer;

  let outcome: PlaceOutcome;
  let placed: OrderDetails | null;
  try {
    ({ outcome, placed } = await placeWithEmails(
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
        vat_rate_bp: totals.rateBp,
        vat_scheme: totals.scheme,
        promo_code: promo?.code ?? null,
        actor: 'shopper',
        items,
      },
      settings,
    ));
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
  if (placed) void kickMailDelivery();
  const order = placed ?? (await getOrderDetails(outcome.order_id));
  if (!order) throw new Error(`order ${outcome.order_id} vanished`);
  const payment = await paymentInstructions(order, settings);
  return json({ order: toShopperOrder(order, settings), accessToken, payment }, { status: 201 });
}
