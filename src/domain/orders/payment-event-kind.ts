// What one payment event of an order came to, in one word, as the admin's order details show it: the
// server sorts the events (src/server/payments/payment-history.ts), the back-office words them.

/**
 * A received payment is 'succeeded', or 'late' (after the order's hold expired; the order was
 * reopened), 'late_refund' (after the expiry, stock gone: to refund), 'refund_needed' (after an admin
 * cancelled the order: it stays cancelled, to refund), 'session_mismatch' (not paid in the payment
 * session recorded on the order: applied to nothing, to check), 'not_pending' (the order was not
 * awaiting a payment), 'amount_mismatch' (not the order's total). The other outcomes moved no money.
 */
export type PaymentEventKind =
  | 'succeeded'
  | 'late'
  | 'late_refund'
  | 'refund_needed'
  | 'session_mismatch'
  | 'not_pending'
  | 'amount_mismatch'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'method_changed'
  /** The money went back through the provider, or the provider refused to take it back. */
  | 'refunded'
  | 'refund_failed';
