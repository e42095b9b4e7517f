// An order's e-mails in the admin API: the order detail lists them (GET /api/orders/{id} `emails`),
//   POST /api/orders/{id}/send-email               -> 200 {message, sent: [subjects]}: the confirmation again
//   POST /api/orders/{id}/emails/{emailId}/resend  -> 201 {message, id, emails}: one e-mail again, as a new one
//        (404 for an e-mail of another order, 409 email_pending while it is still waiting to go)
import { z } from 'zod';
import { idSchema, instantSchema } from '../common.ts';

/** What an e-mail is (the outbox's kinds; an order's list holds the order ones). */
export const EMAIL_KINDS = [
  'order_confirmation',
  'bank_transfer',
  'order_paid',
  'order_shipped',
  'order_cancelled',
  'order_refunded',
  'shop_order_notice',
  'contact_notice',
  'contact_acknowledgement',
  'newsletter_confirmation',
  'back_in_stock_confirmation',
  'back_in_stock',
  'withdrawal_acknowledgement',
  'withdrawal_notice',
  'withdrawal_refused',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export const orderEmailSchema = z.object({
  id: idSchema,
  kind: z.enum(EMAIL_KINDS),
  recipient: z.string(),
  /** In the shopper's language. */
  subject: z.string(),
  status: z.enum(EMAIL_STATES),
  attempts: z.number().int().min(0),
  last_error: z.string().nullable(),
  /** A pending e-mail's next attempt. */
  next_attempt_at: instantSchema.nullable(),
  sent_at: instantSchema.nullable(),
  created_at: instantSchema,
  /** The e-mail this one sends again, if any. */
  resend_of: idSchema.nullable(),
  requested_by: z.string(),
});
export type OrderEmail = z.infer<typeof orderEmailSchema>;

export const confirmationSentSchema = z.object({ message: z.string(), sent: z.array(z.string()) });
export type ConfirmationSent = z.infer<typeof confirmationSentSchema>;

export const emailResentSchema = z.object({ message: z.string(), id: idSchema, emails: z.array(orderEmailSchema) });
export type EmailResent = z.infer<typeof emailResentSchema>;
