import { defineConfig } from 'vitest/config';

const root = new URL('..', import.meta.url).pathname;
const timeouts = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    root,
    projects: [
      {
        // Pure unit tests: no database, files in parallel.
        test: {
          name: 'unit',
          root,
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/support/unit-env.ts'],
          sequence: { groupOrder: 0 },
          ...timeouts,
        },
      },
      {
        // Handler tests share one database: files run one after the other, tests inside a file in order.
        test: {
          name: 'handlers',
          root,
          include: ['tests/handlers/**/*.test.ts'],
          globalSetup: ['tests/support/global-database.ts'],
          setupFiles: ['tests/support/test-env.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          ...timeouts,
        },
      },
    ],
  },
});
