import { decodeJwt } from 'jose';

export interface TokenClaims {
  exp?: number;
  iss?: string;
  roles: string[];
}

export function claimsOf(token: string): TokenClaims {
  try {
    const payload = decodeJwt(token);
    return {
      exp: payload.exp,
      iss: payload.iss,
      roles: Array.isArray(payload.roles) ? (payload.roles as string[]) : [],
    };
  } catch {
    return { roles: [] };
  }
}

/** SPEC §4: true when the expiry minus N minutes is already past. */
export function isExpiringWithin(token: string, minutes: number, now = Date.now()): boolean {
  const { exp } = claimsOf(token);
  return exp === undefined || exp * 1000 - minutes * 60_000 <= now;
}

/** SPEC §4: a token issued for another event than the one on screen must be refreshed. */
export function isEventSwitch(token: string, eventSlug: string | null): boolean {
  return Boolean(eventSlug) && claimsOf(token).iss !== eventSlug;
}
