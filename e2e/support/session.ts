import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Showcase1!';

/** Logs a demo account in through the login screen of the demo event. */
export async function logIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/demo/login');
  await page.getByLabel('User name or e-mail').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}
