import { expect, test } from '@playwright/test';
import { newestMail } from './support/outbox';

test('a visitor signs up, verifies, edits the profile, logs out and resets the password', async ({
  page,
  request,
}) => {
  const userName = `pw${Date.now() % 1_000_000}`;
  const email = `${userName}@example.test`;
  const logins: unknown[] = [];
  await page.exposeFunction('recordLogin', (detail: unknown) => logins.push(detail));
  await page.addInitScript(() => {
    window.addEventListener('showcase:login', (event) =>
      (window as unknown as { recordLogin(d: unknown): void }).recordLogin((event as CustomEvent).detail),
    );
  });

  await page.goto('/demo');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Log in' })
    .click();
  await expect(page).toHaveURL(/\/demo\/login\?returnUrl=%2Fdemo/);
  await page.getByRole('button', { name: 'Create an account' }).click();

  // The form explains the rules before the server is asked.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name cannot be empty')).toBeVisible();
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Wright');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('password');
  await expect(page.getByTestId('password-strength')).toContainText('too common');
  await page.getByLabel('Password', { exact: true }).fill('Garden42x');
  await expect(page.getByTestId('password-strength')).not.toContainText('too common');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await newestMail(request, email))?.[1] ?? '';
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please enter a valid verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Logged in and back where the login started.
  await expect(page).toHaveURL(/\/demo$/);
  const userMenu = page.getByRole('button', { name: 'Account menu' });
  await expect(userMenu).toContainText('Pat Wright');
  await expect.poll(() => logins.length).toBe(1);

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pat Wright' })).toBeVisible();
  await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter your location')).toBeVisible();
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByLabel('About you').fill('I build robots.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('I build robots.')).toBeVisible();
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First name').fill('Patricia');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patricia Wright' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  // The profile now asks for a login.
  await page.goto('/demo/profile');
  await expect(page).toHaveURL(/\/demo\/login\?returnUrl=%2Fdemo%2Fprofile/);

  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('User name or e-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('reset link is on its way')).toBeVisible();
  const link =
    /(https?:\/\/\S+\/password\/reset\?token=[\w-]+)/.exec(
      await newestMail(request, email, /password\/reset/),
    )?.[1] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('Orchard58y');
  await page.getByLabel('Confirm the new password').fill('Orchard58z');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill('Orchard58y');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).last().click();
  await page.getByLabel('User name or e-mail').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill('Garden42x');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid username/email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Orchard58y');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Patricia Wright');
});

test('a demo account logs in and an expired session is refreshed transparently', async ({
  page,
  context,
}) => {
  await page.goto('/demo/login');
  await page.getByLabel('User name or e-mail').fill('organiser');
  await page.getByLabel('Password', { exact: true }).fill('Showcase1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Olive Organiser');

  // Replace the access token with an expired one: the next call must refresh and still succeed.
  const cookies = await context.cookies();
  const auth = cookies.find((cookie) => cookie.name === 'auth');
  if (!auth) throw new Error('no auth cookie');
  const session = JSON.parse(decodeURIComponent(auth.value)) as { authorization: string };
  const [header, , signature] = session.authorization.split('.');
  const expiredPayload = Buffer.from(JSON.stringify({ sub: '1', iss: 'demo', roles: [], exp: 1 })).toString(
    'base64url',
  );
  session.authorization = `${header}.${expiredPayload}.${signature}`;
  await context.addCookies([{ ...auth, value: encodeURIComponent(JSON.stringify(session)) }]);
  await page.goto('/demo/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Olive Organiser' })).toBeVisible();
  const refreshed = (await context.cookies()).find((cookie) => cookie.name === 'auth');
  expect(JSON.parse(decodeURIComponent(refreshed?.value ?? '{}')).authorization).not.toBe(
    session.authorization,
  );
});
