// The order's number, date, payment method and status, in the shopper's words.
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatDate } from '../../i18n/locale.ts';
import type { ThankYouMessages } from './messages.ts';
import type { OrderView } from './order-view.ts';

export function OrderFacts({ m, lang, order }: { m: ThankYouMessages; lang: Language; order: OrderView }) {
  const facts: [string, string][] = [
    [m.orderNumber, order.number],
    [m.orderDate, order.createdAt ? formatDate(order.createdAt, lang) : ''],
    [m.paymentMethod, m.methods[order.paymentMethod]],
    [m.statusLabel, m.status[order.status]],
  ];
  return (
    <dl className="order-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
