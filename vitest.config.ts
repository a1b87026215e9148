import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. The API suite runs on embedded PGlite always, and a second time on PostgreSQL
 * when TEST_DATABASE_URL names a server (CI sets it), so both drivers stay exercised.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    setupFiles: ['./server/test/setup.ts'],
    globalSetup: ['./server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
          env: { TEST_DB_DRIVER: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['server/**/*.test.ts'],
                env: { TEST_DB_DRIVER: 'postgres', TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
