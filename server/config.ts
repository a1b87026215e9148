import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrRange = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

const commaList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * Which forwarding proxies to believe (X-Forwarded-For, -Host, -Proto): nobody by default, the nearest
 * N hops, or the listed proxy addresses and ranges. Trusting every sender would let any client pick the
 * address its rate limits are counted under.
 */
const trustProxySetting = z
  .string()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
    if (trimmed === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would believe any client; give the number of proxy hops or the proxy addresses (CIDRs allowed)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = commaList(trimmed);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

/** host or host:port, lower-cased; an IPv6 address in brackets. */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/;

/** Every setting, parsed once at boot; an invalid value stops the process with a clear message. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** How long a request (headers and body) may take to arrive, and a socket may stay idle. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Public base URL of links in pages, the sitemap and mails. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Without PUBLIC_URL: the Host names (host or host:port) pages and the sitemap answer to, and whose
   * address their links use. Empty means localhost, 127.0.0.1 and [::1] on PORT.
   */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const hosts = commaList(value.toLowerCase());
      const bad = hosts.filter((host) => !HOST_PATTERN.test(host));
      if (bad.length) ctx.addIssue({ code: 'custom', message: `not a host or host:port: ${bad.join(', ')}` });
      return hosts;
    }),
  /** Forwarding proxies to believe; see trustProxySetting. */
  TRUST_PROXY: trustProxySetting,
  /** Embedded PGlite data and local uploads live here. */
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections per app server. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
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
  /**
   * How often this server looks for due background jobs (reminders, announcement mail), in seconds;
   * 0 turns its worker off (another server then runs them). Tests run jobs by hand.
   */
  JOBS_POLL_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * Webhooks may go to private, loopback and link-local addresses (10.x, 127.x, 169.254.x, fc00::/7 …).
   * Off by default: an organiser's URL must not reach the server's own network. Development and the
   * browser tests turn it on to deliver to a receiver on 127.0.0.1.
   */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** How long one webhook attempt may take, connection to last byte, in seconds. */
  WEBHOOKS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /** Attempts per minute on login, code and reset calls: per client address, and per account. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Wrong access codes one event accepts within ACCESS_CODE_LOCKOUT_MINUTES before refusing all tries. */
  ACCESS_CODE_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  ACCESS_CODE_LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .default(15),
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
  /** People's choice vote changes (cast, move, withdraw) per minute per account. */
  VOTE_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Calls per minute per API token (docs/integrations.md#api-tokens), whatever the route. */
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().positive().default(300),
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
  /** Integrations (docs/product.md), all off by default: nothing third-party loads unless set. */
  RECORDING_ID: z.string().optional(),
  RECORDING_ROOT_DOMAIN: z.string().optional(),
  RECORDING_SCRIPT_URL: z.url().optional(),
  CHAT_WIDGET_KEY: z.string().optional(),
  CHAT_WIDGET_SCRIPT_URL: z.url().optional(),
  /** Folder of the built web app; the API alone runs when it is missing. */
  WEB_DIST: z.string().default('./dist/web'),
  /** The web app's server entry (`vite build --ssr`); public pages are sent as the shell when it is missing. */
  SSR_ENTRY: z.string().default('./dist/ssr/entry-server.js'),
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
      // app.inject() sends Host localhost:80, which the default ALLOWED_HOSTS then includes.
      PORT: '80',
      SEED_DEMO: 'false',
      JOBS_POLL_SECONDS: '0',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
      // Pages are the shell unless a test names the server entry: a build left in dist/ must not
      // change what the other tests see.
      SSR_ENTRY: '',
    }),
    ...overrides,
  };
}
