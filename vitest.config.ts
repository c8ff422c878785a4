import { defineConfig } from 'vitest/config';
import { isArrayTypesFetch } from './src/server/platform/db/array-types-fetch.ts';

// Playwright specs live in tests/e2e and are not vitest's.
export default defineConfig({
  test: {
    // the one unhandled rejection the server lets go too (src/server/main.ts): a test database dropped while
    // one of its connections was still opening must not fail the file that happened to be running
    onUnhandledError: (error) => !isArrayTypesFetch(error),
    projects: [
      // some unit tests open an in-memory PGlite (about 3 s on a busy machine)
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
