// The shipping fields' checks (shipping-rules.ts: the e-mail and phone rules, every country's postcode
// rule) as a chunk of their own: nothing on the first paint needs them, so they are fetched when the
// shopper first focuses the form (with the payment step), and a check waits for them: a field's blur
// and Continue call loadShippingRules() first, at once once it is here. Until they are here no field has
// a problem (only the rules make one), so the store reads them synchronously (shippingRules()).

type ShippingRules = typeof import('./shipping-rules.ts');

let loaded: ShippingRules | null = null;
let loading: Promise<ShippingRules> | null = null;

/** Starts fetching the rules (once); safe to call on every interaction. */
export function loadShippingRules(): Promise<ShippingRules> {
  loading ??= import('./shipping-rules.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // a failed fetch (the network dropped) is tried again on the next call
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The rules once fetched, else null (the server still checks every field when the order is placed). */
export function shippingRules(): ShippingRules | null {
  return loaded;
}
