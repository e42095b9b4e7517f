// The order's money in its details: the balance due (from the ledger, negative: to pay back), every
// movement of money in and out (day, amount, method, what recorded it, the credit note of a refund),
// and the owner's two forms: record a payment received (amount, method, day) and refund (amount,
// reason, stock back on sale). docs/payments-ledger.md.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '../../../contract/admin/ledger.ts';
import type { Order } from '../../api/types.ts';
import { formatCents } from '../../logic/format.ts';
import { LedgerForms } from './LedgerForms.tsx';

function ledgerSource(entry: LedgerEntry, t: TFunction): string {
  if (entry.source === 'statement') return t('ledger.byStatement', { statement: entry.statement_id ?? '' });
  if (entry.source === 'provider') return t('ledger.byProvider', { provider: entry.provider ?? '' });
  return t('ledger.byHand', { admin: entry.actor.replace(/^admin:/, '') });
}

export function BalanceDue({ order }: { order: Pick<Order, 'balance_due_cents'> }) {
  const { t, i18n } = useTranslation();
  const balance = order.balance_due_cents;
  if (balance === 0) return <span className="muted">{t('ledger.settled')}</span>;
  const amount = formatCents(Math.abs(balance), i18n.language);
  return (
    <span className={balance < 0 ? 'balance balance--refund' : 'balance balance--due'}>
      {balance < 0 ? t('ledger.toRefund', { amount }) : t('ledger.due', { amount })}
    </span>
  );
}

export function OrderLedger({ order, onRefreshed }: { order: Order; onRefreshed: (order: Order) => void }) {
  const { t, i18n } = useTranslation();
  const ledger = order.ledger;
  if (!ledger) return null;
  return (
    <section className="order-ledger" aria-labelledby={`ledger-${order.id}`}>
      <h4 className="subhead" id={`ledger-${order.id}`}>
        {t('ledger.title')} · <BalanceDue order={order} />
      </h4>
      {ledger.length === 0 ? (
        <p className="muted">{t('ledger.empty')}</p>
      ) : (
        <ul className="order-items">
          {ledger.map((entry) => (
            <li key={entry.id}>
              <span>
                {entry.on_date} ·{' '}
                {t(entry.direction === 'in' ? 'ledger.received' : 'ledger.refunded', {
                  amount: formatCents(entry.amount_cents, i18n.language),
                })}{' '}
                · {t(`ledger.methods.${entry.method}`)}
              </span>
              <span className="muted">
                {ledgerSource(entry, t)}
                {entry.credit_note ? ` · ${t('ledger.creditNote', { number: entry.credit_note })}` : ''}
                {entry.note ? ` · ${entry.note}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LedgerForms order={order} onRefreshed={onRefreshed} />
    </section>
  );
}
