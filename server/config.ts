import { z } from 'zod';

/** Every setting, parsed once at boot; an invalid value stops the process with a clear message. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public base URL used in logs and mails. */
  PUBLIC_URL: z.url().optional(),
  /** Embedded PGlite data and local uploads live here. */
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections per app server. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** HS256 signing secret for access tokens; generated into DATA_DIR when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * Seconds during which a just-rotated refresh token may be presented again and still answer a fresh
   * pair (two tabs refreshing at once); later reuse counts as theft and ends the session family.
   */
  REFRESH_TOKEN_REUSE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo event into an empty database at start. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** smtp://user:pass@host:port; without it mail lands in the local outbox table and the log. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Showcase <no-reply@showcase.local>'),
  /** Development and browser tests only: GET /api-v2/dev/outbox reads the local outbox (never with SMTP). */
  OUTBOX_API: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Attempts per minute on login, code and reset calls: per client address, and per account. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Third-party sign-in (POST /auth/third-party/login, /auth/sso/exchange-for-access-token). */
  SSO_ISSUER: z.string().optional(),
  SSO_AUDIENCE: z.string().optional(),
  SSO_JWKS_URL: z.url().optional(),
  /** PEM (SPKI) public key, an alternative to SSO_JWKS_URL. */
  SSO_PUBLIC_KEY: z.string().optional(),
  /** Firebase ID tokens (POST /auth/firebase/login): enabled when the project id is set. */
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_JWKS_URL: z
    .url()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  FIREBASE_PUBLIC_KEY: z.string().optional(),
  /** Uploads go here on the local disk (default DATA_DIR/uploads) unless S3_BUCKET is set. */
  UPLOADS_DIR: z.string().optional(),
  /** S3-compatible object storage for uploads (AWS, MinIO, R2, ...): shared by every app server. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Uploads per minute per client address. */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Other origins whose browsers may call the API (comma-separated); same-origin only by default. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Redis for rate-limit counters shared by every app server (required when running several). */
  REDIS_URL: z.string().optional(),
  /** Key prefix of the rate-limit counters in Redis (separates deployments sharing one Redis). */
  RATE_LIMIT_PREFIX: z.string().default('showcase-rate-limit:'),
  /** Integrations (SPEC §1, §7 Other), all off by default: nothing third-party loads unless set. */
  RECORDING_ID: z.string().optional(),
  RECORDING_ROOT_DOMAIN: z.string().optional(),
  RECORDING_SCRIPT_URL: z.url().optional(),
  CHAT_WIDGET_KEY: z.string().optional(),
  CHAT_WIDGET_SCRIPT_URL: z.url().optional(),
  /** Folder of the built web app; the API alone runs when it is missing. */
  WEB_DIST: z.string().default('./dist/web'),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
    }),
    ...overrides,
  };
}
