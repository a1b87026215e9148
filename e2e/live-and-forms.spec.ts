import { expect, type Page, test } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { onPhone, shootBothWidths } from './support/devices';

const HOUR = 60 * 60 * 1000;

test('the event home plays the stream on air with its schedule, and a project shows its answers to the event’s own fields', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const shot = (page: Page, name: string) => shootBothWidths(page, testInfo, name, true);

  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `Stream Fair ${stamp}`,
    slug: `stream-fair-${stamp}`,
    status: 'Published',
  });
  const streams = `/api-v2/partners/events/${event.id}/live-streams`;
  for (const [title, url, start] of [
    ['Opening ceremony', 'https://vimeo.com/76979871', -HOUR],
    ['Finals', 'https://www.twitch.tv/showcase_finals', 3 * HOUR],
  ] as const) {
    const added = await request.post(streams, {
      headers: organiser,
      data: {
        title,
        url,
        startsAt: new Date(Date.now() + start).toISOString(),
        endsAt: new Date(Date.now() + start + 2 * HOUR).toISOString(),
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const field = await request.post(`/api-v2/partners/events/${event.id}/submission-fields`, {
    headers: organiser,
    data: { type: 'built_with', label: 'Built with', isPublic: true, required: true },
  });
  expect(field.ok(), await field.text()).toBe(true);

  const ada = await apiLogin(request, 'ada');
  const draft = await request.post('/api-v2/projects', {
    headers: ada,
    data: { eventId: event.id, title: 'Line Follower' },
  });
  expect(draft.ok(), await draft.text()).toBe(true);
  const project = await draft.json();
  const answered = await request.put(`/api-v2/projects/${project.id}/answers`, {
    headers: ada,
    data: { answers: { [(await field.json()).id]: ['Arduino', 'TypeScript'] } },
  });
  expect(answered.ok(), await answered.text()).toBe(true);

  const page = await onPhone(browser, 'ada');
  await page.goto(`/${event.slug}`);
  const live = page.getByTestId('live-now');
  await expect(live).toContainText('Opening ceremony');
  await expect(live.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  await expect(page.getByTestId('live-schedule')).toContainText('Finals');
  await shot(page, 'event-home-live');

  await page.goto(`/${event.slug}/project/${project.slug}`);
  const answers = page.getByTestId('project-answers');
  await expect(answers).toContainText('Built with');
  await expect(answers).toContainText('Arduino');
  await shot(page, 'project-answers');
});
