import { newestMail } from './support/outbox';
import { PDF, PNG } from './support/projects';
import { logIn } from './support/session';
import { expect, test } from './support/test';

test('a participant builds a project with a teammate, submits it, the organiser approves it and visitors like it', async ({
  page,
  browser,
  request,
}) => {
  // The longest journey (two people, an organiser and a visitor): it needs more than the default 30 s
  // when the machine is busy.
  test.slow();
  const title = `Tide Watcher ${Date.now() % 100000}`;
  await logIn(page, 'ada');

  // Create and fill in the project.
  await page.goto('/demo/profile/my-projects');
  await page.getByTestId('new-project').click();
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill('Buoys that report tide levels to the harbour.\n\nSolar powered.');
  await page.getByTestId('save-project').click();
  await expect(page).toHaveURL(/\/demo\/profile\/my-projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Submitting too early explains what is missing.
  await page.getByTestId('submit-project').click();
  await expect(page.getByTestId('submit-problems')).toContainText('Add a cover image.');
  await page.keyboard.press('Escape');

  // Upload a cover image and a document, each with its progress bar.
  await expect(page.getByText('Drag and drop or upload one file, image or video')).toBeVisible();
  await page
    .getByTestId('dropzone-image')
    .locator('input[type=file]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('project-image')).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
  await page
    .getByTestId('dropzone-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('project-files')).toContainText('plan.pdf');
  // Once uploaded, the file is listed where it lives, not a second time under the drop zone.
  await expect(page.getByText('plan.pdf', { exact: true })).toHaveCount(1);
  // A file that is not what it claims gets its own error.
  await page
    .getByTestId('dropzone-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'evil.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<script>') });
  await expect(page.getByText('Please upload a valid file')).toBeVisible();

  // Invite a teammate by e-mail; they create an account from the mailed link.
  const email = `mate${Date.now() % 1000000}@example.test`;
  await page.getByRole('button', { name: 'Team' }).click();
  await page.getByLabel('Search by').selectOption('EMAIL');
  await page.getByTestId('team-search').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('pending-invitations')).toContainText(email);
  await page.keyboard.press('Escape');

  const link =
    /https?:\/\/\S+accept-participants-invitation\S+/.exec(await newestMail(request, email))?.[0] ?? '';
  expect(link).not.toBe('');
  const teammate = await browser.newPage();
  const url = new URL(link);
  await teammate.goto(url.pathname + url.search);
  await expect(teammate.getByTestId('invitation')).toContainText(title);
  await teammate.getByRole('link', { name: 'Create your account and join' }).click();
  await teammate.getByRole('button', { name: 'Join the team' }).click();
  await expect(teammate.getByText('Please enter your first name')).toBeVisible();
  await teammate.getByLabel('First name').fill('Mia');
  await teammate.getByLabel('Last name').fill('Mate');
  await teammate.getByLabel('User name').fill(`mia${Date.now() % 100000}`);
  await teammate.getByLabel('Password', { exact: true }).fill('weak');
  await teammate.getByLabel('Confirm the password').fill('weak');
  await teammate.getByRole('button', { name: 'Join the team' }).click();
  await expect(teammate.getByText('Password must be at least 6 characters')).toBeVisible();
  await teammate.getByLabel('Password', { exact: true }).fill('Harbour42');
  await teammate.getByLabel('Confirm the password').fill('Harbour42');
  await teammate.getByRole('button', { name: 'Join the team' }).click();
  await expect(teammate.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(teammate.getByRole('button', { name: 'Account menu' })).toContainText('Mia Mate');
  await teammate.close();

  // Submit.
  await page.reload();
  await page.getByTestId('submit-project').click();
  await page.getByTestId('confirm-submit').click();
  await expect(page.getByTestId('status-badge').first()).toHaveText('Submitted');
  const projectPath = new URL(page.url()).pathname.replace(/profile\/my-projects\/(\d+)$/, 'project/$1');

  // The organiser approves it from the project page.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await logIn(page, 'organiser');
  await page.goto(projectPath);
  await page.getByTestId('review-panel').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('review-panel').getByTestId('status-badge')).toHaveText('Approved');

  // It is public now, and a visitor's like counts once.
  await page.goto('/demo/projects');
  await expect(page.getByTestId('project-card').filter({ hasText: title })).toBeVisible();
  await page.goto(projectPath);
  await expect(page.getByTestId('like-count')).toHaveText('0 likes');
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText('1 like');
  await page.reload();
  await expect(page.getByTestId('like-count')).toHaveText('1 like');
  await expect(page.getByRole('link', { name: 'plan.pdf' })).toBeVisible();
});
