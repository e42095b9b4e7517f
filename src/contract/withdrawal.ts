// The withdrawal function (Directive 2011/83/EU art. 11a, docs/withdrawal.md): two public steps.
//   POST /api/withdrawals/check {order_number, email, name, language} -> 200 WithdrawalCheck
//        the order's lines and its withdrawal period (open until a day, or ended on a day)
//   POST /api/withdrawals {order_number, email, name, lines?, language} -> 201 WithdrawalReceipt
//        the withdrawal recorded and acknowledged by e-mail with its content, date and time (Brussels)
// 404 `not_found` for an unknown number or a number with another e-mail (one answer: no probing);
// 409 `withdrawal_period_ended` {ended_on} / `order_cancelled`; 422 naming the field; 429; 503 in a preview.
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../domain/vocabulary/language.ts';
import { idSchema, instantSchema, languageSchema } from './common.ts';

const daySchema = z.iso.date();

/** "ML-000123", "ml 123", "#123" or "123": the number the shopper reads in the e-mails. */
export const orderNumberInputSchema = z
  .string()
  .trim()
  .max(20, 'at most 20 characters')
  .regex(/^(?:#|ml[\s-]?)?0*[1-9]\d{0,11}$/i, 'not an order number (ML-000123)')
  .transform((value) => Number(value.replace(/\D/g, '')));

const identitySchema = {
  order_number: orderNumberInputSchema,
  email: z.string().trim().max(254, 'at most 254 characters').pipe(z.email('invalid e-mail address')),
  name: z.string().trim().min(1, 'required').max(200, 'at most 200 characters'),
  language: languageSchema.default(DEFAULT_LANGUAGE),
};

export const withdrawalCheckRequestSchema = z.object(identitySchema);
export type WithdrawalCheckRequest = z.input<typeof withdrawalCheckRequestSchema>;

export const withdrawalRequestSchema = z.object({
  ...identitySchema,
  /** The lines withdrawn (the order's line id and how many); absent: the whole order. */
  lines: z
    .array(z.object({ id: idSchema, quantity: z.number().int().min(1).max(100) }))
    .min(1, 'choose at least one product')
    .max(100)
    .optional(),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const withdrawalLineSchema = z.object({
  id: idSchema,
  product_name: z.string(),
  size_ml: z.number().int().nullable(),
  quantity: z.number().int().min(1),
});
export type WithdrawalLine = z.infer<typeof withdrawalLineSchema>;

export const withdrawalPeriodSchema = z.discriminatedUnion('state', [
  /** ends_on null: the goods are not delivered yet, the period has not started. */
  z.object({ state: z.literal('open'), ends_on: daySchema.nullable() }),
  z.object({ state: z.literal('ended'), ends_on: daySchema }),
]);

export const withdrawalCheckSchema = z.object({
  order_number: z.string(),
  period: withdrawalPeriodSchema,
  lines: z.array(withdrawalLineSchema),
});
export type WithdrawalCheck = z.infer<typeof withdrawalCheckSchema>;

export const withdrawalReceiptSchema = z.object({
  id: idSchema,
  order_number: z.string(),
  lines: z.array(withdrawalLineSchema),
  received_at: instantSchema,
  /** The Brussels date and time of receipt, as the acknowledgement states it: 2026-11-27 14:05. */
  received_brussels: z.string(),
  /** The e-mail the acknowledgement went to. */
  email: z.string(),
});
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;
