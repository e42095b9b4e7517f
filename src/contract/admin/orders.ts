// The orders of the admin API (POST /api/orders itself is the shopper's checkout):
//   GET    /api/orders?page=&per_page=&search=&status=&date=&money=&after= -> Page<order>, newest first
//   GET    /api/orders/{id}                -> order detail (the order, its payment events and e-mails)
//   PUT    /api/orders/{id}/status {status, confirm_unpaid?, confirm_refund?} -> 200 order detail + message;
//          409 order_not_paid, 409 refund_confirmation_required
//   DELETE /api/orders/{id}                -> 200 {message, id, restocked}
//   GET    /api/orders/{id}/invoice?lang=  -> the printable HTML invoice (not JSON)
//   GET    /api/orders/{id}/invoice-pdf?lang=&document= -> the invoice, credit note or pro forma as a PDF
// Money: euros in subtotal, total, price (the spec's shape) and the exact integer cents beside them.
import { z } from 'zod';
import { shipmentRequestSchema, shipmentSchema } from './shipping.ts';
import type { BreakdownKey } from '../../domain/orders/order-money.ts';
import type { PaymentEventKind } from '../../domain/orders/payment-event-kind.ts';
import type { StatusActorKind } from '../../domain/orders/status-actor.ts';
import { ORDER_STATUSES } from '../../domain/vocabulary/order-status.ts';
import {
  centsSchema,
  idSchema,
  instantSchema,
  languageSchema,
  orderStatusSchema,
  paymentMethodSchema,
  shippingCountrySchema,
  vatSchemeSchema,
} from '../common.ts';
import { allOf, fieldsOf } from './common.ts';
import { ledgerEntrySchema, refundOutcomeSchema } from './ledger.ts';
import { orderEmailSchema } from './order-emails.ts';
import { PER_PAGE_MAX, pageSchema } from './page.ts';

export const ORDER_MESSAGES = {
  notFound: 'Commande introuvable.',
  deleted: 'Commande supprimée avec succès !',
  /** The admin's own words for each status, in the spec's confirmation text. */
  statusLabels: {
    pending: 'En attente',
    paid: 'Payée',
    shipped: 'Expédiée',
    completed: 'Complétée',
    cancelled: 'Annulée',
  },
  statusChanged: (id: number, label: string) => `Statut de la commande #${id} mis à jour vers ${label}`,
  status: `Le statut doit être l'un de : ${ORDER_STATUSES.join(', ')}.`,
  emailSent: 'E-mail de confirmation envoyé.',
  refundRetried: (id: number) => `Remboursement de la commande #${id} demandé à nouveau.`,
  refundNotNeeded: (id: number) => `La commande #${id} n'attend aucun remboursement.`,
} as const;

// ---- requests

export const ORDER_DATE_FILTERS = ['all', 'today', 'week', 'month'] as const;
export const ORDER_MONEY_FILTERS = ['all', 'due', 'to_refund'] as const;

/** GET /api/orders: an empty parameter counts as absent. */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(10),
  /** An order id (123, #123, ML-000123), or part of a name or e-mail, any case. */
  search: z.string().trim().max(200).default(''),
  status: z.enum(['all', ...ORDER_STATUSES]).default('all'),
  /** today: the Brussels calendar day; week: the last 7 days; month: the last month. */
  date: z.enum(ORDER_DATE_FILTERS).default('all'),
  /** The orders' money: all; due (money still to receive); to_refund (money to pay back: the "to refund" list). */
  money: z.enum(ORDER_MONEY_FILTERS).default('all'),
  // keyset paging (the Kanban's "show more"): only the orders listed after this one. Unlike an offset,
  // it does not skip an order when a card above it has meanwhile moved to another column.
  after: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderStatusRequestSchema = z.object({
  status: z.enum(ORDER_STATUSES, ORDER_MESSAGES.status),
  /**
   * The owner's explicit yes to ship (or complete) an order with money still due: without it such a
   * move is refused (409 order_not_paid, with details.amount_due_cents); with it the history records who and how much.
   */
  confirm_unpaid: z.boolean().optional(),
  /** With status shipped: the parcel's carrier and tracking number, recorded before the shipped e-mail goes. */
  shipment: shipmentRequestSchema.optional(),
  /**
   * The owner's explicit yes to cancel an order that holds money: without it the move is refused (409
   * refund_confirmation_required, details {amount_cents, how}); with it a card payment is refunded
   * through its provider, a transfer joins the "to refund" list.
   */
  confirm_refund: z.boolean().optional(),
});
export type OrderStatusRequest = z.infer<typeof orderStatusRequestSchema>;

// ---- answers

export const orderItemSchema = z.object({
  id: idSchema,
  /** Null once the product was deleted (the line keeps its name and price). */
  product_id: idSchema.nullable(),
  quantity: z.number().int().positive(),
  /** Unit price in euros, as sold. */
  price: z.number(),
  price_cents: centsSchema,
  size_ml: z.number().int().nullable(),
  /** Units of this line back on sale (a refund put them back, or the cancellation all of them). */
  restocked_quantity: z.number().int().min(0),
  product: z.object({ name: z.string() }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const STATUS_ACTOR_KINDS = allOf<StatusActorKind>()(['shopper', 'admin', 'provider', 'expiry', 'system', 'statement']);

export const statusChangeSchema = z.object({
  id: idSchema,
  from_status: orderStatusSchema.nullable(),
  to_status: orderStatusSchema,
  /** As stored: 'shopper', 'admin:<e-mail>', a provider, 'system'. */
  changed_by: z.string(),
  /** Who made the change, sorted by the server; the admin puts the kind into words. */
  actor: z.object({ kind: z.enum(STATUS_ACTOR_KINDS), name: z.string().optional() }),
  note: z.string().nullable(),
  changed_at: instantSchema,
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

const BREAKDOWN_KEYS = allOf<BreakdownKey>()([
  'subtotal',
  'discount',
  'shipping',
  'giftWrap',
  'totalExVat',
  'vat',
  'total',
]);

/** One line of the totals, as the invoice prints them. */
export const breakdownLineSchema = z.object({
  key: z.enum(BREAKDOWN_KEYS),
  cents: centsSchema.min(0),
  /** -1 marks the amount taken off (the discount). */
  sign: z.union([z.literal(1), z.literal(-1)]),
  /** The promo code of the discount line. */
  code: z.string().optional(),
  /** The VAT rate in basis points on the VAT line (2100 = 21 %). */
  rate_bp: z.number().int().optional(),
});
export type BreakdownLine = z.infer<typeof breakdownLineSchema>;

export const paymentReferenceSchema = z.object({ kind: z.enum(['communication', 'payment_id']), value: z.string() });

/** What a payment attempt came to (payment_events.outcome). */
export const PAYMENT_OUTCOMES = [
  'succeeded',
  'declined',
  'cancelled',
  'expired',
  'method_changed',
  'refunded',
  'refund_failed',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** An order as the list and the detail give it. */
export const adminOrderSchema = z.object({
  id: idSchema,
  /** ML-000123. */
  number: z.string(),
  status: orderStatusSchema,
  /** The shopper and the address, as the checkout took them (`name`: first and last name). */
  ...fieldsOf(['name', 'first_name', 'last_name', 'email', 'address', 'city', 'postal_code'], z.string()),
  phone: z.string().nullable(),
  country: shippingCountrySchema,
  language: languageSchema,
  payment_method: paymentMethodSchema,
  /** The provider's payment (null for a transfer, or before the shopper reached the provider), the promo code used. */
  ...fieldsOf(['payment_provider', 'payment_id', 'promo_code'], z.string().nullable()),
  /** Euros (the spec's shape); the *_cents beside them are the exact amounts. */
  ...fieldsOf(['subtotal', 'discount', 'shipping', 'vat', 'total'], z.number()),
  ...fieldsOf(['subtotal_cents', 'discount_cents', 'shipping_cents', 'vat_cents', 'total_cents'], centsSchema),
  vat_rate_bp: z.number().int(),
  /** Gift wrap asked for and its price, the gift message (packing slip only) and the free samples chosen. */
  gift_wrap: z.boolean(),
  gift_wrap_cents: centsSchema,
  gift_message: z.string().nullable(),
  samples: z.array(z.object({ product_id: idSchema.nullable(), name: z.string() })),
  /** Under which rules the VAT was charged: be, oss, uk or export (VAT-free). */
  vat_scheme: vatSchemeSchema,
  hold_until: instantSchema.nullable(),
  paid_at: instantSchema.nullable(),
  /** When a payment came in for this order while it was cancelled and it stays so: to refund. */
  refund_needed_at: instantSchema.nullable(),
  /** What the order's latest payment attempt came to (null: none yet): 'declined' on a pending order shows as a badge. */
  last_payment_outcome: z.enum(PAYMENT_OUTCOMES).nullable(),
  created_at: instantSchema,
  updated_at: instantSchema,
  /** A bank transfer's structured communication (+++xxx/xxxx/xxxxx+++); null for the other methods. */
  structured_communication: z.string().nullable(),
  /** What to match the money with: the communication of a transfer, else the provider's payment id. */
  payment_reference: paymentReferenceSchema.nullable(),
  /** Received less refunded, from the ledger. */
  amount_paid_cents: centsSchema,
  /** What is still to be paid (never below 0). */
  amount_due_cents: centsSchema,
  /**
   * From the ledger: the total (0 once cancelled) less received plus refunded. Negative: money to pay
   * back (an over-payment, a duplicate, a cancelled order's payment): the "to refund" list.
   */
  balance_due_cents: centsSchema,
  breakdown: z.array(breakdownLineSchema),
  items: z.array(orderItemSchema),
  status_history: z.array(statusChangeSchema),
  /**
   * Who paid a bank transfer, from the bank statement entry that paid it (to pay it back): the name
   * and IBAN the bank gave (either may be missing); null when no imported entry paid the order.
   */
  payer: z.object({ name: z.string().nullable(), iban: z.string().nullable() }).nullable().optional(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderPageSchema = pageSchema(adminOrderSchema);

/** Every outcome, and what became of a received payment besides 'succeeded' (domain/orders/payment-event-kind.ts). */
const PAYMENT_EVENT_KINDS = allOf<PaymentEventKind>()([
  ...PAYMENT_OUTCOMES,
  'late',
  'late_refund',
  'refund_needed',
  'session_mismatch',
  'not_pending',
  'amount_mismatch',
]);

export const paymentEventSchema = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES),
  /** The outcome with what became of a received payment (late, not applied, another amount). */
  kind: z.enum(PAYMENT_EVENT_KINDS),
  payment_method: paymentMethodSchema.nullable(),
  provider: z.string(),
  /** What the provider reported as received (or refunded, or failed to refund), in cents; null when no money moved or it is unknown. */
  amount_cents: centsSchema.nullable(),
  received_at: instantSchema,
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** An invoice or credit note of the order (public.invoices), its PDF at /api/orders/{id}/invoice-pdf?document={number}. */
export const orderInvoiceSchema = z.object({
  /** 2026-000001: the year's gap-free series. */
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issued_at: instantSchema,
  /** The invoice a credit note cancels. */
  credits: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** GET /api/orders/{id}: the order with its payment events, its e-mails (state, attempts, last error) and its invoices. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  payment_events: z.array(paymentEventSchema),
  /** Every movement of money in and out, oldest first (docs/payments-ledger.md). */
  ledger: z.array(ledgerEntrySchema),
  emails: z.array(orderEmailSchema),
  /** Oldest first; none yet: the order's PDF is a pro forma. */
  invoices: z.array(orderInvoiceSchema).optional(),
  /** The parcels sent, oldest first, with their tracking links. */
  shipments: z.array(shipmentSchema).optional(),
  /** The shipping zone and parcel weight the fee was priced with (null: placed before zones). */
  shipping_zone_name: z.string().nullable().optional(),
  shipping_weight_grams: z.number().int().nullable().optional(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** PUT /api/orders/{id}/status: the order as it is now, with the spec's confirmation text. */
export const orderStatusAnswerSchema = adminOrderDetailSchema.extend({ message: z.string() });
export type OrderStatusAnswer = z.infer<typeof orderStatusAnswerSchema>;

/**
 * POST /api/orders/{id}/refund (an order marked "refund needed"): the order as it is after the new
 * attempt, and what came of each payment (refunded; refund_failed: still to refund; duplicate: done already).
 */
export const refundRetryAnswerSchema = adminOrderDetailSchema.extend({
  message: z.string(),
  refunds: z.array(
    z.object({
      provider: z.string(),
      amount_cents: centsSchema,
      result: z.enum(['refunded', 'refund_failed', 'duplicate']),
    }),
  ),
});
export type RefundRetryAnswer = z.infer<typeof refundRetryAnswerSchema>;

/** POST /api/orders/{id}/payments: the order as it is now, with the confirmation text. */
export const paymentAnswerSchema = adminOrderDetailSchema.extend({ message: z.string() });

/** POST /api/orders/{id}/refunds: the order as it is now, and what came of the refund (per way it went back). */
export const refundAnswerSchema = adminOrderDetailSchema.extend({
  message: z.string(),
  refunds: z.array(refundOutcomeSchema),
});

export const orderDeletedSchema = z.object({
  message: z.string(),
  id: idSchema,
  /** Whether stock the order still held (pending or paid) went back to the products. */
  restocked: z.boolean(),
});
export type OrderDeleted = z.infer<typeof orderDeletedSchema>;
