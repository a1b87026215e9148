import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { onPhone, shootBothWidths } from './support/devices';
import { draftProjectViaApi, PDF } from './support/projects';
import { expect, test } from './support/test';

const HOUR = 60 * 60 * 1000;

/** A moment as a datetime-local input's value, in the browser's (and this machine's) time zone. */
const localInput = (at: number) => {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** A published event of the demo organiser, named and addressed uniquely for this run. */
async function publishedEventOfOrganiser(request: APIRequestContext, name: string, slug: string) {
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `${name} ${stamp}`,
    slug: `${slug}-${stamp}`,
    status: 'Published',
  });
  return { organiser, event };
}

test('the event home plays the stream on air with its schedule, and a project shows its answers to the event’s own fields', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const shot = (page: Page, name: string) => shootBothWidths(page, testInfo, name, true);
  const { organiser, event } = await publishedEventOfOrganiser(request, 'Stream Fair', 'stream-fair');
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
  const project = await draftProjectViaApi(request, ada, event.id, 'Line Follower');
  const answered = await request.put(`/api-v2/projects/${project.id}/answers`, {
    headers: ada,
    data: { answers: { [(await field.json()).id]: ['Arduino', 'TypeScript'] } },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  for (const [who, submissionStatus] of [
    [ada, 'SUBMITTED'],
    [organiser, 'APPROVED'],
  ] as const) {
    const status = await request.patch(`/api-v2/projects/${project.id}/updateProjectStatuses`, {
      headers: who,
      data: { submissionStatus },
    });
    expect(status.ok(), await status.text()).toBe(true);
  }

  // In the console the organiser renames the finals and gives the project a live demo slot.
  const console = await onPhone(browser, 'organiser');
  await console.goto(`/${event.slug}/manage/live`);
  await console
    .getByTestId('live-stream')
    .filter({ hasText: 'Finals' })
    .getByRole('button', { name: 'Edit' })
    .click();
  const streamForm = console.getByTestId('stream-form');
  await expect(streamForm.getByLabel('Stream address')).toHaveValue('https://www.twitch.tv/showcase_finals');
  await streamForm.getByLabel('Title').fill('Grand finals');
  await streamForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(console.getByTestId('live-stream').filter({ hasText: 'Grand finals' })).toBeVisible();
  const slotForm = console.getByTestId('demo-slot-form');
  await slotForm.getByLabel('Project').selectOption({ label: 'Line Follower' });
  await slotForm.getByLabel('Starts').fill(localInput(Date.now() + HOUR));
  await slotForm.getByLabel('Ends').fill(localInput(Date.now() + 2 * HOUR));
  await slotForm.getByRole('button', { name: 'Save the slot' }).click();
  await expect(console.getByTestId('demo-slot')).toContainText('Line Follower');
  await shot(console, 'console-live-streams');

  const page = await onPhone(browser, 'ada');
  await page.goto(`/${event.slug}`);
  const live = page.getByTestId('live-now');
  await expect(live).toContainText('Opening ceremony');
  await expect(live.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  await expect(page.getByTestId('live-schedule')).toContainText('Grand finals');
  await expect(page.getByTestId('live-schedule')).toContainText('Line Follower');
  await shot(page, 'event-home-live');

  await page.goto(`/${event.slug}/project/${project.slug}`);
  const tags = page.getByTestId('built-with');
  await expect(tags).toContainText('Built with');
  await expect(tags.getByRole('link', { name: 'Projects built with Arduino' })).toBeVisible();
  await shot(page, 'project-answers');
});

test('an organiser adds a required field, a team on a phone is told to answer it before submitting, visitors read the public answer', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const shot = (page: Page, name: string) => shootBothWidths(page, testInfo, name, true);
  const { organiser, event } = await publishedEventOfOrganiser(request, 'Form Fair', 'form-fair');
  // Submissions and the showcase are open.
  for (const timelineType of [2, 3]) {
    const timeline = await request.post(`/api-v2/partners/events/${event.id}/timelines`, {
      headers: organiser,
      data: {
        timelineType,
        startAt: new Date(Date.now() - HOUR).toISOString(),
        endAt: new Date(Date.now() + 5 * HOUR).toISOString(),
      },
    });
    expect(timeline.ok(), await timeline.text()).toBe(true);
  }
  // A field only organisers read, so the project page can be seen to leave it out.
  const notes = await request.post(`/api-v2/partners/events/${event.id}/submission-fields`, {
    headers: organiser,
    data: { type: 'short_text', label: 'Budget notes', position: 5 },
  });
  expect(notes.ok(), await notes.text()).toBe(true);
  const poster = await request.post(`/api-v2/partners/events/${event.id}/submission-fields`, {
    headers: organiser,
    data: { type: 'file', label: 'Poster', isPublic: true, position: 6 },
  });
  expect(poster.ok(), await poster.text()).toBe(true);

  // The organiser adds a required, public single-choice field in the console.
  const console = await onPhone(browser, 'organiser');
  await console.goto(`/${event.slug}/manage/form`);
  await expect(console.getByTestId('submission-field')).toHaveCount(2);
  const editor = console.getByTestId('field-editor');
  await editor.getByLabel('Type').selectOption('single_choice');
  await editor.getByLabel('Question').fill('Track');
  await editor.getByLabel('Help text').fill('Where does your project fit best?');
  await editor.getByLabel('Options, one per line').fill('Health\nClimate\nSpace');
  await editor.getByLabel(/^Required/).check();
  await editor.getByLabel(/^Public/).check();
  await editor.getByTestId('save-field').click();
  await expect(console.getByTestId('submission-field')).toHaveCount(3);
  // Moved above the budget notes and the poster.
  await console.getByRole('button', { name: 'Move “Track” up' }).click();
  await expect(console.getByTestId('submission-field').nth(1)).toContainText('Track');
  await console.getByRole('button', { name: 'Move “Track” up' }).click();
  await expect(console.getByTestId('submission-field').first()).toContainText('Track');
  await shot(console, 'console-submission-form');

  // Ada, on a phone, submits without answering: the field says it is required.
  const ada = await apiLogin(request, 'ada');
  const project = await draftProjectViaApi(request, ada, event.id, 'Heat Map');
  const page = await onPhone(browser, 'ada');
  await page.goto(`/${event.slug}/profile/my-projects/${project.id}`);
  const fields = page.getByTestId('custom-fields');
  await expect(fields).toContainText('Where does your project fit best?');
  await page.getByTestId('submit-project').click();
  await page.getByTestId('confirm-submit').click();
  await expect(page.getByRole('dialog')).toContainText('Track is required');
  await page.keyboard.press('Escape');
  const track = fields.getByRole('group', { name: /Track/ });
  await expect(track).toContainText('This field is required before you submit.');
  await shot(page, 'editor-required-field');

  await track.getByLabel('Climate').check();
  await fields.getByLabel('Budget notes').fill('Two sensors, 30 EUR');
  await fields
    .getByTestId('dropzone-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'poster.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(fields.getByRole('link', { name: 'Open the file' })).toHaveAttribute(
    'href',
    /^\/uploads\/.+\.pdf$/,
  );
  await page.getByTestId('save-answers').click();
  await expect(track).not.toContainText('This field is required');
  await page.getByTestId('submit-project').click();
  await page.getByTestId('confirm-submit').click();
  await expect(page.getByTestId('status-badge').first()).toHaveText('Submitted');

  // The organiser reads every answer in the review queue, and approves.
  await console.goto(`/${event.slug}/manage/review`);
  const answers = console.getByTestId('review-answers');
  await answers.getByText('3 answers to the submission form').click();
  await expect(answers).toContainText('Climate');
  await expect(answers).toContainText('Two sensors, 30 EUR');
  await console.getByRole('button', { name: /^Approve “/ }).click();
  await expect(console.getByText('No projects with this status.')).toBeVisible();

  // A visitor sees the public answer only.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto(`/${event.slug}/project/${project.slug}`);
  const shown = visitor.getByTestId('project-answers');
  await expect(shown).toContainText('Track');
  await expect(shown).toContainText('Climate');
  await expect(shown).not.toContainText('Budget notes');
  await expect(shown.getByRole('link', { name: 'Open the file' })).toHaveAttribute('href', /\.pdf$/);
});
