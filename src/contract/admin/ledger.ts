// An order's money ledger in the admin API (docs/payments-ledger.md):
//   POST /api/orders/{id}/payments {amount_cents, method, received_on, note?} -> 201 order detail + message
//   POST /api/orders/{id}/refunds  {amount_cents, reason, restock?, idempotency_key?} (or the Idempotency-Key
//        header)                                                               -> 201 order detail + message + refunds
// GET /api/orders/{id} carries `ledger` and `balance_due_cents` (adminOrderSchema).
import { z } from 'zod';
import { centsSchema, idSchema, instantSchema } from '../common.ts';
import { daySchema } from './common.ts';

export const LEDGER_METHODS = ['card', 'paypal', 'bank_transfer', 'cash', 'card_terminal', 'other'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];
/** What an owner may record by hand (a card or PayPal payment comes from its provider). */
export const HAND_PAYMENT_METHODS = ['bank_transfer', 'cash', 'card_terminal', 'other'] as const;

export const LEDGER_MESSAGES = {
  paymentRecorded: (id: number) => `Paiement enregistré pour la commande #${id}.`,
  refundRecorded: (id: number) => `Remboursement enregistré pour la commande #${id}.`,
  refundTooLarge: 'Le remboursement dépasse ce que la commande a reçu.',
  refundUnderWay: 'Ce remboursement est encore en cours : réessayez dans un instant.',
  refundConfirmationRequired: (id: number) =>
    `La commande #${id} a reçu de l’argent : confirmez le remboursement pour l’annuler.`,
} as const;

/** One movement of money: in (a payment) or out (a refund), always a positive amount. */
export const ledgerEntrySchema = z.object({
  id: idSchema,
  direction: z.enum(['in', 'out']),
  amount_cents: centsSchema,
  method: z.enum(LEDGER_METHODS),
  /** What recorded it: the provider's event, a bank statement entry, or the owner by hand. */
  source: z.enum(['provider', 'statement', 'hand']),
  /** The Brussels day the money was received or paid back. */
  on_date: daySchema,
  provider: z.string().nullable(),
  provider_event_id: z.string().nullable(),
  statement_import_id: idSchema.nullable(),
  statement_id: z.string().nullable(),
  /** The admin (admin:e-mail), the provider, or the statement import's admin. */
  actor: z.string(),
  note: z.string().nullable(),
  restocked: z.boolean(),
  /** The credit note issued for this refund, if the order was invoiced. */
  credit_note: z.string().nullable(),
  created_at: instantSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const paymentRequestSchema = z.object({
  amount_cents: z.number().int().min(1).max(100_000_000),
  method: z.enum(HAND_PAYMENT_METHODS),
  received_on: daySchema,
  note: z.string().trim().max(500).optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** Units of one of the order's products put back on sale by a refund. */
export const restockLineSchema = z.object({
  product_id: idSchema,
  quantity: z.number().int().min(1).max(100),
});
export type RestockLine = z.infer<typeof restockLineSchema>;

export const refundRequestSchema = z.object({
  amount_cents: z.number().int().min(1).max(100_000_000),
  reason: z.string().trim().min(1).max(500),
  /**
   * What goes back on sale: chosen lines and units (never more than ordered and not back yet), or
   * true for every unit not back yet (false or left out: nothing).
   */
  restock: z.union([z.boolean(), z.array(restockLineSchema).max(100)]).optional(),
  /**
   * One per form submission (or the Idempotency-Key header): the same submission sent again makes no
   * second refund and answers the first one's outcome.
   */
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,200}$/, '8 to 200 letters, digits, - _ . :')
    .optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** What came of a refund: through the provider (card) or to pay back by hand (recorded as paid back). */
export const refundOutcomeSchema = z.object({
  amount_cents: centsSchema,
  how: z.enum(['provider', 'hand']),
  result: z.enum(['refunded', 'refund_failed']),
  credit_note: z.string().nullable(),
});
export type RefundOutcome = z.infer<typeof refundOutcomeSchema>;

/** 409 refund_confirmation_required's details: the money the order holds and what cancelling will do with it. */
export const refundConfirmationDetailsSchema = z.object({
  amount_cents: centsSchema,
  /** provider: refunded through the card's provider at once; hand: the order joins the "to refund" list. */
  how: z.enum(['provider', 'hand']),
});
