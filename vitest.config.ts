import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. The API suite runs on embedded PGlite always, and a second time on PostgreSQL
 * when TEST_DATABASE_URL names a server (CI sets it), so both drivers stay exercised.
 *
 * The API files share their worker's loaded modules (`isolate: false`): each file still opens its own
 * app on its own database, but starting a fresh process and importing the whole server for each of
 * them cost about three seconds a file, more than most files' tests. The unit tests of common/ and web/
 * keep a fresh module graph each, since they hold module state (the web app's i18n instance, mocked
 * modules) and cost little to start. Vitest's default on a two-core machine is one worker; two keep
 * both cores busy while one file waits on its database. Why the suite is shaped this way:
 * docs/testing.md.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const API_TESTS = ['server/**/*.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['./server/test/setup.ts'],
    globalSetup: ['./server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: { name: 'unit', include: ['common/**/*.test.ts', 'web/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true as const,
        test: { name: 'pglite', include: API_TESTS, isolate: false, env: { TEST_DB_DRIVER: 'pglite' } },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: API_TESTS,
                isolate: false,
                env: { TEST_DB_DRIVER: 'postgres', TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
