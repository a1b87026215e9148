/**
 * The rules (docs/product.md) on the access token's expiry and issuer. The web app never holds the token: the
 * server tells it both claims in the session-info cookie.
 */

/** docs/product.md: true when the expiry (seconds since the epoch) minus N minutes is already past. */
export function isExpiringWithin(exp: number | undefined, minutes: number, now = Date.now()): boolean {
  return exp === undefined || exp * 1000 - minutes * 60_000 <= now;
}

/** docs/product.md: a token issued for another event than the one on screen must be refreshed. */
export function isEventSwitch(issuer: string | undefined, eventSlug: string | null): boolean {
  return Boolean(eventSlug) && issuer !== eventSlug;
}
