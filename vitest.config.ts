import { defineConfig } from 'vitest/config';

// Playwright specs live in tests/e2e and are not vitest's.
export default defineConfig({
  test: {
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
