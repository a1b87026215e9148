import type { Page } from '@playwright/test';
import { PHONE, shootBothWidthsAndThemes } from './support/devices';
import { hydrated } from './support/ready';
import { logIn } from './support/session';
import { expect, test } from './support/test';

const shoot = (page: Page, name: string) => shootBothWidthsAndThemes(page, test.info(), name);

/**
 * The door of the seeded demo-expo: a volunteer on a phone types a confirmed person's code, checks them in
 * while the phone is offline, and the check-in reaches the server once the phone is back online.
 */
test('a volunteer checks a person in on a phone, offline, and it syncs', async ({ browser }) => {
  test.setTimeout(120_000);
  // Linus (confirmed) reads his check-in code on his registration page.
  const person = await (await browser.newContext()).newPage();
  await logIn(person, 'linus');
  await person.setViewportSize(PHONE);
  await person.goto('/demo-expo/registration');
  const code = (await person.getByTestId('check-in-code').locator('code').textContent())!.trim();
  expect(code.length).toBeGreaterThan(8);
  // The code as a QR image for the volunteer's camera.
  await expect(person.getByTestId('check-in-qr')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await shoot(person, 'check-in-qr');

  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'volunteer');
  await page.setViewportSize(PHONE);
  await page.goto('/demo-expo/check-in');
  await hydrated(page);
  const count = page.getByTestId('check-in-count');
  await expect(count).toHaveText(/^2 of \d+ in$/);
  const expected = (await count.textContent())!.match(/of (\d+)/)![1];

  // Found by name while online: the card shows the warnings of someone already in.
  await page.getByLabel('Search by name').fill('Student');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('check-in-card').first()).toBeVisible();
  await expect(page.getByText(/Already checked in at .* by Vera Volunteer/).first()).toBeVisible();
  await shoot(page, 'check-in-search');

  // Offline: the code cannot be looked up, but the tap is kept and sent later.
  await context.setOffline(true);
  await page.getByLabel('Check-in code').fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('check-in-offline')).toContainText(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByTestId('check-in-pending')).toHaveText('Offline: 1 check-in waiting to send');
  await shoot(page, 'check-in-offline');

  await context.setOffline(false);
  await expect(page.getByTestId('check-in-log')).toContainText('checked in');
  await expect(page.getByTestId('check-in-pending')).toBeHidden();
  await expect(count).toHaveText(`3 of ${expected} in`);

  // A second tap on the same code (another volunteer's phone) checks in nobody twice.
  await page.getByLabel('Check-in code').fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('button', { name: 'Already checked in' })).toBeDisabled();
  await expect(count).toHaveText(`3 of ${expected} in`);
  await shoot(page, 'check-in-card');

  // The organiser's registrants table filters the checked in.
  const organiser = await (await browser.newContext()).newPage();
  await logIn(organiser, 'organiser');
  await organiser.goto('/demo-expo/manage/registration');
  await hydrated(organiser);
  await organiser
    .locator('select')
    .filter({ has: organiser.locator('option[value="yes"]') })
    .selectOption('yes');
  await expect(organiser.getByTestId('registrant-row')).toHaveCount(3);
});
