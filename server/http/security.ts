import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STREAM_FRAME_ORIGINS } from '../../common/live-streams';
import type { Config } from '../config';

/** Origins the configured integrations load from; nothing third-party is allowed otherwise. */
export function integrationOrigins(config: Config): string[] {
  const origins: string[] = [];
  if (config.CHAT_WIDGET_SCRIPT_URL) origins.push(new URL(config.CHAT_WIDGET_SCRIPT_URL).origin);
  if (config.RECORDING_SCRIPT_URL) origins.push(new URL(config.RECORDING_SCRIPT_URL).origin);
  return origins;
}

/**
 * Helmet's headers with a strict Content-Security-Policy the web app passes: scripts only from this
 * origin (and configured integrations), no inline script, no plugins, no framing by others. Video
 * embeds come from the players of
 * the live-stream allowlist (YouTube no-cookie, Vimeo, Twitch) and nowhere else. CORS is off unless origins are configured.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const extra = integrationOrigins(config);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra],
        frameSrc: ["'self'", ...STREAM_FRAME_ORIGINS, ...extra],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.PUBLIC_URL?.startsWith('https:') ? [] : null,
      },
    },
    // Uploads and demo art are shown by other sites' previews (Open Graph), so they are not same-origin only.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    // Headers no browser in use reads any more (Internet Explorer's download prompt, the XSS auditors
    // removed from Chrome, Edge and Safari): bytes on every answer, cached hits included, for nothing.
    xDownloadOptions: false,
    xXssProtection: false,
    hsts: config.PUBLIC_URL?.startsWith('https:') ? undefined : false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api-v2')) return;
    // The interactive API docs need inline scripts and styles; they get a looser policy of their own.
    if (request.url.startsWith('/api-v2/docs')) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
      );
      return;
    }
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) slimJsonAnswer(reply);
  });
  if (config.CORS_ORIGINS.length) {
    await app.register(fastifyCors, {
      origin: config.CORS_ORIGINS,
      credentials: true,
      exposedHeaders: ['authorization', 'refresh-token'],
      allowedHeaders: [
        'authorization',
        'content-type',
        'x-event',
        'x-preview-token',
        'x-access-pass',
        'x-session-mode',
        'x-csrf-token',
      ],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }
}

/** A JSON answer's policy: it loads nothing and is framed by no one (OWASP's REST security headers). */
export const JSON_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Helmet's headers that only a document (an HTML page a browser renders) reads. */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
];

/**
 * An API answer in JSON is read by scripts and never rendered, so a page's policy (where scripts, styles,
 * pictures and frames may come from) and the headers only documents read are bytes on every answer,
 * cached hits included, for nothing: about 500 of its 960 bytes of headers. It keeps what applies to
 * it: nosniff, a policy that loads nothing and allows no framing, the resource policy that keeps other
 * sites from reading it without CORS, the referrer policy and HSTS.
 */
function slimJsonAnswer(reply: FastifyReply): void {
  reply.header('content-security-policy', JSON_ANSWER_POLICY);
  reply.header('x-frame-options', 'DENY');
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}
