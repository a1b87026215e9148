import type { Page } from '@playwright/test';
import { apiLogin } from './support/api';
import { DESKTOP, PHONE, shootBothWidthsAndThemes } from './support/devices';
import { newestMail } from './support/outbox';
import { hydrated } from './support/ready';
import { logIn } from './support/session';
import { expect, test } from './support/test';

const shoot = (page: Page, name: string) => shootBothWidthsAndThemes(page, test.info(), name);

/**
 * A minor registers on demo-expo (consent needed under 16), their parent opens the mailed link on a
 * phone and agrees, and the organiser sees the consent given in the registrants table.
 */
test('a parent consents from the mailed link on a phone; the organiser sees it given', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const organiser = await apiLogin(request, 'organiser');
  const settings = await request.put('/api-v2/partners/events/demo-expo/registration/consent', {
    headers: organiser,
    data: { ageUnder: 16, text: 'Photos of the expo may be published on this site.' },
  });
  expect(settings.ok()).toBe(true);
  const parentEmail = 'parent-of-radia@example.org';
  const minor = await apiLogin(request, 'radia');
  const form = await (await request.get('/api-v2/events/demo-expo/registration', { headers: minor })).json();
  const answers = Object.fromEntries(
    (form.settings.fields as { id: number; required: boolean; options: string[] }[])
      .filter((field) => field.required)
      .map((field) => [String(field.id), field.options[0] ?? '7']),
  );
  const registered = await request.post('/api-v2/events/demo-expo/registration', {
    headers: minor,
    data: { answers, birthDate: '2014-03-01', parentEmail },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await registered.json()).consentStatus).toBe('pending');

  const mail = await newestMail(request, parentEmail, /parent-access\?token=/);
  const link = /https?:\/\/\S+\/demo-expo\/parent-access\?token=[\w-]+/.exec(mail)![0];
  const parent = await (await browser.newContext()).newPage();
  await parent.setViewportSize(PHONE);
  await parent.goto(new URL(link).pathname + new URL(link).search);
  await hydrated(parent);
  const page = parent.getByTestId('parent-consent');
  await expect(page.getByRole('heading', { name: 'Parent or guardian consent' })).toBeVisible();
  await expect(page).toContainText('Photos of the expo may be published on this site.');
  await shoot(parent, 'parent-consent');
  await page.getByLabel('Your full name').fill('Rosa Radia');
  await page.getByLabel('Your relationship to the participant').fill('Mother');
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByRole('status')).toContainText('your consent');
  await shoot(parent, 'parent-consent-done');

  // The same link is spent.
  await parent.reload();
  await expect(page).toContainText('This link no longer works');

  const console = await (await browser.newContext()).newPage();
  await logIn(console, 'organiser');
  await console.setViewportSize(DESKTOP);
  await console.goto('/demo-expo/manage/registration');
  await expect(console.getByTestId('registrant-counts')).toBeVisible();
  await console.getByLabel('Name or e-mail').fill('radia');
  await expect(console.getByTestId('registrant-row')).toHaveCount(1);
  await expect(console.getByTestId('registrant-row')).toContainText('Given');

  await request.put('/api-v2/partners/events/demo-expo/registration/consent', {
    headers: organiser,
    data: { ageUnder: null, text: 'Photos of the expo may be published on this site.' },
  });
});
