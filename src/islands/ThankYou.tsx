// The thank-you page: the order, its payment and its way on. The page's state lives in a store
// (thank-you/order-page-store.ts); this island renders it.
import { useStore } from '../stores/use-store.ts';
import { useEffect, useRef, useState } from 'react';
import { readOrderLink } from '../domain/orders/order-link.ts';
import type { Language } from '../domain/vocabulary/language.ts';
import type { ThankYouMessages } from './thank-you/messages.ts';
import { createOrderPageStore, loadOrder } from './thank-you/order-page-store.ts';
import { OrderPage } from './thank-you/OrderPage.tsx';
import { ThankYouError } from './thank-you/ThankYouError.tsx';

interface Props {
  lang: Language;
  m: ThankYouMessages;
  countries: Record<string, string>;
  paths: { shop: string; contact: string; withdrawal: string };
}

export default function ThankYou({ lang, m, countries, paths }: Props) {
  const [store] = useState(() => createOrderPageStore((url) => window.location.assign(url)));
  const { view, headingFocus, polling, resume } = useStore(store.$state);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void loadOrder(store);
    // another order's link opened in this tab changes only the fragment: no new page load of its own
    const onHashChange = () => {
      if (readOrderLink(window.location.hash).orderId !== null) window.location.reload();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [store]);

  // the heading takes focus whenever the page changed under the shopper (not on the first render)
  useEffect(() => {
    if (headingFocus > 0) headingRef.current?.focus({ preventScroll: true });
  }, [headingFocus]);

  if (view.kind === 'loading') {
    return (
      <p className="thankyou-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {m.loading}
      </p>
    );
  }
  if (view.kind === 'error')
    return (
      <ThankYouError m={m} store={store} reason={view.reason} contactHref={paths.contact} headingRef={headingRef} />
    );
  return (
    <OrderPage
      m={m}
      lang={lang}
      store={store}
      order={view.order}
      payment={{ polling, resume }}
      countries={countries}
      paths={paths}
      headingRef={headingRef}
    />
  );
}
