// The ordered items and the amounts, as the server priced them.
import type { Language } from '../../domain/vocabulary/language.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { OrderTotals } from '../checkout/OrderTotals.tsx';
import type { ThankYouMessages } from './messages.ts';
import type { OrderView } from './order-view.ts';
import { formatMoney } from '../../i18n/locale.ts';
import { OrderSection } from './OrderSection.tsx';

function ItemsTable({ m, lang, order }: { m: ThankYouMessages; lang: Language; order: OrderView }) {
  const money = (cents: number) => formatMoney(cents, lang);
  return (
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
              {line.sizeMl !== null && (
                <span className="receipt__size">{interpolate(m.items.size, { size: line.sizeMl })}</span>
              )}
            </th>
            <td className="num">{line.quantity}</td>
            <td className="num">{money(line.unitPriceCents)}</td>
            <td className="num">{money(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OrderLines({ m, lang, order }: { m: ThankYouMessages; lang: Language; order: OrderView }) {
  const t = m.totals;
  return (
    <OrderSection
      className="receipt"
      titleId="receipt-items-title"
      titleClassName="receipt__title"
      title={m.items.title}
    >
      <ItemsTable m={m} lang={lang} order={order} />
      <OrderTotals
        lang={lang}
        labels={{
          ...t,
          discount: order.promoCode ? interpolate(t.discountWithCode, { code: order.promoCode }) : t.discount,
          giftWrap: m.gift.wrap,
          giftWrapFree: m.gift.free,
        }}
        amounts={{
          ...order,
          giftWrapCents: order.gift.wrap ? order.giftWrapCents : null,
          vat: { scheme: order.vatScheme, rateBp: order.vatRateBp, cents: order.vatCents },
        }}
      />
      {order.vatScheme === 'export' && (
        <p className="receipt__notice">
          {m.exportPrices.noVatIncluded} {t.importNotice}
        </p>
      )}
    </OrderSection>
  );
}
