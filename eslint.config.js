// The habits that guard the codebase: typescript-eslint strict, React hooks, jsx-a11y on
// the islands and the admin, Astro's own rules on .astro pages, and no function over 60 lines outside
// the seed data (the generated sample catalogue is data written as code).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.netlify/**',
      '.data/**',
      '.astro/**',
      'node_modules/**',
      'tests/.artifacts/**',
      'playwright-report/**',
      'test-results/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  { files: ['**/*.astro'], rules: { 'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }] } },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (a required parameter, a destructured rest)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Counted on Prettier's output, which gives every argument of a long call its own line: 80 of
      // those are about the 60 hand-wrapped lines this rule held before the formatter.
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // hooks live in .tsx components and in their own use-*.ts files
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // JSX puts each attribute of a long element on its own line
  {
    files: ['**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 90, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari drops a list's semantics under `list-style: none` unless role="list" says it again
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  // the sample catalogue and orders are data, not logic; tests describe journeys step by step and
  // assert presence with `!` where a missing value fails the test anyway
  {
    files: ['src/local/seed/**', 'tests/**'],
    rules: { 'max-lines-per-function': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // the dependency rule's CommonJS config files (dependency-cruiser reads .cjs)
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
