// Returns in the back-office: the withdrawals shoppers made through the withdrawal function.
//   GET   /api/admin/withdrawals[?status=awaiting_goods|goods_received|refunded][&order_id=N] -> {items}
//   PATCH /api/admin/withdrawals/{id} {goods_received: boolean}                             -> the withdrawal
//   POST  /api/admin/withdrawals/{id}/refusal {reason}          -> the withdrawal, refused (e-mail to the shopper)
//   GET|PUT /api/orders/{id}/withdrawal-period {open_until}     -> the order's period, the owner's extension
// A return is "refunded" once the order's ledger has a refund recorded after the withdrawal (through
// POST /api/orders/{id}/refunds, which issues the credit note); the owner never sets it by hand.
import { z } from 'zod';
import { centsSchema, idSchema, instantSchema } from '../common.ts';
import { withdrawalLineSchema } from '../withdrawal.ts';
import { daySchema } from './common.ts';

export const RETURN_STATUSES = ['awaiting_goods', 'goods_received', 'refunded', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const adminWithdrawalSchema = z.object({
  id: idSchema,
  order_id: idSchema,
  order_number: z.string(),
  name: z.string(),
  email: z.string(),
  lines: z.array(withdrawalLineSchema.extend({ unit_price_cents: centsSchema })),
  /** What the withdrawn lines cost (the whole order's total, shipping included, when all of it). */
  amount_cents: centsSchema,
  received_at: instantSchema,
  /** Brussels wall-clock time of receipt: 2026-11-27 14:05. */
  received_brussels: z.string(),
  /** The last day of the withdrawal period when it was received (null: goods not yet delivered). */
  period_ends_on: daySchema.nullable(),
  /** The law's deadline to refund: 14 days after the withdrawal was received. */
  refund_due_on: daySchema,
  /** Past its refund deadline (Brussels today) and neither refunded nor refused. */
  refund_overdue: z.boolean(),
  goods_received_at: instantSchema.nullable(),
  /** Refunds recorded on the order since the withdrawal. */
  refunded_cents: centsSchema,
  refused_at: instantSchema.nullable(),
  /** Why the owner refused the return: sent to the shopper. */
  refusal_reason: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalsQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  order_id: z.coerce.number().int().positive().optional(),
});

export const adminWithdrawalListSchema = z.object({ items: z.array(adminWithdrawalSchema) });
export type AdminWithdrawalList = z.infer<typeof adminWithdrawalListSchema>;

export const withdrawalPatchSchema = z.object({ goods_received: z.boolean() });

export const withdrawalRefusalSchema = z.object({ reason: z.string().trim().min(1).max(1000) });

/** An order's withdrawal period as the owner sees it, with the extension they may set. */
export const withdrawalPeriodSchema = z.object({
  order_id: idSchema,
  state: z.enum(['open', 'ended', 'cancelled']),
  /** The law's last day (null: the goods are not on their way yet, or the order was cancelled). */
  legal_ends_on: daySchema.nullable(),
  /** The owner's extension: open until this day. */
  open_until: daySchema.nullable(),
  /** The day the function closes: the later of the two (null: not started yet). */
  ends_on: daySchema.nullable(),
});
export type WithdrawalPeriod = z.infer<typeof withdrawalPeriodSchema>;

/** null removes the extension. Never earlier than the legal end (422 naming `open_until`). */
export const withdrawalPeriodRequestSchema = z.object({ open_until: daySchema.nullable() });
