// The floors of src, lowest first: each folder imports its own floor's code and the floors below,
// never a floor above. Read by .dependency-cruiser.cjs (npm run check:deps) and by
// tests/unit/architecture/astro-imports.test.ts (the .astro files, which dependency-cruiser cannot parse).
const FLOORS = [
  ['domain'],
  ['contract'],
  ['i18n'],
  ['server', 'stores'],
  ['islands', 'components', 'layouts', 'admin', 'build', 'styles'],
  ['pages'],
];

module.exports = { FLOORS };
