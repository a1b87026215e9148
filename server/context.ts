import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AccountCache } from './auth/account-cache';
import type { TokenKeys } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/client';
import type { FileStorage } from './files/storage';
import type { Background } from './http/background';
import type { JobWorker } from './jobs/job-worker';
import type { Mailer } from './mail/mailer';

/** What every route needs, decorated onto the app once. */
export interface AppContext {
  db: Db;
  config: Config;
  keys: TokenKeys;
  mailer: Mailer;
  storage: FileStorage;
  /** Shared counters (rate limits) when REDIS_URL is set; null keeps them in this process. */
  redis: Redis | null;
  logger: FastifyBaseLogger;
  version: { version: string; commit: string | null };
  /** The session details of recent callers, when the app hears the database's changes. */
  accounts?: AccountCache;
}

import type { Viewer } from './auth/viewer';

export type { Viewer };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Work that runs after the answer is sent; see server/http/background.ts. */
    background: Background;
    /** This server's worker of the background job queue (reminders, announcements). */
    jobs: JobWorker;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    /** How the viewer proved who they are: a bearer header, or the web app's session cookie. */
    authenticatedBy: 'bearer' | 'cookie' | null;
  }
}
