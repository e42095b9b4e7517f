// How a refund comes back to the shopper, for the e-mails that tell it (the refund e-mail, the
// cancellation of a paid order): through the payment provider to the card (or PayPal account) the
// money came from, and by transfer, paid back by the owner, to the IBAN a bank statement named as the
// payer. Card payments go first, as refundOrder spends them.
import { formatIbanForReading } from '../../domain/payments/iban-format.ts';
import type { Db } from '../db/client.ts';
import { refundables } from './refunds.ts';

export interface RefundWays {
  /** Back through the payment provider (card, PayPal). */
  providerCents: number;
  /** Back by transfer from the shop's bank account. */
  transferCents: number;
  /** The payer's IBAN in groups of four, when a statement named it. */
  iban: string | null;
  /** The credit notes issued with the refund (their numbers). */
  creditNotes: string[];
}

/** The IBAN the order's latest statement payment came from, grouped for reading. */
export async function payerIban(sql: Db, orderId: number): Promise<string | null> {
  const [row] = await sql<{ iban: string }[]>`
    select debtor_iban as iban from public.bank_statement_entries
     where order_id = ${orderId} and decision = 'paid' and debtor_iban is not null
     order by id desc limit 1`;
  return row ? formatIbanForReading(row.iban) : null;
}

/** How `amountCents` will come back: what provider payments still hold first, the rest by transfer. */
export async function plannedRefundWays(sql: Db, orderId: number, amountCents: number): Promise<RefundWays> {
  const byProvider = (await refundables(sql, orderId)).reduce((sum, p) => sum + p.amount_cents, 0);
  const providerCents = Math.min(amountCents, byProvider);
  const transferCents = amountCents - providerCents;
  return {
    providerCents,
    transferCents,
    iban: transferCents > 0 ? await payerIban(sql, orderId) : null,
    creditNotes: [],
  };
}
