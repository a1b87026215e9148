import type { Page } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { onPhone, shootBothWidths } from './support/devices';
import { newestMail } from './support/outbox';
import { expect, test } from './support/test';

const MINUTE = 60 * 1000;

test('an organiser announces to participants, a draft team is reminded before the deadline, a participant asks for help and gets an answer by e-mail', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const shot = (page: Page, name: string) => shootBothWidths(page, testInfo, name);

  // An event whose submissions close in half an hour; Ada's project there is still a draft.
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `Robot Fair ${stamp}`,
    slug: `robot-fair-${stamp}`,
    status: 'Published',
  });
  const timeline = await request.post(`/api-v2/partners/events/${event.id}/timelines`, {
    headers: organiser,
    data: {
      timelineType: 2,
      startAt: new Date(Date.now() - 60 * MINUTE).toISOString(),
      endAt: new Date(Date.now() + 30 * MINUTE).toISOString(),
    },
  });
  expect(timeline.ok(), await timeline.text()).toBe(true);
  const ada = await apiLogin(request, 'ada');
  const draft = await request.post('/api-v2/projects', {
    headers: ada,
    data: { eventId: event.id, title: 'Line Follower' },
  });
  expect(draft.ok(), await draft.text()).toBe(true);

  // The organiser announces lunch to the participants, on a phone.
  const console = await onPhone(browser, 'organiser');
  await console.goto(`/${event.slug}/manage/announcements`);
  await expect(console.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await console.getByLabel('Participants').check();
  await console.getByLabel('Title').fill('Lunch is served');
  await console.getByLabel('Message').fill('Pizza in the main hall until 13:00.');
  await console.getByRole('button', { name: 'Send announcement' }).click();
  await expect(console.getByText('Announcement sent.', { exact: true })).toBeVisible();
  await expect(console.locator('.announcement-list')).toContainText('Lunch is served');
  await expect(console.locator('.announcement-list')).toContainText('1 recipient');

  // Ada's bell shows the announcement and the one-hour reminder; both also came by e-mail.
  const participant = await onPhone(browser, 'ada');
  await participant.goto(`/${event.slug}`);
  const bell = participant.getByRole('button', { name: 'Notifications: 2 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const menu = participant.getByRole('menu');
  await expect(menu).toContainText('Lunch is served');
  await expect(menu).toContainText('Pizza in the main hall until 13:00.');
  await expect(menu).toContainText('Submissions close in 1 hour');
  await shot(participant, 'bell');
  await expect(await newestMail(request, 'ada@demo.showcase.test', /Pizza in the main hall/)).toContain(
    'Lunch is served',
  );
  await participant.getByRole('menuitem', { name: /Mark all read/ }).click();
  await expect(participant.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Ada asks the organisers for help from the project list.
  await participant.goto(`/${event.slug}/projects`);
  await participant.getByRole('button', { name: 'Contact the organisers' }).click();
  const modal = participant.getByRole('dialog', { name: 'Contact the organisers' });
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByText('Please give your message a subject.')).toBeVisible();
  await modal.getByLabel('Subject').fill('Video upload stops');
  await modal.getByLabel('Your message').fill('My demo video stops uploading at 90%.');
  await shot(participant, 'support-modal');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(
    participant.getByText('Your message was sent to the organisers.', { exact: true }),
  ).toBeVisible();

  // The organiser answers from the support inbox; the answer reaches Ada by e-mail.
  await console.goto(`/${event.slug}/manage/support`);
  const message = console.getByTestId('support-message').filter({ hasText: 'Video upload stops' });
  await expect(message).toContainText('My demo video stops uploading at 90%.');
  await expect(message).toContainText(`/${event.slug}/projects`);
  await expect(message).toContainText('Open');
  // Organisers have the bell and the support button in the header bar too, also on a phone.
  await expect(console.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await shot(console, 'support-inbox');
  await message.getByLabel('Your answer').fill('Please try a file under 25 MB.');
  await message.getByRole('button', { name: 'Send answer by e-mail' }).click();
  await expect(message).toContainText('Answered');
  await expect(await newestMail(request, 'ada@demo.showcase.test', /under 25 MB/)).toContain(
    'My demo video stops uploading at 90%.',
  );
});
