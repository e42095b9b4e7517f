// Journeys whose outcome no database engine could change run once when CI runs both passes side by
// side (`.ci/run` sets E2E_SPLIT_ENGINES): every journey that places, pays, refunds, ships or counts
// orders runs on both engines; handler tests check every query on both. A lone `npm test` runs them all.
// Which pass takes an engine-blind journey only evens out the two passes' wall time: the PGlite pass
// also runs the static checks and the pure unit tests, so the longest engine-blind journeys go to the
// PostgreSQL pass.
// - the pre-rendered storefront read by a browser (clicks before hydration, the prefetched product
//   page, the Nu Html Checker, page weight, headers): the PGlite pass;
export const PGLITE_PASS_ONLY = [
  'no-dead-click',
  'instant-navigation',
  'valid-html',
  'content',
  'headers',
  'page-weight',
  'confirmation-pages',
  'shop-search-history',
];
// - the back-office screens' own behaviour (busy states, guards, dialogs, axe at 390/1280 px, uploads
//   straight to storage), and axe on every storefront page at 390/1280 px (six tests of about a minute
//   each, the longest engine-blind journeys): the PostgreSQL pass.
export const POSTGRESQL_PASS_ONLY = [
  'phone-a11y',
  'admin-action-feedback',
  'admin-a11y-every-screen',
  'admin-phone',
  'direct-uploads',
  'admin-leave-guard-history',
  'admin-unsaved-choices',
  'admin-session-ended',
  'admin-select-all',
  'admin-file-checks',
  'admin-money-inputs',
  'admin-category-names',
  'admin-testimonials',
];
