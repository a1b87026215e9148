import { errors, jwtVerify, SignJWT } from 'jose';
import type { PlatformRole } from '../../common/constants';
import { AppError } from '../errors';

export interface AccessTokenClaims {
  userId: number;
  roles: PlatformRole[];
  /** The event slug the token was issued for (SPEC §3: issuer equal to the event slug). */
  eventSlug: string;
}

export interface TokenKeys {
  secret: Uint8Array;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export async function signAccessToken(
  keys: TokenKeys,
  claims: AccessTokenClaims,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ roles: claims.roles })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(claims.eventSlug)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keys.secret);
}

/** Verifies signature and expiry; the message 'token is expired' drives the client's refresh flow (SPEC §8). */
export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) throw new AppError('unauthorized', 'invalid token');
    return {
      userId,
      roles: Array.isArray(payload.roles) ? (payload.roles as PlatformRole[]) : [],
      eventSlug: payload.iss ?? '',
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('unauthorized', 'token is expired');
    if (error instanceof AppError) throw error;
    throw new AppError('unauthorized', 'invalid token');
  }
}
