// The cart as the order will be priced: once the country is known, the server's quote for it
// (lines, total, the destination's VAT rate, or the VAT-free export to the UK with its import
// charges said before paying); until it answers, the cart's own computation (domain/pricing) with
// the VAT left out. The server prices it all again when the order is placed. The quote also gives the
// destination zone's delivery time, and names a promo code not available for the shopper's address.
import { useStore } from '../../stores/use-store.ts';
import type { CartItem } from '../../domain/cart/cart-items.ts';
import type { Totals } from '../../domain/pricing/totals.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { CheckoutMessages } from './messages.ts';
import { OrderTotals } from './OrderTotals.tsx';
import type { QuoteState } from './quote.ts';
import { SummaryItems } from './SummaryItems.tsx';
import { $gift } from './gift/gift-store.ts';

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

function quoteNote(m: CheckoutMessages, quote: QuoteState, country: string): string {
  if (quote.kind === 'ready') return interpolate(m.summary.destination, { country });
  if (quote.kind === 'loading') return m.summary.vatPending;
  return quote.kind === 'failed' ? m.summary.quoteFailed : '';
}

export function OrderSummary({ m, lang, items, totals: cartTotals, promoCode, quote, country }: Props) {
  const q = quote.kind === 'ready' ? quote.quote : null;
  const { wrap } = useStore($gift);
  const totals = q ?? cartTotals;
  const s = m.summary;
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {s.title}
      </h2>
      <SummaryItems m={m} lang={lang} items={items} quote={q} />
      {/* where the discount would be: the code is not for this address (never why), the figures are without it */}
      {q?.unavailablePromoCode && (
        <p className="order-summary__promo-unavailable" role="status">
          {interpolate(s.promoUnavailable, { code: q.unavailablePromoCode })}
        </p>
      )}
      <OrderTotals
        lang={lang}
        labels={{ ...s, discount: interpolate(s.discount, { code: q?.promoCode ?? promoCode ?? '' }) }}
        amounts={{
          ...totals,
          giftWrapCents: q && (wrap || q.giftWrapCents > 0) ? q.giftWrapCents : null,
          vat: q ? { scheme: q.vatScheme, rateBp: q.vatRateBp, cents: q.vatCents } : null,
        }}
      />
      <p className="order-summary__note" role="status">
        {quoteNote(m, quote, country)}
      </p>
      {q && <p className="order-summary__note">{interpolate(s.delivery, q.deliveryDays)}</p>}
      {q?.vatScheme === 'export' && <p className="order-summary__notice">{s.importNotice}</p>}
      {/* never "prices include VAT" beside 0 % VAT: an export says what its price is */}
      <p className="order-summary__note">
        {q?.exportPricing
          ? m.exportPrices[q.exportPricing === 'without-vat' ? 'withoutVat' : 'samePrice']
          : s.totalNote}
      </p>
    </section>
  );
}
