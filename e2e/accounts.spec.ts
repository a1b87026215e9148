import { newestMail } from './support/outbox';
import { expireAccessToken, logIn, sessionCookies } from './support/session';
import { expect, test } from './support/test';

test('a visitor signs up, verifies, edits the profile, logs out and resets the password', async ({
  page,
  request,
  context,
}) => {
  // Sign-up to password reset is the longest journey of the suite.
  test.slow();
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
  expect(logins[0]).toMatchObject({ username: userName, email });

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
  const account = page.getByRole('region', { name: 'Account' });
  await account.getByRole('button', { name: 'Edit' }).click();
  await account.getByLabel('First name').fill('Patricia');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patricia Wright' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api-v2/auth/logout'));
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page.getByText('You have been logged out.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  // The server ended the session and cleared its cookies.
  expect(await sessionCookies(context)).toEqual({ access: undefined, refresh: undefined, info: undefined });
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

test('the verification screen survives a reload and a new tab, and a second mail keeps the first code', async ({
  page,
  context,
  request,
}) => {
  const userName = `vr${Date.now() % 1_000_000}`;
  const email = `${userName}@example.test`;
  const masked = `v***@example.test`;
  await page.goto('/demo/login?mode=signup');
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Reload');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Garden42x');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${masked}`)).toBeVisible();
  const firstCode = /\b(\d{6})\b/.exec(await newestMail(request, email))?.[1] ?? '';

  // After reading the mail the user comes back and reloads: the screen still takes the code.
  await page.reload();
  await expect(page.getByText(`We sent a 6-digit code to ${masked}`)).toBeVisible();
  await expect(page.getByLabel('Verification code')).toBeVisible();

  // Logging in again (in another tab) names the masked address, never the user name, and mails a new code.
  const second = await context.newPage();
  await second.goto('/demo/login');
  await second.getByLabel('User name or e-mail').fill(userName);
  await second.getByLabel('Password', { exact: true }).fill('Garden42x');
  await second.getByRole('button', { name: 'Log in' }).click();
  await expect(second.getByText(`We sent a 6-digit code to ${masked}`)).toBeVisible();
  await expect(second.getByText(userName)).toHaveCount(0);
  await expect
    .poll(async () => {
      const answer = await request.get(`/api-v2/dev/outbox?to=${encodeURIComponent(email)}&limit=5`);
      return ((await answer.json()) as { mails: unknown[] }).mails.length;
    })
    .toBe(2);

  // A tab that knows nothing of the sign-up asks for the account beside the code.
  const fresh = await context.newPage();
  await fresh.goto('/demo/login?mode=verify');
  await expect(fresh.getByLabel('User name or e-mail')).toBeVisible();
  await expect(fresh.getByLabel('Verification code')).toBeVisible();
  await fresh.getByRole('button', { name: 'Verify' }).click();
  await expect(fresh.getByText('Please enter a valid user name or e-mail')).toBeVisible();
  await fresh.close();
  await second.close();

  // The code of the first mail still works.
  await page.getByLabel('Verification code').fill(firstCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Vera Reload');
});

test('a demo account logs in, its tokens stay out of scripts, and an expired token is refreshed', async ({
  page,
  context,
}) => {
  const loginAnswer = page.waitForResponse((response) => response.url().endsWith('/api-v2/auth/login'));
  await logIn(page, 'organiser');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Olive Organiser');

  // The tokens live in HttpOnly cookies: neither the login answer nor document.cookie shows them.
  const headers = (await loginAnswer).headers();
  expect(headers.authorization).toBeUndefined();
  expect(headers['refresh-token']).toBeUndefined();
  const { access, refresh, info } = await sessionCookies(context);
  expect(access?.httpOnly).toBe(true);
  expect(refresh?.httpOnly).toBe(true);
  expect(info?.httpOnly).toBe(false);
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).toContain('auth_info=');
  expect(visible).not.toContain(access?.value ?? 'missing');
  expect(visible).not.toContain(refresh?.value ?? 'missing');

  // An expired access token: the next call answers 401 'token is expired', the app refreshes and retries.
  const expired = await expireAccessToken(context);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  const refreshed = page.waitForResponse((response) => /\/auth\/[^/]+\/refresh$/.test(response.url()));
  await page.goto('/demo/profile');
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Olive Organiser' })).toBeVisible();
  expect(refused.length).toBeGreaterThan(0);
  expect((await sessionCookies(context)).access?.value).not.toBe(expired);
});
