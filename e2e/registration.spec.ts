import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, shootBothWidthsAndThemes } from './support/devices';
import { hydrated } from './support/ready';
import { logIn } from './support/session';
import { expect, test } from './support/test';

const shoot = (page: Page, name: string) => shootBothWidthsAndThemes(page, test.info(), name);

/**
 * Registration on the seeded demo-expo (registration required, review mode): a person applies from a
 * phone, the organiser accepts them in the console, the person confirms and gets a check-in code.
 */
test('a person registers on a phone, the organiser accepts, the person confirms', async ({ browser }) => {
  test.setTimeout(120_000);
  const person = await (await browser.newContext()).newPage();
  await logIn(person, 'radia');
  await person.setViewportSize(PHONE);
  await person.goto('/demo-expo');
  await hydrated(person);
  const cta = person.getByTestId('register-cta');
  await expect(cta).toContainText('Registration is open');
  await shoot(person, 'registration-cta');
  await person.setViewportSize(PHONE);
  await cta.getByRole('link', { name: 'Register' }).click();

  const form = person.getByTestId('registration-form');
  await expect(form).toBeVisible();
  // A required answer left out is named beside its field.
  await person.getByTestId('send-registration').click();
  await expect(person.getByRole('alert').first()).toBeVisible();
  await form.getByLabel(/^School/).fill('Hill High');
  await form.getByRole('radio', { name: '10', exact: true }).check();
  await shoot(person, 'registration-form');
  await person.setViewportSize(PHONE);
  await person.getByTestId('send-registration').click();
  await expect(person.getByTestId('registration-status')).toHaveText('Applied');
  await expect(person.getByTestId('registration-message')).toContainText('review your registration');
  await shoot(person, 'registration-applied');

  // The organiser, on a desktop, finds and accepts her.
  const organiser = await (await browser.newContext()).newPage();
  await logIn(organiser, 'organiser');
  await organiser.setViewportSize(DESKTOP);
  await organiser.goto('/demo-expo/manage/registration');
  await expect(organiser.getByTestId('registrant-counts')).toBeVisible();
  await shoot(organiser, 'registration-console');
  await organiser.setViewportSize(DESKTOP);
  await organiser.getByLabel('Name or e-mail').fill('radia');
  await expect(organiser.getByTestId('registrant-row')).toHaveCount(1);
  await organiser.getByRole('checkbox', { name: /Select Radia/ }).check();
  await organiser.getByLabel('Note mailed with the decision').fill('See you at the expo!');
  await organiser.getByTestId('accept-selected').click();
  await expect(organiser.getByTestId('registrant-row').getByTestId('registration-status')).toHaveText(
    'Accepted',
  );
  await organiser.goto('/demo-expo/manage');
  await expect(organiser.getByTestId('registration-numbers')).toBeVisible();

  // Back on her phone, she confirms.
  await person.reload();
  await expect(person.getByTestId('registration-status')).toHaveText('Accepted');
  await expect(person.getByText('See you at the expo!')).toBeVisible();
  await shoot(person, 'registration-accepted');
  await person.setViewportSize(PHONE);
  await person.getByTestId('confirm-registration').click();
  await expect(person.getByTestId('registration-status')).toHaveText('Confirmed');
  await expect(person.getByTestId('check-in-code')).toBeVisible();
  await shoot(person, 'registration-confirmed');
});

test('the demo event keeps open participation: no registration call to action', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/registration')) asked.push(request.url());
  });
  await page.goto('/demo');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('register-cta')).toHaveCount(0);
  // Its showcase is open, so the home page does not even ask.
  expect(asked).toEqual([]);
});
