import { type BrowserContext, expect, type Page } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';

export const DEMO_PASSWORD = 'Showcase1!';

/** The e2e server's signing secret (playwright.config.ts), so a journey can forge an expired token. */
export const E2E_JWT_SECRET = 'e2e-only-signing-secret-never-used-elsewhere-0123456789';

/** Logs a demo account in through the login screen of the demo event. */
export async function logIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/demo/login');
  await page.getByLabel('User name or e-mail').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** The browser's session cookies: the HttpOnly access and refresh tokens and the session-info cookie. */
export async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  const named = (name: string) => cookies.find((cookie) => cookie.name === name);
  return { access: named('auth'), refresh: named('auth_refresh'), info: named('auth_info') };
}

/** The session-info cookie as the web app reads it (user, roles, the token's expiry and issuer). */
export async function sessionInfo(context: BrowserContext) {
  const { info } = await sessionCookies(context);
  return info ? (JSON.parse(decodeURIComponent(info.value)) as { userId: number; iss: string }) : null;
}

/**
 * Swaps the access cookie for a validly signed but expired token of the same session, leaving the
 * session-info cookie as it was: the web app does not refresh ahead of time, so its next call meets
 * the server's 401 'token is expired'. Returns the expired token.
 */
export async function expireAccessToken(context: BrowserContext): Promise<string> {
  const { access } = await sessionCookies(context);
  if (!access) throw new Error('no access cookie');
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...decodeJwt(access.value) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await context.addCookies([{ ...access, value: expired }]);
  return expired;
}
