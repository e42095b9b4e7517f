// The cart as the order will be priced: once the country is known, the server's quote for it
// (lines, total, the destination's VAT rate, or the VAT-free export to the UK with its import
// charges said before paying); until it answers, the cart's own computation (domain/pricing) with
// the VAT left out. The server prices it all again when the order is placed.
import type { CartItem } from '../../domain/cart/cart-items.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatMoney } from '../../domain/pricing/money.ts';
import type { Totals } from '../../domain/pricing/totals.ts';
import { formatNumber } from '../../i18n/locale.ts';
import { fill } from '../format.ts';
import type { CheckoutMessages } from './messages.ts';
import type { QuoteState } from './quote.ts';

interface Props {
  m: CheckoutMessages;
  lang: Language;
  items: readonly CartItem[];
  totals: Totals;
  promoCode: string | null;
  quote: QuoteState;
  /** The delivery country's name. */
  country: string;
}

export function OrderSummary({ m, lang, items, totals: cartTotals, promoCode, quote, country }: Props) {
  const money = (cents: number) => formatMoney(cents, lang);
  const q = quote.kind === 'ready' ? quote.quote : null;
  const totals = q ?? cartTotals;
  const lineCents = (item: CartItem) => q?.lines.find((l) => l.productId === item.id)?.lineTotalCents ?? item.price_cents * item.quantity;
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
            <p className="summary-item__price">{money(lineCents(item))}</p>
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
        {q && (
          <div className="totals__row totals__row--vat">
            <dt>{q.vatScheme === 'export' ? m.summary.vatExport : fill(m.summary.vat, { rate: formatNumber(q.vatRateBp / 100, lang) })}</dt>
            <dd>{money(q.vatCents)}</dd>
          </div>
        )}
      </dl>
      <p className="order-summary__note" role="status">
        {q ? fill(m.summary.destination, { country }) : quote.kind === 'loading' ? m.summary.vatPending : quote.kind === 'failed' ? m.summary.quoteFailed : ''}
      </p>
      {q?.vatScheme === 'export' && <p className="order-summary__notice">{m.summary.importNotice}</p>}
      <p className="order-summary__note">{m.summary.totalNote}</p>
    </section>
  );
}
