// The shop's dependency rule, run by `npm run check:deps` (part of `npm test`). What it keeps:
// - no import loops;
// - the floors: domain < contract < i18n < server, stores < islands, components, layouts, admin < pages.
//   A folder imports its own floor's code and the floors below, never a floor above. `src/domain` is
//   the pure rules (prices, VAT, statuses) and imports nothing of the shop but itself: not even
//   `src/contract`, which is the API's wire format (zod schemas) built on the domain's vocabulary, so a
//   rule can be read and tested without the transport it travels in;
// - nothing shipped (the functions, src/*, astro.config.mjs) imports `src/local`: the local runner,
//   the seed, the benchmark and the npm scripts never reach a deployed build.
// docs/architecture.md explains the floors.

const { FLOORS } = require('./dependency-floors.cjs');

/** A rule per floor: nothing of it imports a floor above. */
const upward = FLOORS.slice(0, -1).map((floor, index) => {
  const above = FLOORS.slice(index + 1).flat();
  return {
    name: `no-upward-import-from-${floor.join('-')}`,
    comment: `src/${floor.join(', src/')} import only their own floor and the floors below (${FLOORS.map((f) => f.join('/')).join(' < ')}).`,
    severity: 'error',
    from: { path: `^src/(${floor.join('|')})/` },
    to: { path: `^src/(${above.join('|')})/` },
  };
});

module.exports = {
  forbidden: [
    {
      name: 'no-import-loop',
      comment: "Import loops make a module's meaning depend on load order: none.",
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-only-domain',
      comment: 'src/domain is pure rules: it imports nothing of the shop but itself (npm packages are allowed).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(?!domain/)|netlify/|tests/)' },
    },
    {
      name: 'shipped-code-never-imports-local',
      comment: 'src/local (runner, seed, bench, scripts) only runs on a developer machine: no shipped code imports it.',
      severity: 'error',
      from: { path: '^(netlify/functions|src/(?!local/)[^/]+|astro\\.config\\.mjs)' },
      to: { path: '^src/local/' },
    },
    {
      name: 'no-sideways-import-between-server-and-stores',
      comment: 'src/server runs in the functions, src/stores in the browser: neither imports the other.',
      severity: 'error',
      from: { path: '^src/(server|stores)/' },
      to: { path: '^src/(server|stores)/', pathNot: '^src/$1/' },
    },
    {
      name: 'islands-never-import-components',
      comment: 'Components (Astro) host the islands (React), never the other way round.',
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { path: '^src/components/' },
    },
    {
      name: 'storefront-and-admin-apart',
      comment: 'The back-office app and the storefront share only the floors below them.',
      severity: 'error',
      from: { path: '^src/(admin|islands|components|layouts)/' },
      to: {
        path: '^src/(admin|islands|components|layouts)/',
        pathNot: ['^src/$1/', '^src/(islands|components|layouts)/'],
      },
    },
    {
      name: 'functions-are-the-top',
      comment: 'netlify/functions are the entry points: only the local runner loads them.',
      severity: 'error',
      from: { path: '^(src/(?!local/)|astro\\.config\\.mjs)' },
      to: { path: '^netlify/' },
    },
    ...upward,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.netlify|\\.astro|\\.data|tests/\\.artifacts)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.astro', '.json'],
    },
    extraExtensionsToScan: ['.astro'],
    reporterOptions: { text: { highlightFocused: true } },
  },
};
