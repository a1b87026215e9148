import { apiLogin, createEvent } from './support/api';
import { newestMail } from './support/outbox';
import { logIn } from './support/session';
import { expect, test } from './support/test';

const csvOf = (rows: string[][]) =>
  `${rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`;

test('an organiser imports a Devpost CSV: the dry run shows each row and its errors, the import creates the drafts', async ({
  page,
  request,
}) => {
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `Import Jam ${stamp}`,
    slug: `import-jam-${stamp}`,
  });
  const teammate = `teammate-${stamp}@example.test`;
  const csv = csvOf([
    [
      'Project Title',
      'Submission Url',
      'About The Project',
      'Try it out Links',
      'Built With',
      'Submitter Email',
    ],
    [
      'Solar Kettle',
      'https://devpost.com/software/solar-kettle',
      '## Inspiration\nCold tea on camping trips.',
      'https://kettle.example.com',
      'arduino, solar',
      teammate,
    ],
    ['', '', 'No title here', 'not a link', '', 'not-an-email'],
    ['Rain Radar', '', 'Predicts rain for farmers.', '', '', ''],
  ]);

  await logIn(page, 'organiser');
  await page.goto(`/${event.slug}/manage`);
  await page
    .getByRole('navigation', { name: 'Organiser console' })
    .getByRole('link', { name: 'Import & export' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import & export' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Devpost projects' })).toBeChecked();

  await page.getByTestId('import-file').setInputFiles({
    name: 'devpost-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const report = page.getByTestId('import-report');
  await expect(report.getByRole('heading', { name: 'Dry run: what the import will do' })).toBeVisible();
  await expect(page.getByTestId('import-created')).toHaveText('2');
  await expect(page.getByTestId('import-skipped')).toHaveText('1');
  const rows = page.getByTestId('import-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Solar Kettle');
  await expect(rows.nth(0)).toContainText(`Invites ${teammate}`);
  await expect(rows.nth(1)).toContainText('Skip');
  await expect(rows.nth(1)).toContainText('Project Title: This column must not be empty');
  await expect(rows.nth(1)).toContainText(
    'Submitter Email: Please enter a valid email address: not-an-email',
  );
  await expect(rows.nth(1)).toContainText('Try it out Links: Please enter a valid URL');

  // Nothing is saved by the dry run.
  const before = await request.get(`/api-v2/projects?eventId=${event.id}&submissionStatus=DRAFT`, {
    headers: organiser,
  });
  expect((await before.json()).projects).toEqual([]);

  await page.getByTestId('import-run').click();
  await expect(report.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(page.getByTestId('import-created')).toHaveText('2');
  expect(await newestMail(request, teammate, /accept-participants-invitation/)).toContain('Solar Kettle');

  await page.getByRole('link', { name: 'See the imported drafts' }).click();
  await expect(page).toHaveURL(/\/manage\/review\?status=DRAFT/);
  await expect(page.getByText('Solar Kettle')).toBeVisible();
  await expect(page.getByText('Rain Radar')).toBeVisible();
});

test('participants imported from a CSV take part once they accept the mailed invitation', async ({
  page,
  request,
}) => {
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const name = `Import Fair ${stamp}`;
  const event = await createEvent(request, organiser, {
    name,
    slug: `import-fair-${stamp}`,
    status: 'Published',
  });
  const imported = await request.post(`/api-v2/partners/events/${event.id}/import`, {
    headers: organiser,
    data: { kind: 'participants', csv: 'Email\nalan@demo.showcase.test\n', dryRun: false },
  });
  expect(await imported.json()).toMatchObject({ created: 1, invitations: 1 });
  const mail = await newestMail(
    request,
    'alan@demo.showcase.test',
    new RegExp(`${event.slug}/manage/invitation`),
  );
  const link = new URL(/(https?:\/\/\S+\/manage\/invitation\?token=[\w-]+)/.exec(mail)![1]!);

  await logIn(page, 'alan');
  await page.goto(link.pathname + link.search);
  const card = page.getByTestId('staff-invitation');
  await expect(card.getByRole('heading', { name: `Take part in ${name}` })).toBeVisible();
  await card.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByText(`You now take part in ${name}`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${event.slug}$`));
});

test('an organiser moves an event with its JSON file: the dry run counts what comes, the import makes a new event', async ({
  page,
  request,
}) => {
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const source = await createEvent(request, organiser, {
    name: `Old Fair ${stamp}`,
    slug: `old-fair-${stamp}`,
  });
  const seeded = await request.post(`/api-v2/partners/events/${source.id}/import`, {
    headers: organiser,
    data: { kind: 'devpost', csv: 'Project Title,Tagline\nWind Mill,Power for the village\n', dryRun: false },
  });
  expect(await seeded.json()).toMatchObject({ created: 1 });
  const file = await request.get(`/api-v2/partners/events/${source.id}/export.json`, { headers: organiser });
  expect(file.ok()).toBe(true);

  await logIn(page, 'organiser');
  await page.goto(`/${source.slug}/manage/imports`);
  await page.getByRole('radio', { name: 'Whole event (JSON)' }).check();
  // The file's own address is taken (by the event it came from): the answer says so, and a new one fixes it.
  await page.getByTestId('import-file').setInputFiles({
    name: 'event.json',
    mimeType: 'application/json',
    buffer: await file.body(),
  });
  await expect(page.getByText('This address is already taken')).toBeVisible();
  await page.getByLabel('Address of the new event').fill(`new-fair-${stamp}`);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('import-created')).toHaveText('1');
  await expect(page.getByTestId('import-row')).toContainText('Wind Mill');
  await page.getByTestId('import-run').click();
  await expect(
    page.getByTestId('import-report').getByRole('heading', { name: 'Import finished' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open the new event' }).click();
  await expect(page).toHaveURL(new RegExp(`/new-fair-${stamp}/manage$`));
  await expect(page.getByRole('heading', { level: 1, name: `Old Fair ${stamp}` })).toBeVisible();
});
