import { apiLogin, createEvent } from './support/api';
import { newestMail } from './support/outbox';
import { logIn } from './support/session';
import { expect, test } from './support/test';

test('an organiser invites a member, who becomes staff only by accepting the mailed link', async ({
  page,
  request,
}) => {
  const organiser = await apiLogin(request, 'organiser');
  const name = `Kite Day ${Date.now() % 100000}`;
  const event = await createEvent(request, organiser, { name, slug: `kite-${Date.now() % 1_000_000}` });

  // The invitation is pending: alan is not staff yet.
  const invited = await request.post(`/api-v2/partners/events/${event.id}/members`, {
    headers: organiser,
    data: { email: 'alan@demo.showcase.test', role: 'ss_event_editor' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const mail = await newestMail(request, 'alan@demo.showcase.test', /manage\/invitation/);
  const link = /(https?:\/\/\S+\/manage\/invitation\?token=[\w-]+)/.exec(mail)?.[1] ?? '';
  expect(link).not.toBe('');

  // The link asks for a login first, then for a yes.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await logIn(page, 'alan');
  await page.goto(new URL(link).pathname + new URL(link).search);
  const card = page.getByTestId('staff-invitation');
  await expect(card.getByRole('heading', { name: `Help run ${name}` })).toBeVisible();
  await expect(card).toContainText('organiser invited you to help run');
  await expect(card).toContainText('Editor');
  await card.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByText(`You now help run ${name}`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/manage$`));
  await expect(page.getByRole('navigation', { name: 'Organiser console' })).toBeVisible();

  // The link is spent.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('This invitation is invalid or has expired')).toBeVisible();
});
