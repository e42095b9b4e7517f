// An order's money as the shop owner reads it, from the order's stored integer cents only (never
// recomputed from floats): the totals broken down line by line exactly as the invoice prints them,
// the payment reference to match incoming money with, and what is still due and already paid.
// Pure: the server builds the admin API's answer and the invoice with it.
import { orderStructuredCommunication } from '../payments/structured-communication.ts';
import { isSettled, type OrderStatus } from '../vocabulary/order-status.ts';

export interface OrderAmounts {
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  /** Gift wrap asked for, and its price as charged (absent: an order read without them, none). */
  gift_wrap?: boolean;
  gift_wrap_cents?: number;
  vat_cents: number;
  vat_rate_bp: number;
  total_cents: number;
  promo_code: string | null;
}

export type BreakdownKey = 'subtotal' | 'discount' | 'shipping' | 'giftWrap' | 'totalExVat' | 'vat' | 'total';

export interface BreakdownLine {
  key: BreakdownKey;
  /** Always >= 0; `sign` -1 marks the amount taken off (the discount). */
  cents: number;
  sign: 1 | -1;
  /** The promo code of the discount line. */
  code?: string;
  /** The VAT rate in basis points, on the VAT line (2100 = 21 %). */
  rate_bp?: number;
}

/**
 * Subtotal, discount (with its promo code, only when there is one), shipping, total before VAT, the
 * VAT it includes, total: subtotal - discount + shipping + gift wrap = total, and total before VAT + VAT = total,
 * because the orders table's check constraints hold those sums.
 */
export function orderBreakdown(order: OrderAmounts): BreakdownLine[] {
  return [
    { key: 'subtotal', cents: order.subtotal_cents, sign: 1 },
    ...(order.discount_cents > 0
      ? [
          {
            key: 'discount' as const,
            cents: order.discount_cents,
            sign: -1 as const,
            ...(order.promo_code ? { code: order.promo_code } : {}),
          },
        ]
      : []),
    { key: 'shipping', cents: order.shipping_cents, sign: 1 },
    // a priced line like shipping (free wrap reads 0); the gift message is never on an invoice
    ...(order.gift_wrap || (order.gift_wrap_cents ?? 0) > 0
      ? [{ key: 'giftWrap' as const, cents: order.gift_wrap_cents ?? 0, sign: 1 as const }]
      : []),
    { key: 'totalExVat', cents: order.total_cents - order.vat_cents, sign: 1 },
    { key: 'vat', cents: order.vat_cents, sign: 1, rate_bp: order.vat_rate_bp },
    { key: 'total', cents: order.total_cents, sign: 1 },
  ];
}

export type PaymentReference = { kind: 'communication' | 'payment_id'; value: string };

/**
 * What the shop matches money with: a bank transfer's structured communication (made from the order
 * id, as the shopper was told to write it), otherwise the provider's payment id when there is one.
 */
export function paymentReference(order: {
  id: number;
  payment_method: string | null;
  payment_id: string | null;
}): PaymentReference | null {
  if (order.payment_method === 'bank-transfer')
    return { kind: 'communication', value: orderStructuredCommunication(order.id) };
  return order.payment_id ? { kind: 'payment_id', value: order.payment_id } : null;
}

export interface PaymentState {
  status: OrderStatus;
  total_cents: number;
  paid_at: string | Date | null;
  /** Sum of the amounts the payment providers reported as received for this order. */
  provider_paid_cents: number;
  /** Received payments recorded before amounts were kept (their amount is unknown). */
  payments_without_amount: number;
}

/**
 * Money received: what the providers reported (late or odd payments included: that money is there
 * and may need refunding). A bank transfer has no provider: the admin marks the order paid when the
 * money arrives, so a paid, shipped or completed order with a payment date and no reported amount
 * counts its total (not once it was put back to pending or cancelled: that mark was taken back).
 */
export function amountPaidCents(state: PaymentState): number {
  if (state.provider_paid_cents > 0) return state.provider_paid_cents;
  const markedPaid = state.paid_at !== null && isSettled(state.status);
  return markedPaid || (state.payments_without_amount > 0 && state.paid_at !== null) ? state.total_cents : 0;
}

/** What the shopper still owes: nothing on a cancelled order, else the total less what was received. */
export function amountDueCents(state: Pick<PaymentState, 'status' | 'total_cents'>, paidCents: number): number {
  return state.status === 'cancelled' ? 0 : Math.max(0, state.total_cents - paidCents);
}
