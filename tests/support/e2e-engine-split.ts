// Which CI pass runs which journey when `.ci/run` runs the PGlite and PostgreSQL passes side by side
// (E2E_SPLIT_ENGINES=1). Each journey runs in one pass: the handler tests run every query of every
// function on both engines, and a journey drives those same functions through a browser, so a second
// run on the other engine re-checks the browser, not the engine. `checkout` (placing and paying an order
// end to end) runs in both, as each engine's smoke test through the whole stack. A lone `npm test`,
// on either engine, runs every journey.
//
// The PGlite pass (the engine `npm start` serves) takes the shopper's side: the pre-rendered storefront
// read by a browser (clicks before hydration, the prefetched product page, the Nu Html Checker, page
// weight, headers), the cart, checkout and order pages, the e-mails and documents a shopper receives,
// and the few admin journeys whose result is read on the storefront. The PostgreSQL pass (production's
// engine) takes the back-office: money, statements, refunds, parcels, statistics, axe on every screen.
// The sizes even out the two passes' wall time: the PGlite pass starts its journeys later (it also runs
// the static checks and the pure unit tests) and PGlite serves them about 1.4 times slower; a new journey
// goes to the PostgreSQL pass unless listed here.
export const PGLITE_PASS = [
  // the storefront read by a browser
  'no-dead-click',
  'instant-navigation',
  'valid-html',
  'content',
  'headers',
  'page-weight',
  'confirmation-pages',
  'shop-search-history',
  'shop-sort-price',
  'shop-promises',
  'storefront',
  'smoke',
  'runtime',
  // the cart, checkout and the shopper's order
  'cart-clear-confirm',
  'cart-stock',
  'checkout-live-html',
  'gifts-checkout',
  'vat-destination',
  'shopper-words',
  'shopper-details',
  'transfer-deadline-copy',
  'back-in-stock',
  'order-token-urls',
  'order-documents',
  'order-emails',
  'epc-qr',
  'payment-outcomes',
  'withdrawal',
  'parcel-tracking',
  'invoice-pdf',
  'unpaid-parcel',
  'refunds-bank-checks',
  // admin changes read on the storefront
  'category-translations',
  'admin-settings-publish',
  'launch-checklist',
  'admin',
];

/** Journeys both passes run. */
export const BOTH_PASSES = ['checkout'];

export type CiPass = 'pglite' | 'postgresql';

/** Whether the pass runs the journey `name` (a spec file's name without `.spec.ts`). */
export function runsInPass(name: string, pass: CiPass): boolean {
  if (BOTH_PASSES.includes(name)) return true;
  return PGLITE_PASS.includes(name) === (pass === 'pglite');
}
