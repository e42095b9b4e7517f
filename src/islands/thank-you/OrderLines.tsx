// The ordered items and the amounts, as the server priced them.
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatMoney } from '../../domain/pricing/money.ts';
import { formatNumber } from '../../i18n/locale.ts';
import { fill } from '../format.ts';
import type { ThankYouMessages } from './messages.ts';
import type { OrderView } from './order-view.ts';

export function OrderLines({ m, lang, order }: { m: ThankYouMessages; lang: Language; order: OrderView }) {
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <section className="receipt" aria-labelledby="receipt-items-title">
      <h2 id="receipt-items-title" className="receipt__title">
        {m.items.title}
      </h2>
      <table className="receipt__table">
        <thead>
          <tr>
            <th scope="col">{m.items.product}</th>
            <th scope="col" className="num">
              {m.items.quantity}
            </th>
            <th scope="col" className="num">
              {m.items.unitPrice}
            </th>
            <th scope="col" className="num">
              {m.items.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                <span className="receipt__name">{line.name}</span>
                {line.sizeMl !== null && <span className="receipt__size">{fill(m.items.size, { size: line.sizeMl })}</span>}
              </th>
              <td className="num">{line.quantity}</td>
              <td className="num">{money(line.unitPriceCents)}</td>
              <td className="num">{money(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="totals">
        <div className="totals__row">
          <dt>{m.totals.subtotal}</dt>
          <dd>{money(order.subtotalCents)}</dd>
        </div>
        {order.discountCents > 0 && (
          <div className="totals__row">
            <dt>{order.promoCode ? fill(m.totals.discountWithCode, { code: order.promoCode }) : m.totals.discount}</dt>
            <dd>−{money(order.discountCents)}</dd>
          </div>
        )}
        <div className="totals__row">
          <dt>{m.totals.shipping}</dt>
          <dd>{money(order.shippingCents)}</dd>
        </div>
        <div className="totals__row totals__row--total">
          <dt>{m.totals.total}</dt>
          <dd>{money(order.totalCents)}</dd>
        </div>
        <div className="totals__row totals__row--vat">
          <dt>{order.vatScheme === 'export' ? m.totals.vatExport : fill(m.totals.vat, { rate: formatNumber(order.vatRateBp / 100, lang) })}</dt>
          <dd>{money(order.vatCents)}</dd>
        </div>
      </dl>
      {order.vatScheme === 'export' && <p className="receipt__notice">{m.totals.importNotice}</p>}
    </section>
  );
}
