import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['tests/unit/**/*.test.ts', 'tests/handlers/**/*.test.ts'],
    globalSetup: ['tests/support/global-database.ts'],
    setupFiles: ['tests/support/test-env.ts'],
    // Handler tests share one database: files run one after the other, tests inside a file in order.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
