// The two-step checkout (spec section 2): shipping information, then payment. The flow lives in a store
// (checkout/checkout-store.ts); this island renders it. A 'buy now' (?buy=<id>&qty=<n>) orders that one
// product and leaves the cart as it was.
import type { Language } from '../domain/vocabulary/language.ts';
import { CheckoutEmpty } from './checkout/CheckoutEmpty.tsx';
import { CheckoutScreen } from './checkout/CheckoutScreen.tsx';
import { useCheckoutLines } from './checkout/checkout-lines.ts';
import type { CheckoutMessages } from './checkout/messages.ts';
import { useQuote } from './checkout/quote.ts';
import type { CheckoutSettings } from './checkout/shop-settings.ts';
import { useBackFromProvider } from './checkout/use-back-from-provider.ts';
import { useCheckoutStore } from './checkout/use-checkout-store.ts';

interface Props {
  lang: Language;
  m: CheckoutMessages;
  /** The settings as of the build; refreshed from /api/settings on load. */
  settings: CheckoutSettings;
  paths: { shop: string; cart: string; thankYou: string };
}

export default function Checkout({ lang, m, settings, paths }: Props) {
  // the cart, or the one product of a 'buy now' (which leaves the cart as it is)
  const { items, totals, promoCode, buyNow, loading } = useCheckoutLines(lang);
  const { store, state } = useCheckoutStore({
    lang,
    settings,
    thankYouPath: paths.thankYou,
    preferredMethod: buyNow?.method ?? null,
  });
  useBackFromProvider(buyNow !== null, paths.thankYou);
  // once placed, what was ordered stays on screen while the browser leaves (the cart may be empty by then)
  const { placed } = state;
  // the destination's total and VAT rate, from the server, as soon as the country is known
  const quote = useQuote({
    items: (placed?.items ?? items).map((i) => ({ product_id: i.id, quantity: i.quantity })),
    promoCode,
    country: state.details.country,
    email: state.quoteEmail,
    language: lang,
  });

  if (loading) {
    return (
      <p className="checkout-loading" role="status">
        {m.loading}
      </p>
    );
  }
  if (items.length === 0 && !placed) return <CheckoutEmpty m={m} shopHref={paths.shop} />;
  return (
    <CheckoutScreen
      m={m}
      lang={lang}
      store={store}
      state={state}
      lines={{ items, totals, promoCode, buyNow: buyNow !== null }}
      shown={placed ?? { items, totals, quote }}
      quote={quote}
      cartHref={paths.cart}
    />
  );
}
