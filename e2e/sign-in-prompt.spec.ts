import type { APIRequestContext } from '@playwright/test';
import { apiLogin } from './support/api';
import { newestMail } from './support/outbox';
import { hydrated } from './support/ready';
import { DEMO_PASSWORD } from './support/session';
import { expect, test } from './support/test';

/** The demo user starts without a like on the project, whatever the seed or another run left. */
async function withoutLike(request: APIRequestContext, userName: string, projectSlug: string) {
  const project = (await (
    await request.get(`/api-v2/project/${projectSlug}`, { headers: { 'x-event': 'demo' } })
  ).json()) as { id: number };
  const headers = { ...(await apiLogin(request, userName)), 'x-event': 'demo' };
  await request.delete(`/api-v2/projects/${project.id}/like`, { headers });
  return project;
}

/**
 * A visitor without an account presses Vote: they are asked in place, for that project, create an
 * account (the password rules listed once and ticked while typing), verify it, and land back on the
 * project with their vote cast.
 */
test('an anonymous vote asks to log in for that project, and is cast after signing up', async ({
  page,
  request,
}) => {
  await page.goto('/demo/project/mood-board');
  await hydrated(page);
  const vote = page.getByTestId('vote-button');
  await vote.click();
  const prompt = page.getByRole('dialog', { name: 'Log in to vote for Mood Board' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Log in' })).toBeVisible();
  await prompt.getByRole('link', { name: 'Create an account' }).click();

  const userName = `vt${Date.now() % 1_000_000}`;
  const email = `${userName}@example.test`;
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Tally');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('E-mail').fill(email);

  // The rules show before anything is typed, each once, and tick as they are met.
  const rules = page.getByTestId('password-strength').getByRole('listitem');
  await expect(rules).toHaveCount(5);
  await expect(page.getByText('At least one number')).toHaveCount(1);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('garden');
  await expect(page.getByTestId('password-strength')).toContainText(/Password strength: (weak|too common)/);
  await expect(rules.filter({ hasText: 'At least 6 characters' })).toHaveClass(/\bmet\b/);
  await expect(rules.filter({ hasText: 'At least one uppercase letter' })).not.toHaveClass(/\bmet\b/);
  // A failed submit marks the rules still missing, and says each of them once.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(rules.filter({ hasText: 'At least one uppercase letter' })).toHaveClass(/\bmissed\b/);
  await expect(page.getByText('At least one uppercase letter')).toHaveCount(1);
  await password.fill('Garden42xQ');
  await expect(page.getByTestId('password-strength')).toContainText(/Password strength: (good|strong)/);
  await expect(rules.and(page.locator('.met'))).toHaveCount(5);
  await page.getByRole('button', { name: 'Create account' }).click();

  const code = /\b(\d{6})\b/.exec(await newestMail(request, email))?.[1] ?? '';
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/demo\/project\/mood-board$/);
  // One award for this project: the vote is cast; several: the chooser opens to pick one.
  const chooser = page.getByTestId('vote-chooser');
  await expect(vote.and(page.locator('[aria-pressed="true"]')).or(chooser)).toBeVisible();
  if (await chooser.isVisible()) {
    await chooser.getByRole('button', { name: /^Vote/ }).first().click();
  }
  await expect(page.getByTestId('vote-button')).toHaveAttribute('aria-pressed', 'true');
});

test('an anonymous like asks in place and is added after logging in', async ({ page, request }) => {
  // Katherine starts without a like on Pixel Quest, whatever the demo seed gave her.
  await withoutLike(request, 'katherine', 'pixel-quest');
  await page.goto('/demo/project/pixel-quest');
  await hydrated(page);
  const like = page.getByTestId('like-button');
  const before = Number(/\d+/.exec((await page.getByTestId('like-count').textContent()) ?? '')?.[0]);
  await like.click();
  const prompt = page.getByRole('dialog', { name: 'Log in to like Pixel Quest' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('User name or e-mail').fill('katherine');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/demo\/project\/pixel-quest$/);
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toContainText(String(before + 1));
});

test.describe('before the page has hydrated', () => {
  // A slow phone shows the server's page seconds before its code runs: Like and Vote are then links to
  // the login page, which comes back to finish the action, so a press in that moment is not lost.
  test.use({ javaScriptEnabled: false });

  test('Like and Vote lead to the login page, and the like is added on the way back', async ({
    page,
    browser,
    request,
  }) => {
    const project = await withoutLike(request, 'grace', 'mood-board');

    await page.goto('/demo/project/mood-board');
    await expect(page.getByTestId('vote-button')).toHaveAttribute(
      'href',
      `/demo/login?returnUrl=${encodeURIComponent(`/demo/project/mood-board?then=vote%3A${project.id}`)}`,
    );
    await page.getByTestId('like-button').click();
    await expect(page).toHaveURL(/\/demo\/login\?returnUrl=/);
    const returnUrl = new URL(page.url()).searchParams.get('returnUrl');
    expect(returnUrl).toBe(`/demo/project/mood-board?then=like%3A${project.id}`);

    // The same address, once the app runs: log in, and the like is there.
    const context = await browser.newContext({ javaScriptEnabled: true });
    const later = await context.newPage();
    await later.goto(page.url());
    await later.getByLabel('User name or e-mail').fill('grace');
    await later.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await later.getByRole('button', { name: 'Log in' }).click();
    await expect(later).toHaveURL(/\/demo\/project\/mood-board$/);
    await expect(later.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  });
});
