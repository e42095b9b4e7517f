// The checkout's store for this page (created once), followed by React, with the settings refreshed
// from /api/settings on load.
import { useStore } from '../../stores/use-store.ts';
import { useEffect, useState } from 'react';
import type { Language } from '../../domain/vocabulary/language.ts';
import type { PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { createCheckoutStore, refreshSettings, type CheckoutState, type CheckoutStore } from './checkout-store.ts';
import type { CheckoutSettings } from './shop-settings.ts';

interface Options {
  lang: Language;
  /** The settings as of the build. */
  settings: CheckoutSettings;
  thankYouPath: string;
  preferredMethod: PaymentMethod | null;
}

export function useCheckoutStore({ lang, settings, thankYouPath, preferredMethod }: Options): {
  store: CheckoutStore;
  state: CheckoutState;
} {
  const [store] = useState(() =>
    createCheckoutStore(
      { lang, thankYouPath, navigate: (url) => window.location.assign(url) },
      settings,
      preferredMethod,
    ),
  );
  const state = useStore(store.$state);
  useEffect(() => {
    void refreshSettings(store);
  }, [store]);
  return { store, state };
}
