// One way to fail, for every endpoint: the body of every error answer, and the stable codes clients
// map to words in the shopper's or the admin's language (never the English `error` text, which is for
// developers and logs).
//
// The status rule (docs/api-errors.md):
//   400  the request cannot be read: malformed JSON or form, a path id that is not a number, an
//        unknown query value (?lang=), a missing or malformed required header (Idempotency-Key), a
//        webhook whose signature does not hold. `errors` may name the part.
//   401  no valid session or order token; 403 signed in but not allowed.
//   404  nothing there (an unknown id, or an order token that does not match: no oracle).
//   409  read and valid, but the shop's state refuses it (stock, a taken slug, a switched-off method).
//   413  body over the endpoint's size limit.
//   422  read, but one or more values are refused: `errors` names every field with its messages.
//   429  over a rate limit (Retry-After says when to try again).
//   5xx  the shop or a provider failed; nothing was half-written.
import { z } from 'zod';

export const ERROR_CODES = [
  // generic, one per status, for answers with nothing more specific to say
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'too_large',
  'validation_failed',
  'rate_limited',
  'internal_error',
  'bad_gateway',
  'service_unavailable',
  // request reading
  'invalid_json',
  'invalid_form',
  'invalid_id',
  'idempotency_key_required',
  'idempotency_key_reused',
  // auth
  'invalid_credentials',
  // sign-in could not be decided (never the password's fault, never counted against the account):
  // the auth provider refused the shop's key, is over its rate limit, or did not answer (503); the
  // account has not confirmed its e-mail address (403)
  'auth_misconfigured',
  'auth_rate_limited',
  'auth_unavailable',
  'email_not_confirmed',
  'not_admin',
  'invalid_reset_token',
  'reset_token_expired',
  'reset_token_used',
  'order_token_required',
  // checkout and orders
  'insufficient_stock',
  'unknown_product',
  'price_changed',
  'order_too_large',
  'country_not_shipped',
  'invalid_promo_code',
  // a once-per-address code (a first-order code) already used with the order's e-mail address
  'promo_code_used',
  'payment_method_unavailable',
  'payment_provider_unavailable',
  // a runtime secret of the site (SMTP_URL, STRIPE_SECRET_KEY, ...) is not set: `error` names it
  'service_not_configured',
  // a Deploy Preview or branch deploy without its own database and keys: read-only (docs/deploying.md)
  'preview_read_only',
  'not_pending',
  'order_not_paid',
  // POST /api/orders/{id}/refund of an order that owes nothing back (not cancelled, or not marked "refund needed")
  'refund_not_needed',
  // cancelling an order that holds money without confirm_refund: details {amount_cents, how: provider|hand}
  'refund_confirmation_required',
  // POST /api/orders/{id}/refunds of more than the order holds: details {refundable_cents}
  'refund_too_large',
  'statement_account_mismatch',
  // POST /api/admin/bank-statements/{id}/entries/{entry}/apply of a line already applied to an order
  // (details {order_id}), or of one that cannot pay an order (a debit, an ignored line, not in EUR)
  'entry_already_applied',
  'entry_not_applicable',
  'webhook_rejected',
  // back-office
  'category_name_taken',
  'category_slug_taken',
  'category_not_empty',
  'promo_code_exists',
  'invalid_image',
  'email_pending',
  'vat_rate_missing',
  'vat_rate_in_force',
  'file_missing',
  'file_too_large',
  'not_xml',
  'not_camt053',
  'invalid_camt053',
  // the withdrawal function: the order's withdrawal period is over (details {ended_on}), or it was cancelled
  'withdrawal_period_ended',
  'order_cancelled',
  // a return the owner refuses was already refunded, or already refused
  'return_refunded',
  'return_refused',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Field path (`email`, `items.0.quantity`, `images.2`) -> what is wrong with it, in English. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorDetailsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const errorBodySchema = z.object({
  /** For developers and logs, in English; clients show their own words for `code`. */
  error: z.string(),
  code: errorCodeSchema,
  errors: fieldErrorsSchema.optional(),
  /** The product an `insufficient_stock` / `price_changed` / `unknown_product` answer is about. */
  product: z.object({ id: z.number(), name: z.string().nullable(), stock: z.number().nullable() }).optional(),
  /**
   * The facts a state refusal the client may override is about, for the client's own words:
   * `order_not_paid` {amount_due_cents}, `statement_account_mismatch` {statement_iban, shop_iban},
   * `refund_confirmation_required` {amount_cents, how}, `refund_too_large` {refundable_cents}; and what
   * exactly is wrong with a statement file (`not_xml`, `not_camt053`, `invalid_camt053`):
   * {problem, value?, line?, reason?, statement?, entry?} (problem: Camt053Problem).
   */
  details: errorDetailsSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The generic code of a status, for errors with nothing more specific to say. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 422:
      return 'validation_failed';
    case 429:
      return 'rate_limited';
    case 502:
      return 'bad_gateway';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
