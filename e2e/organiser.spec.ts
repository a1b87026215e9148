import { apiLogin } from './support/api';
import { newestMail } from './support/outbox';
import { submitProjectViaApi } from './support/projects';
import { logIn, sessionInfo } from './support/session';
import { expect, test } from './support/test';

test('a new user creates and publishes an event, participants submit, the organiser approves and awards, the gallery shows the winner first', async ({
  page,
  request,
}) => {
  // A brand-new account, verified with the code from the outbox.
  const userName = `org${Date.now() % 1_000_000}`;
  const email = `${userName}@example.test`;
  const signup = await request.post('/api-v2/auth/signup', {
    data: { user_name: userName, email, password: 'Organise42x', first_name: 'Nia', last_name: 'Organiser' },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const code = /\b(\d{6})\b/.exec(await newestMail(request, email))?.[1];
  await request.post('/api-v2/auth/verifyaccount', {
    data: { usernameOrEmail: email, verificationCode: code },
  });
  await logIn(page, userName, 'Organise42x');

  // Create the event from the console and publish it.
  const name = `Robot Rally ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Events I run' }).click();
  await expect(page.getByRole('heading', { name: 'Your events' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await expect(page.getByText(/^Free: /)).toBeVisible();
  await page.getByRole('button', { name: 'Create the event' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const slug = new URL(page.url()).pathname.split('/')[1]!;
  // Working in another event than the one the session was issued for forces a refresh for it.
  await expect.poll(async () => (await sessionInfo(page.context()))?.iss).toBe(slug);
  await expect(page.getByTestId('event-status')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Publish the event' }).click();
  await expect(page.getByTestId('event-status')).toHaveText('Published');

  // Define an award.
  await page
    .getByRole('navigation', { name: 'Organiser console' })
    .getByRole('link', { name: 'Awards' })
    .click();
  await page.getByRole('button', { name: 'Add the first award' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Best Robot');
  await page.getByLabel('Rank (higher wins)').fill('5');
  await page.getByRole('button', { name: 'Add award' }).click();
  await expect(page.getByTestId('collection-awards')).toContainText('Best Robot');
  // The live preview sits beside the event details it previews: the public page as a visitor sees it.
  await page
    .getByRole('navigation', { name: 'Organiser console' })
    .getByRole('link', { name: 'Event details' })
    .click();
  await expect(
    page.frameLocator('.live-preview iframe').getByRole('heading', { name }).first(),
  ).toBeVisible();

  // Two participants submit projects.
  const event = (await (await request.get(`/api-v2/partners/events/${slug}`)).json()) as { id: number };
  await submitProjectViaApi(request, await apiLogin(request, 'grace'), event.id, 'Line Follower');
  await submitProjectViaApi(request, await apiLogin(request, 'ada'), event.id, 'Stair Climber');

  // Approve both from the review queue.
  await page
    .getByRole('navigation', { name: 'Organiser console' })
    .getByRole('link', { name: 'Review queue' })
    .click();
  const queue = page.getByTestId('review-queue');
  await expect(queue.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Select Line Follower').check();
  await page.getByLabel('Select Stair Climber').check();
  await page.getByLabel('Message to the teams (optional)').fill('Welcome to the rally!');
  await page.getByRole('button', { name: 'Approve', exact: true }).first().click();
  await expect(page.getByText('No projects with this status.')).toBeVisible();

  // Give the award to one of them and publish awards.
  await page
    .getByRole('navigation', { name: 'Organiser console' })
    .getByRole('link', { name: 'Awards' })
    .click();
  await page.getByTestId('award-select').selectOption({ label: 'Best Robot' });
  await page.getByTestId('award-project-picker').getByRole('radio', { name: 'Stair Climber' }).check();
  await page.getByRole('button', { name: 'Give award' }).click();
  await expect(page.getByText('Award given', { exact: true })).toBeVisible();
  await page.getByTestId('publish-awards').click();
  await expect(page.getByTestId('publish-awards')).toHaveText('Hide awards');

  // The public gallery lists the winner first, with its badge; the winners page names it.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/${slug}/projects`);
  const first = visitor.getByTestId('project-card').first();
  await expect(first).toContainText('Stair Climber');
  await expect(first).toContainText('Best Robot');
  await expect(visitor.getByTestId('project-card')).toHaveCount(2);
  await visitor.goto(`/${slug}/winners`);
  await expect(visitor.getByTestId('winner-award')).toContainText('Stair Climber');
  await visitor.close();

  // Teams heard the decision with the organiser's message.
  expect(await newestMail(request, 'ada@demo.showcase.test')).toContain('Welcome to the rally!');
});
