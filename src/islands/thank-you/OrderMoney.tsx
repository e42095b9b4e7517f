// What the order's money stands at, from its ledger: paid so far, refunded, and the balance still due
// (or, once more came in than the order owes, what the shop pays back to the shopper).
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatMoney } from '../../i18n/locale.ts';
import type { ThankYouMessages } from './messages.ts';
import type { OrderView } from './order-view.ts';
import { OrderSection } from './OrderSection.tsx';

function balanceRow(m: ThankYouMessages['money'], money: OrderView['money'], lang: Language) {
  const { balanceDueCents: balance } = money;
  if (balance > 0) return { label: m.due, value: formatMoney(balance, lang) };
  if (balance < 0) return { label: m.owed, value: formatMoney(-balance, lang) };
  return { label: m.balance, value: money.paidCents > money.refundedCents ? m.settled : m.nothingDue };
}

export function OrderMoney({ m, lang, order }: { m: ThankYouMessages; lang: Language; order: OrderView }) {
  const { money } = order;
  const balance = balanceRow(m.money, money, lang);
  return (
    <OrderSection
      className="receipt"
      titleId="receipt-money-title"
      titleClassName="receipt__title"
      title={m.money.title}
    >
      <dl className="totals">
        <div className="totals__row">
          <dt>{m.money.paid}</dt>
          <dd>{formatMoney(money.paidCents, lang)}</dd>
        </div>
        {money.refundedCents > 0 && (
          <div className="totals__row">
            <dt>{m.money.refunded}</dt>
            <dd>{formatMoney(money.refundedCents, lang)}</dd>
          </div>
        )}
        <div className="totals__row totals__row--total">
          <dt>{balance.label}</dt>
          <dd>{balance.value}</dd>
        </div>
      </dl>
    </OrderSection>
  );
}
