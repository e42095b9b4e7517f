// POST /api/orders, the logic: the server prices the cart for its destination (order-pricing.ts:
// catalog prices, promo code from the database, shipping and VAT rules from the settings, the rate
// in force today) and places the order with public.place_order, one atomic statement that takes the
// stock of every line or none. Returns the answer's data; the function makes the Response.
import type { PlacedOrder, OrderRequest } from '../../contract/orders.ts';
import { customerColumns, moneyColumns } from '../../domain/orders/order-columns.ts';
import type { PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { getSql } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { assertPromoUnused } from '../promo-codes/promo-codes.ts';
import { paymentAvailability, type ShopSettings } from '../settings/settings-repository.ts';
import { deriveAccessToken, hashAccessToken } from './order-access.ts';
import { queueNewOrderEmails } from './order-emails.ts';
import { paymentInstructions } from '../payments/order-payment.ts';
import { checkGift, type CheckedGift } from './order-gifts.ts';
import { getOrderDetails, type OrderDetails } from './order-repository.ts';
import { priceBasket, type PricedBasket } from './order-pricing.ts';
import { requestHash } from './order-request-hash.ts';
import { toShopperOrder } from './shopper-order.ts';
import { stockFailureError, stockFailureOf } from './stock-errors.ts';

const DEFAULT_MAINTENANCE_MESSAGES: Record<PaymentMethod, string> = {
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
const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;

interface PlaceOutcome {
  result: 'created' | 'existing' | 'mismatch';
  order_id: number;
}

/** What public.place_order takes: the order's columns, its priced lines, and who placed it. */
function placeOrderPayload(
  request: OrderRequest,
  basket: PricedBasket,
  gift: CheckedGift,
  keys: { idempotencyKey: string; requestHash: string; accessToken: string },
) {
  return {
    idempotency_key: keys.idempotencyKey,
    request_hash: keys.requestHash,
    access_token_hash: hashAccessToken(keys.accessToken),
    ...customerColumns(request.customer),
    language: request.language,
    payment_method: request.paymentMethod,
    ...moneyColumns(basket.totals),
    promo_code: basket.promo?.code ?? null,
    actor: 'shopper',
    items: basket.items,
    gift_wrap: gift.wrap,
    gift_message: gift.message,
    samples: gift.samples,
  };
}

/**
 * public.place_order and, for a new order, its e-mails written into the outbox: they commit or roll
 * back together, and the shopper's request never waits for a mail server. A line the stock or the
 * catalog refuses becomes its HttpError naming the product (read once the transaction is over).
 */
async function placeWithEmails(
  payload: ReturnType<typeof placeOrderPayload>,
  { settings, shipping, promo }: Pick<PricedBasket, 'settings' | 'shipping' | 'promo'>,
): Promise<{ outcome: PlaceOutcome; placed: OrderDetails | null }> {
  try {
    return await getSql().begin(async (tx) => {
      // a once-per-address code: checked under a lock, so two orders at once cannot both use it
      if (promo) await assertPromoUnused(tx, promo, payload.email, payload.idempotency_key);
      const [row] = await tx<{ r: PlaceOutcome }[]>`select public.place_order(${tx.json(payload)}::jsonb) as r`;
      if (!row) throw new Error('public.place_order returned no row');
      const outcome = row.r;
      // the zone and weight the fee was priced with: a later change of the zones never rewrites the order
      if (outcome.result === 'created') {
        await tx`update public.orders set shipping_zone_name = ${shipping.zone.name},
                   shipping_weight_grams = ${shipping.weightGrams} where id = ${outcome.order_id}`;
      }
      return {
        outcome,
        placed: outcome.result === 'created' ? await queueNewOrderEmails(tx, outcome.order_id, settings) : null,
      };
    });
  } catch (error) {
    const failure = stockFailureOf(error);
    throw failure ? await stockFailureError(failure, 'items') : error;
  }
}

/** Places (or, for a retried key, finds) the order: the order, its token and how to pay (201). */
export async function placeOrder(request: OrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
  const basket = await priceBasket(
    {
      items: request.items,
      country: request.customer.country,
      promoCode: request.promoCode,
      language: request.language,
      giftWrap: request.gift_wrap,
    },
    { countryField: 'customer.country' },
  );
  const { settings, totals } = basket;
  assertPaymentMethodEnabled(settings, request.paymentMethod);
  const gift = await checkGift(request, settings, request.language);
  if (totals.totalCents > MAX_ORDER_TOTAL_CENTS) {
    throw new HttpError(422, 'This order is too large to be placed online: please contact us', {
      code: 'order_too_large',
      fields: { items: ['order total too large'] },
    });
  }
  const hash = requestHash(request);
  const accessToken = deriveAccessToken(idempotencyKey, hash);
  const { outcome, placed } = await placeWithEmails(
    placeOrderPayload(request, basket, gift, { idempotencyKey, requestHash: hash, accessToken }),
    basket,
  );
  if (outcome.result === 'mismatch') {
    throw new HttpError(422, 'This Idempotency-Key was already used with another request body', {
      code: 'idempotency_key_reused',
      fields: { 'Idempotency-Key': ['already used with another request body'] },
    });
  }
  if (placed) void kickMailDelivery();
  const order = placed ?? (await getOrderDetails(outcome.order_id));
  if (!order) throw new Error(`order ${outcome.order_id} vanished`);
  return { order: toShopperOrder(order, settings), accessToken, payment: await paymentInstructions(order, settings) };
}
