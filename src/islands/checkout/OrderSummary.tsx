// The cart as the order will be priced: the shop's one computation (domain/pricing), fed with the
// shipping fee of the settings. The server recomputes it all when the order is placed.
import type { CartItem } from '../../domain/cart/cart-items.ts';
import type { Language } from '../../domain/catalog/types.ts';
import { formatMoney } from '../../domain/pricing/money.ts';
import { BELGIAN_VAT_RATE_BP, type Totals } from '../../domain/pricing/totals.ts';
import { fill } from '../format.ts';
import type { CheckoutMessages } from './messages.ts';

interface Props {
  m: CheckoutMessages;
  lang: Language;
  items: readonly CartItem[];
  totals: Totals;
  promoCode: string | null;
}

export function OrderSummary({ m, lang, items, totals, promoCode }: Props) {
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {m.summary.title}
      </h2>
      <ul className="order-summary__items" aria-label={m.summary.itemsLabel}>
        {items.map((item) => (
          <li key={item.id} className="summary-item">
            {item.image ? <img className="summary-item__image" src={item.image} alt="" width={64} height={80} loading="lazy" decoding="async" /> : <span className="summary-item__image" aria-hidden="true" />}
            <div className="summary-item__text">
              <p className="summary-item__name">{item.name}</p>
              <p className="summary-item__meta">
                {fill(m.summary.size, { size: item.size_ml })} · {fill(m.summary.quantity, { count: item.quantity })}
              </p>
            </div>
            <p className="summary-item__price">{money(item.price_cents * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <div className="totals__row">
          <dt>{m.summary.subtotal}</dt>
          <dd>{money(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 && (
          <div className="totals__row">
            <dt>{fill(m.summary.discount, { code: promoCode ?? '' })}</dt>
            <dd>−{money(totals.discountCents)}</dd>
          </div>
        )}
        <div className="totals__row">
          <dt>{m.summary.shipping}</dt>
          <dd>{money(totals.shippingCents)}</dd>
        </div>
        <div className="totals__row totals__row--total">
          <dt>{m.summary.total}</dt>
          <dd>{money(totals.totalCents)}</dd>
        </div>
        <div className="totals__row totals__row--vat">
          <dt>{fill(m.summary.vat, { rate: BELGIAN_VAT_RATE_BP / 100 })}</dt>
          <dd>{money(totals.vatCents)}</dd>
        </div>
      </dl>
      <p className="order-summary__note">{m.summary.totalNote}</p>
    </section>
  );
}
