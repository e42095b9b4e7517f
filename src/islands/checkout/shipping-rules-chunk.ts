// The shipping fields' checks (shipping-rules.ts: the e-mail and phone rules, every country's postcode
// rule) as a chunk of their own: nothing on the first paint needs them, so they are fetched when the
// shopper first focuses the form (with the payment step), and a check waits for them: a field's blur
// and Continue call loadShippingRules() first, at once once it is here. Until they are here no field has
// a problem (only the rules make one), so the store reads them synchronously (shippingRules()).

import { lazyModule } from './lazy-module.ts';

const rules = lazyModule(() => import('./shipping-rules.ts'));

/** Starts fetching the rules (once); safe to call on every interaction. */
export const loadShippingRules = rules.load;

/** The rules once fetched, else null (the server still checks every field when the order is placed). */
export const shippingRules = rules.current;
