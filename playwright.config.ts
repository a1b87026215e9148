import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_JWT_SECRET } from './e2e/support/session';

const port = Number(process.env.E2E_PORT ?? 3210);
/** Each run starts the real server on a fresh embedded database seeded with the demo event. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'showcase-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // The journeys share one server and change its data, so they run one at a time (their project's limit);
  // the screen walk only reads, so its tests spread over every worker, beside the journeys.
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: /responsive\.spec\.ts$/, workers: 1 },
    {
      name: 'responsive',
      testMatch: /responsive\.spec\.ts$/,
      fullyParallel: true,
      // Its screenshots and messages say what broke; a trace of every one of its many tests costs time.
      use: { trace: 'on-first-retry' },
    },
  ],
  retries: process.env.CI ? 1 : 0,
  // Journeys are long walks through the product; on a shared two-core machine they need the room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api-v2/partners/events/demo`,
    // A machine shared with other work may start slower (E2E_SERVER_TIMEOUT, in ms).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 120_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      OUTBOX_API: 'true',
      // Known to the journeys, which forge an expired access token to exercise the refresh flow.
      JWT_SECRET: E2E_JWT_SECRET,
      // Many logins from one address in a few minutes; the limits themselves are covered by API tests.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '200',
    },
  },
});
