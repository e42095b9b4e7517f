// Who changed an order's status, from what order_status_history.changed_by holds: 'shopper' (placing
// the order), 'admin:<e-mail>' (the back-office), a payment provider's name (its verified payment),
// 'system' (the shop itself; with the expiry sweep's note it is the payment time running out),
// 'statement:<number>' (a bank statement entry paid it).
// The admin screens put the kind into words; the name (the admin's e-mail, the provider) goes beside it.

export type StatusActorKind = 'shopper' | 'admin' | 'expiry' | 'system' | 'provider' | 'statement';

export interface StatusActor {
  kind: StatusActorKind;
  /** The admin's e-mail, the provider's name, or the bank statement's number. */
  name?: string;
}

/** The providers the shop takes payments through (src/server/payments/providers). */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'test'] as const;

// the note public.expire_unpaid_orders_returning writes on the cancellations it makes
const EXPIRY_NOTE = /^unpaid: payment time expired/;

// the note public.mark_refund_needed writes (a payment came in for an order that stays cancelled)
const REFUND_NEEDED_NOTE = /^refund needed:/;

/** Whether a history row is the mark of a payment to refund on a cancelled order (the row says why). */
export function isRefundNeededNote(note: string | null | undefined): boolean {
  return typeof note === 'string' && REFUND_NEEDED_NOTE.test(note);
}

export function statusActor(changedBy: string | null | undefined, note?: string | null): StatusActor {
  const who = (changedBy ?? '').trim();
  if (who === 'shopper') return { kind: 'shopper' };
  if (who.startsWith('admin:')) return { kind: 'admin', name: who.slice('admin:'.length) };
  if (who === 'admin') return { kind: 'admin' };
  // a bank statement that paid the order ('statement:<its number>'), not the admin who imported it
  if (who.startsWith('statement:')) return { kind: 'statement', name: who.slice('statement:'.length) };
  if ((PAYMENT_PROVIDERS as readonly string[]).includes(who)) return { kind: 'provider', name: who };
  if (note && EXPIRY_NOTE.test(note)) return { kind: 'expiry' };
  // 'system', an empty actor, or a job of the shop's own (say a bank statement import) by its name
  return who && who !== 'system' ? { kind: 'system', name: who } : { kind: 'system' };
}
