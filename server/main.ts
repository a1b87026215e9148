import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { loadTokenKeys } from './auth/keys';
import { loadConfig } from './config';
import { isDatabaseEmpty, openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { publicBaseUrl } from './http/public-origin';
import { createLogger } from './logger';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { outboxHint } from './mail/outbox-hint';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Milliseconds since the process started, as the start's phases are logged (docs/performance.md). */
const sinceStart = () => Math.round(performance.now());

async function main() {
  const modulesLoaded = sinceStart();
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError: (error) =>
      logger.warn({ err: error }, 'idle database connection failed; the pool replaces it'),
  });
  if (config.SEED_DEMO) {
    await database.exclusively(async () => {
      if (await isDatabaseEmpty(database.db)) await seedDemo(database.db);
    });
  }
  // Opened, migrated and, the first time, seeded.
  const databaseReady = sinceStart();
  // Loaded only when configured, like the other optional integrations.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : null;
  redis?.on('error', (error) =>
    logger.warn({ err: error }, 'redis unavailable; rate limits are not enforced meanwhile'),
  );
  const app = await buildApp({
    logger,
    db: database.db,
    publicChanges: database.publicChanges,
    redis,
    config,
    keys: loadTokenKeys(config),
    mailer: config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(database.db, logger),
    version: { version: packageJson.version, commit: process.env.GIT_COMMIT ?? null },
  });
  const appBuilt = sinceStart();
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.HOST, port: config.PORT });
  const base = publicBaseUrl(config);
  const listening = sinceStart();
  app.log.info(
    {
      startupMs: {
        modules: modulesLoaded,
        database: databaseReady - modulesLoaded,
        app: appBuilt - databaseReady,
        listen: listening - appBuilt,
        total: listening,
      },
    },
    `Showcase is running on ${database.driver}: open ${base}/demo (API docs: ${base}/api-v2/docs)`,
  );
  // A plain line, whatever the log level: the first thing a developer signing up locally needs.
  const hint = outboxHint(config, base);
  if (hint) process.stdout.write(`${hint}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
