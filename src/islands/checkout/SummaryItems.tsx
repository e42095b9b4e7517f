// The lines of the checkout summary: picture, name, size and quantity, and the line's amount (the
// server's, once it has priced the order).
import type { CartItem } from '../../domain/cart/cart-items.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { CheckoutMessages } from './messages.ts';
import type { Quote } from './quote.ts';
import { formatMoney } from '../../i18n/locale.ts';

interface Props {
  m: CheckoutMessages;
  lang: Language;
  items: readonly CartItem[];
  quote: Quote | null;
}

export function SummaryItems({ m, lang, items, quote }: Props) {
  const lineCents = (item: CartItem) =>
    quote?.lines.find((l) => l.productId === item.id)?.lineTotalCents ?? item.price_cents * item.quantity;
  return (
    <ul className="order-summary__items" aria-label={m.summary.itemsLabel}>
      {items.map((item) => (
        <li key={item.id} className="summary-item">
          {item.image ? (
            <img
              className="summary-item__image"
              src={item.image}
              alt=""
              width={64}
              height={80}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="summary-item__image" aria-hidden="true" />
          )}
          <div className="summary-item__text">
            <p className="summary-item__name">{item.name}</p>
            <p className="summary-item__meta">
              {interpolate(m.summary.size, { size: item.size_ml })} ·{' '}
              {interpolate(m.summary.quantity, { count: item.quantity })}
            </p>
          </div>
          <p className="summary-item__price">{formatMoney(lineCents(item), lang)}</p>
        </li>
      ))}
    </ul>
  );
}
