import { apiLogin, createEvent } from './support/api';
import { expect, test } from './support/test';

const unique = () => Date.now().toString(36);

test('a partner previews a draft event and exits to the under-construction page', async ({
  page,
  request,
}) => {
  const organiser = await apiLogin(request, 'organiser');
  const event = await createEvent(request, organiser, { name: 'Secret Expo', slug: `draft-${unique()}` });
  const created = await request.post(`/api-v2/partners/events/${event.slug}/preview-tokens`, {
    headers: organiser,
    data: {},
  });
  const { link } = (await created.json()) as { link: string };

  await page.goto(`/${event.slug}`);
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/under-contruction$`));

  await page.goto(link);
  await expect(page.getByTestId('preview-bar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Secret Expo' }).first()).toBeVisible();
  // The token is remembered: other pages of the event stay in preview.
  await page.goto(`/${event.slug}/projects`);
  await expect(page.getByTestId('preview-bar')).toBeVisible();

  await page.getByRole('button', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/under-contruction$`));
  await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
});

test('a wrong preview token ends on the under-construction page', async ({ page, request }) => {
  const organiser = await apiLogin(request, 'organiser');
  const event = await createEvent(request, organiser, { name: 'Draft Two', slug: `draft2-${unique()}` });
  await page.goto(`/${event.slug}?previewToken=forged`);
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/under-contruction$`));
});

test('an anonymous visitor of a private event is sent to log in; a stranger sees the private page', async ({
  page,
  request,
}) => {
  const organiser = await apiLogin(request, 'organiser');
  const event = await createEvent(request, organiser, {
    name: 'Members Only',
    slug: `private-${unique()}`,
    status: 'Published',
    privacy: 'PRIVATE',
  });
  await page.goto(`/${event.slug}/projects`);
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/login\\?returnUrl=%2F${event.slug}%2Fprojects`));

  await page.getByLabel('User name or e-mail').fill('grace');
  await page.getByLabel('Password', { exact: true }).fill('Showcase1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/private-event$`));
  await expect(page.getByRole('heading', { name: 'Private event' })).toBeVisible();
});

test('a wrong access code is refused and the right one lets the visitor in', async ({ page, request }) => {
  const organiser = await apiLogin(request, 'organiser');
  const event = await createEvent(request, organiser, {
    name: 'Coded Fair',
    slug: `coded-${unique()}`,
    status: 'Published',
  });
  const set = await request.put(`/api-v2/partners/events/${event.slug}/access-code`, {
    headers: organiser,
    data: { code: 'TIDE-2026' },
  });
  expect(set.ok()).toBe(true);

  await page.goto(`/${event.slug}/projects`);
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/access\\?returnUrl=`));
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByText('Please enter the access code')).toBeVisible();
  await page.getByLabel('Access code').fill('WRONG');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByText('Wrong access code. Check it and try again.')).toBeVisible();
  await page.getByLabel('Access code').fill('TIDE-2026');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/projects$`));
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

  // The pass is kept on this device until it is reset.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/projects$`));
  await page.goto(`/${event.slug}/access`);
  await page.getByRole('button', { name: 'Forget the code' }).click();
  await page.goto(`/${event.slug}`);
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/access`));
});
