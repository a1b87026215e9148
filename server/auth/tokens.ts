import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { PlatformRole } from '../../common/constants';
import { AppError } from '../errors';

export interface AccessTokenClaims {
  userId: number;
  roles: PlatformRole[];
  /** The event slug the token was issued for (docs/product.md). */
  eventSlug: string;
  /** The user's session version when the token was issued; a raised version revokes the token. */
  sessionVersion: number;
  /** The refresh-token family (one login) the token belongs to; binds the CSRF token to the session. */
  sessionId?: string;
}

export interface TokenKeys {
  secret: Uint8Array;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const signingKeys = new WeakMap<TokenKeys, Promise<CryptoKey>>();
/**
 * The secret as a Web Crypto key, imported once: given raw bytes, jose imports them again for every
 * token it signs or checks, a cost every authenticated call paid.
 */
function signingKeyOf(keys: TokenKeys): Promise<CryptoKey> {
  let key = signingKeys.get(keys);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(keys.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    signingKeys.set(keys, key);
  }
  return key;
}

export async function signAccessToken(
  keys: TokenKeys,
  claims: AccessTokenClaims,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({
    roles: claims.roles,
    sv: claims.sessionVersion,
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(claims.eventSlug)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await signingKeyOf(keys));
}

/**
 * Verifies signature and expiry. A token without an expiry or a session version is refused: every
 * token this server signs has both, so one without them was not made here as an access token. The
 * message 'token is expired' drives the client's refresh flow (docs/product.md), so only expiry gets it.
 * A token whose signature was checked is remembered until it expires: a client presents the same token
 * on every call for its lifetime, and checking it costs a trip through Web Crypto's thread pool each
 * time. Revocation does not depend on this (the session version is checked on every call).
 */
export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<AccessTokenClaims> {
  const known = verifiedTokensOf(keys).get(token);
  if (known) {
    if (known.expiresAt <= Date.now()) throw new AppError('unauthorized', 'token is expired');
    return known.claims;
  }
  try {
    const { payload } = await jwtVerify(token, await signingKeyOf(keys), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sv'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || !Number.isInteger(payload.sv)) {
      throw new AppError('unauthorized', 'invalid token');
    }
    const claims: AccessTokenClaims = {
      userId,
      roles: Array.isArray(payload.roles) ? (payload.roles as PlatformRole[]) : [],
      eventSlug: payload.iss ?? '',
      sessionVersion: payload.sv as number,
      sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
    };
    rememberVerified(keys, token, claims, (payload.exp as number) * 1000);
    return claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('unauthorized', 'token is expired');
    if (error instanceof AppError) throw error;
    throw new AppError('unauthorized', 'invalid token');
  }
}

const MAX_VERIFIED_TOKENS = 20_000;
const verifiedTokens = new WeakMap<
  TokenKeys,
  Map<string, { claims: AccessTokenClaims; expiresAt: number }>
>();
function verifiedTokensOf(keys: TokenKeys) {
  let tokens = verifiedTokens.get(keys);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(keys, tokens);
  }
  return tokens;
}
function rememberVerified(keys: TokenKeys, token: string, claims: AccessTokenClaims, expiresAt: number) {
  const tokens = verifiedTokensOf(keys);
  if (tokens.size >= MAX_VERIFIED_TOKENS) {
    const oldest = tokens.keys().next().value;
    if (oldest !== undefined) tokens.delete(oldest);
  }
  tokens.set(token, { claims, expiresAt });
}

/**
 * The CSRF token of a browser session: an HMAC of its session family under a key derived from the
 * signing secret (a signed double-submit token). The browser reads it from the session-info cookie and
 * echoes it in a header; a page on another site can read neither, and it changes with every login.
 */
export function csrfTokenFor(keys: TokenKeys, sessionId: string): string {
  return createHmac('sha256', csrfKeyOf(keys)).update(sessionId).digest('base64url');
}

const csrfKeys = new WeakMap<TokenKeys, Buffer>();
/** A key of its own, so a CSRF token can never double as a signature made with the signing secret. */
function csrfKeyOf(keys: TokenKeys): Buffer {
  let key = csrfKeys.get(keys);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', keys.secret, new Uint8Array(0), 'showcase csrf', 32));
    csrfKeys.set(keys, key);
  }
  return key;
}

export function isValidCsrfToken(
  keys: TokenKeys,
  sessionId: string | undefined,
  presented: unknown,
): boolean {
  if (!sessionId || typeof presented !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(keys, sessionId));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
