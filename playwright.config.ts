import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_JWT_SECRET } from './e2e/support/session';

const port = Number(process.env.E2E_PORT ?? 3210);
const urlOf = (serverPort: number) => `http://127.0.0.1:${serverPort}`;

/**
 * The journeys change the data of the server they run on, so each server's journeys run one at a time.
 * Two servers, each on a fresh embedded database seeded with the demo event, split them into two queues
 * that run side by side; a worker whose queue is done takes screens of the read-only screen walk. The
 * second server's files are listed here (about half the journeys' time); every other journey runs on
 * the first, beside the screen walk. Why: docs/testing.md.
 */
const SECOND_SERVER_JOURNEYS = [
  'imports',
  'judging-pairwise',
  'layout',
  'live-and-forms',
  'new-project',
  'notifications',
  'organiser',
  'participants',
  'peoples-choice',
  'plans',
  'project-page',
  'public-event',
  'registration',
  'sign-in-prompt',
  'site-frame',
  'staff-invitation',
].map((name) => `${name}.spec.ts`);
const RESPONSIVE = /responsive\.spec\.ts$/;

/** The real server on a fresh embedded database seeded with the demo event. */
function server(serverPort: number) {
  return {
    command: 'npx tsx server/main.ts',
    url: `${urlOf(serverPort)}/api-v2/partners/events/demo`,
    // A machine shared with other work may start slower (E2E_SERVER_TIMEOUT, in ms).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 120_000),
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'showcase-e2e-')),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      OUTBOX_API: 'true',
      // Known to the journeys, which forge an expired access token to exercise the refresh flow.
      JWT_SECRET: E2E_JWT_SECRET,
      // Many logins from one address in a few minutes; the limits themselves are covered by API tests.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '200',
      // The webhooks journey delivers to a receiver it starts on 127.0.0.1.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two, one a core: each test drives a browser and a server, so more would only take turns.
  workers: 2,
  projects: [
    {
      name: 'journeys',
      testIgnore: [RESPONSIVE, ...SECOND_SERVER_JOURNEYS],
      workers: 1,
      use: { baseURL: urlOf(port) },
    },
    {
      name: 'journeys-2',
      testMatch: SECOND_SERVER_JOURNEYS,
      workers: 1,
      use: { baseURL: urlOf(port + 1) },
    },
    {
      name: 'responsive',
      testMatch: RESPONSIVE,
      fullyParallel: true,
      // Its screenshots and messages say what broke; a trace of every one of its many tests costs time.
      use: { baseURL: urlOf(port), trace: 'on-first-retry' },
    },
  ],
  retries: process.env.CI ? 1 : 0,
  // Journeys are long walks through the product; on a shared two-core machine they need the room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Recording a trace of every test costs CPU the tests need; in CI a failed test runs again, traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [server(port), server(port + 1)],
});
