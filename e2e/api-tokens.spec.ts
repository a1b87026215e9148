import type { Page } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { shootBothWidths } from './support/devices';
import { logIn } from './support/session';
import { expect, test } from './support/test';

/** Creates a token on the screen's form and answers the token shown once, after copying it. */
async function createToken(page: Page, name: string, scopes: string[]): Promise<string> {
  const form = page.getByTestId('api-token-form');
  await form.getByLabel('Name').fill(name);
  for (const scope of ['Read', 'Write projects', 'Manage event']) {
    const box = form.getByRole('checkbox', { name: new RegExp(`^${scope}`) });
    if (scopes.includes(scope)) await box.check();
    else await box.uncheck();
  }
  await form.getByRole('button', { name: 'Create token' }).click();
  const created = page.getByTestId('api-token-created');
  await expect(created).toContainText('will not be shown again');
  const token = (await created.getByTestId('api-token-value').textContent()) ?? '';
  await created.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  return token;
}

async function revoke(page: Page, name: string) {
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('api-token').filter({ hasText: name })).toContainText('Revoked');
}

test('a personal token is made on the profile, copied once, reads the API, and is refused once revoked', async ({
  context,
  page,
  request,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, 'organiser');
  await page.goto('/demo/profile');
  await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();
  const token = await createToken(page, 'Journey script', ['Read']);
  expect(token).toMatch(/^sc_pat_/);
  await shootBothWidths(page, testInfo, 'profile-api-tokens', true);

  const bearer = { authorization: `Bearer ${token}` };
  const read = await request.get('/api-v2/projects', { headers: { ...bearer, 'x-event': 'demo' } });
  expect(read.status(), await read.text()).toBe(200);
  // Read only: a write is refused by scope.
  const write = await request.post('/api-v2/partners/events/demo/preview-tokens', {
    headers: bearer,
    data: {},
  });
  expect(write.status()).toBe(403);

  // After a reload the list shows the token's use, never the token.
  await page.reload();
  const row = page.getByTestId('api-token').filter({ hasText: 'Journey script' });
  await expect(row).not.toContainText('Not used yet');
  await expect(page.getByTestId('api-tokens')).not.toContainText(token);

  await revoke(page, 'Journey script');
  const refused = await request.get('/api-v2/projects', { headers: { ...bearer, 'x-event': 'demo' } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe('This API token has been revoked');
});

test('an event token is made in the console and works on its event only', async ({
  context,
  page,
  request,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `Token Fair ${stamp}`,
    slug: `token-fair-${stamp}`,
    status: 'Published',
  });
  await logIn(page, 'organiser');
  await page.goto(`/${event.slug}/manage/api-tokens`);
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
  const token = await createToken(page, 'Scoreboard', ['Read', 'Manage event']);
  expect(token).toMatch(/^sc_evt_/);
  await shootBothWidths(page, testInfo, 'console-api-tokens', true);

  const bearer = { authorization: `Bearer ${token}` };
  const own = await request.get(`/api-v2/partners/events/${event.id}/members`, { headers: bearer });
  expect(own.status(), await own.text()).toBe(200);
  const preview = await request.post(`/api-v2/partners/events/${event.slug}/preview-tokens`, {
    headers: bearer,
    data: {},
  });
  expect(preview.status(), await preview.text()).toBe(200);
  // The organiser runs the demo event too; the token still may not touch it.
  const other = await request.post('/api-v2/partners/events/demo/preview-tokens', {
    headers: bearer,
    data: {},
  });
  expect(other.status()).toBe(403);
  expect((await other.json()).message).toContain('only works on calls about its own event');

  await revoke(page, 'Scoreboard');
  expect(
    (await request.get(`/api-v2/partners/events/${event.id}/members`, { headers: bearer })).status(),
  ).toBe(401);
});
