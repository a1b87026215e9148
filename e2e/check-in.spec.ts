import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiLogin } from './support/api';
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

/** A portrait-like picture (a face-coloured disc on a coloured ground), as a registrant would upload. */
const portrait = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#3b6ea5"/>' +
        '<circle cx="120" cy="100" r="55" fill="#e8b894"/><rect x="50" y="170" width="140" height="90" rx="60" fill="#f4f4f4"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/**
 * Ines (a seeded student who applied) registers again with a photo in the form's file question; once
 * accepted, the volunteer's card shows that photo, where others show their initials.
 */
async function registerWithPhoto(request: APIRequestContext) {
  const organiser = await apiLogin(request, 'organiser');
  const base = '/api-v2/partners/events/demo-expo';
  const field = await request.post(`${base}/registration-fields`, {
    headers: organiser,
    data: { type: 'file', label: 'Photo for your badge', position: 9 },
  });
  expect(field.ok(), await field.text()).toBe(true);
  const fieldId = (await field.json()).id as number;
  const ines = await apiLogin(request, 'expo5');
  const upload = await request.post('/api-v2/files', {
    headers: ines,
    multipart: {
      type: 'image',
      attachment: { name: 'me.png', mimeType: 'image/png', buffer: await portrait() },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { link } = (await upload.json()) as { link: string };
  const form = await (await request.get('/api-v2/events/demo-expo/registration', { headers: ines })).json();
  const answers = Object.fromEntries(
    (form.settings.fields as { id: number; required: boolean; options: string[] }[])
      .filter((question) => question.required)
      .map((question) => [String(question.id), question.options[0] ?? 'Hill High']),
  );
  await request.post('/api-v2/events/demo-expo/registration/cancel', { headers: ines });
  const again = await request.post('/api-v2/events/demo-expo/registration', {
    headers: ines,
    data: { answers: { ...answers, [String(fieldId)]: new URL(link, 'http://x').pathname } },
  });
  expect(again.ok(), await again.text()).toBe(true);
  const accepted = await request.post(`${base}/registrants/decisions`, {
    headers: organiser,
    data: { ids: [(await again.json()).id], decision: 'accepted' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return async () => {
    await request.delete(`${base}/registration-fields/${fieldId}`, { headers: organiser });
  };
}

test("the volunteer's card shows the photo given in the registration form", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const removeField = await registerWithPhoto(request);
  const page = await (await browser.newContext()).newPage();
  await logIn(page, 'volunteer');
  await page.setViewportSize(PHONE);
  await page.goto('/demo-expo/check-in');
  await hydrated(page);
  // Chromium here has no BarcodeDetector: the camera is still offered, read by the library instead.
  await expect(page.getByRole('button', { name: 'Scan a code with the camera' })).toBeVisible();
  await page.getByLabel('Search by name').fill('Ines');
  await page.getByRole('button', { name: 'Find' }).click();
  const card = page.getByTestId('check-in-card');
  await expect(card).toHaveCount(1);
  const photo = card.getByTestId('check-in-photo');
  await expect(photo).toHaveAttribute('alt', 'Photo of Ines Student');
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, 'check-in-photo');
  await removeField();
});

/**
 * The seeded demo: most registrants gave a photo (a generated portrait), so a person trying the demo at
 * the door sees faces; the organiser's table shows the same photos.
 */
test("a seeded registrant's portrait shows on the volunteer's card and in the organiser's table", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  await logIn(page, 'volunteer');
  await page.setViewportSize(PHONE);
  await page.goto('/demo-expo/check-in');
  await hydrated(page);
  await page.getByLabel('Search by name').fill('Zara');
  await page.getByRole('button', { name: 'Find' }).click();
  const card = page.getByTestId('check-in-card');
  await expect(card).toHaveCount(1);
  const photo = card.getByTestId('check-in-photo');
  await expect(photo).toHaveAttribute('alt', 'Photo of Zara Student');
  await expect(photo).toHaveAttribute('src', /^\/demo-assets\/portrait\/expo\d+\.svg$/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, 'check-in-portrait');

  const organiser = await (await browser.newContext()).newPage();
  await logIn(organiser, 'organiser');
  await organiser.setViewportSize(PHONE);
  await organiser.goto('/demo-expo/manage/registration');
  await hydrated(organiser);
  const zara = organiser.getByTestId('registrant-row').filter({ hasText: 'Zara Student' });
  // The table's photos load lazily: bring her row on screen.
  await zara.scrollIntoViewIfNeeded();
  await expect(zara.getByTestId('registrant-photo')).toHaveAttribute('alt', 'Photo of Zara Student');
  await expect
    .poll(() =>
      zara.getByTestId('registrant-photo').evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await shoot(organiser, 'registrants-photos');
});
