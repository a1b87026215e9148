import type { Page } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { collectConsoleErrors } from './support/console';
import { DESKTOP, onPhone, PHONE } from './support/devices';
import { draftProjectViaApi } from './support/projects';
import { hydrated } from './support/ready';
import { expect, test } from './support/test';

/**
 * The team finder on phones: a person posts a card, sees the team that needs their skills and asks to
 * join; the team's owner sees the request and the suggestion on the board, accepts, and the person is
 * on the team. Runs in an event of its own so the demo's teams stay as they are.
 */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

async function shoot(page: Page, name: string, testInfo: { outputPath(name: string): string }) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((dark) => {
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    }, theme === 'dark');
    for (const [label, size] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${label} px`,
      ).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${label}-${theme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize(PHONE);
}

test('a person posts a card and asks to join; the owner accepts and the person is on the team', async ({
  browser,
  request,
}, testInfo) => {
  const organiser = await apiLogin(request, 'organiser');
  const slug = `teams-${unique()}`;
  const event = await createEvent(request, organiser, { name: 'Team Night', slug, status: 'Published' });
  const on = await request.put(`/api-v2/events/${slug}/team-finder/settings`, {
    headers: organiser,
    data: { enabled: true, publicListing: false },
  });
  expect(on.ok(), await on.text()).toBe(true);
  const ada = await apiLogin(request, 'ada');
  const project = await draftProjectViaApi(request, ada, event.id, 'Rain Radar');
  const marked = await request.put(`/api-v2/project/${project.id}/team-finder`, {
    headers: ada,
    data: { skills: ['electronics', 'video editing'], note: 'We build a rain gauge that tweets.' },
  });
  expect(marked.ok(), await marked.text()).toBe(true);

  // The person: the board's link is in the event's menu; they post a card with two skills.
  const person = await onPhone(browser, 'grace');
  const personErrors = collectConsoleErrors(person);
  await person.goto(`/${slug}`);
  await hydrated(person);
  await person.getByRole('button', { name: 'Open menu' }).click();
  await person
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Teams' })
    .click();
  await expect(person).toHaveURL(new RegExp(`/${slug}/teams$`));
  await expect(person.getByRole('heading', { level: 1, name: 'Find a team' })).toBeVisible();
  await person.getByTestId('post-card').click();
  const skill = person.getByTestId('card-skill-input');
  await skill.fill('Electronics');
  await skill.press('Enter');
  await skill.fill('soldering');
  await skill.press('Enter');
  await person.getByLabel('About you').fill('I can wire anything with a battery.');
  await shoot(person, 'team-finder-card-form', testInfo);
  await person.getByTestId('card-save').click();
  await expect(person.getByTestId('my-card')).toContainText('Your card is on the board.');

  // The team that needs electronics is suggested to them; they ask to join with a message.
  const suggested = person.getByTestId('team-suggestions').getByTestId('opening-card');
  await expect(suggested).toContainText('Rain Radar');
  await expect(suggested.locator('.tag.matched')).toHaveText('electronics');
  await suggested.getByTestId('ask-to-join').click();
  await person.getByLabel('Message to the team').fill('I have built two weather stations.');
  await person.getByTestId('send-request').click();
  await expect(person.getByTestId('join-request')).toContainText('Waiting');
  await shoot(person, 'team-finder-board', testInfo);

  // The owner: the request and the suggestion are on their team's panel; accepting adds the person.
  const owner = await onPhone(browser, 'ada');
  const ownerErrors = collectConsoleErrors(owner);
  await owner.goto(`/${slug}/teams`);
  const panel = owner.getByTestId('team-panel');
  await expect(panel).toContainText('Rain Radar');
  await expect(panel.getByTestId('people-suggestions').getByTestId('person-card')).toContainText(
    'Grace Hopper',
  );
  await expect(panel.getByTestId('join-request')).toContainText('I have built two weather stations.');
  await shoot(owner, 'team-finder-owner', testInfo);
  await panel.getByTestId('accept-request').click();
  await expect(panel.getByTestId('join-request')).toHaveCount(0);

  const team = await request.get(`/api-v2/project/${project.id}/teams?includes=user`, { headers: ada });
  const members = ((await team.json()) as { memberships: { user: { userName: string }; role: string }[] })
    .memberships;
  expect(members.filter((m) => m.user.userName === 'grace')).toEqual([
    expect.objectContaining({ role: 'Contributor' }),
  ]);

  await person.reload();
  await expect(person.getByTestId('my-card')).toContainText('You are on a team');
  await expect(person.getByTestId('join-request')).toContainText('Accepted');
  expect(personErrors).toEqual([]);
  expect(ownerErrors).toEqual([]);
});
