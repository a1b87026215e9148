import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

type OriginConfig = Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'PORT'>;

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The Host names pages answer to when PUBLIC_URL is unset: ALLOWED_HOSTS, else this machine on PORT. */
export function allowedHosts(config: OriginConfig): string[] {
  if (config.ALLOWED_HOSTS.length) return config.ALLOWED_HOSTS;
  return LOCAL_HOSTS.flatMap((host) =>
    config.PORT === 80 ? [host, `${host}:80`] : [`${host}:${config.PORT}`],
  );
}

/** A Host without a port is the same as one on the default port of HTTP or HTTPS. */
function hostMatches(allowed: string, host: string): boolean {
  if (allowed === host) return true;
  const bare = host.replace(/:(80|443)$/, '');
  return bare !== host && allowed === bare;
}

/** Base of links built without a request (mails): PUBLIC_URL, else the first allowed host. */
export function publicBaseUrl(config: OriginConfig): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  return new URL(`http://${allowedHosts(config)[0]}`).origin;
}

/**
 * Base of the links a page, the sitemap or a feed prints. PUBLIC_URL when set; otherwise the request's
 * own host, but only a host on the allow-list, so a forged Host or X-Forwarded-Host header can neither
 * plant links to another site in what caches and search engines keep nor in anything mailed.
 */
export function requestOrigin(request: FastifyRequest, config: OriginConfig): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  const host = request.host.toLowerCase();
  if (!allowedHosts(config).some((allowed) => hostMatches(allowed, host))) {
    throw new AppError(
      'bad_request',
      'This server does not answer to that host name; set PUBLIC_URL or ALLOWED_HOSTS',
    );
  }
  return new URL(`${request.protocol}://${host}`).origin;
}
