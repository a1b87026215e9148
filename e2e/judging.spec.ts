import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { expectUnsettledPlaces } from './support/judging';
import { newestMail } from './support/outbox';
import { submitProjectViaApi } from './support/projects';
import { logIn } from './support/session';
import { expect, test } from './support/test';

/**
 * Judging on phones, from set-up to the winners page: the organiser writes a rubric, creates and opens
 * a round and invites two judges, who accept from the mailed link and score on 390 px pages. One
 * judge's phone loses the network while scoring and, later, the answer to a submission: the scores
 * wait on the phone, arrive when the network returns, and are stored exactly once. The leaderboard
 * shows the order the judges gave, and its winner becomes an award on the winners page.
 */
const PHONE = { width: 390, height: 844 };
/** What both judges think of each project: Impact and Craft, on 1–5. */
const QUALITY: Record<string, [number, number]> = {
  'Tide Clock': [5, 5],
  'Soap Timer': [3, 4],
  'Lamp Post': [1, 2],
};
const TITLES = Object.keys(QUALITY);

/** A phone of its own (a browser context), logged in; the login screen's account menu wants a wide window. */
async function phoneOf(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, userName);
  await page.setViewportSize(PHONE);
  return page;
}

/** A fresh published event with three approved projects and one award, so no other journey's data matters. */
async function eventWithProjects(request: APIRequestContext) {
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const name = `Tide Fair ${stamp}`;
  const event = await createEvent(request, organiser, {
    name,
    slug: `tide-${stamp}`,
    status: 'Published',
  });
  const award = await request.post(`/api-v2/partners/events/${event.id}/awards`, {
    headers: organiser,
    data: { name: 'Best in Show', rank: 10 },
  });
  expect(award.ok(), await award.text()).toBe(true);
  const ids: number[] = [];
  for (const [index, title] of TITLES.entries()) {
    const team = await apiLogin(request, ['ada', 'grace', 'linus'][index]!);
    ids.push(await submitProjectViaApi(request, team, event.id, title));
  }
  const approved = await request.post(`/api-v2/partners/events/${event.id}/review`, {
    headers: organiser,
    data: { projectIds: ids, submissionStatus: 'APPROVED' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { ...event, name, organiser };
}

/** Scores the project on screen as QUALITY says and submits it; returns its title. */
async function scoreCurrent(page: Page): Promise<string> {
  const title =
    (await page.getByTestId('judged-project').getByRole('heading', { level: 2 }).textContent()) ?? '';
  const scores = QUALITY[title];
  expect(scores, `a project of this journey: ${title}`).toBeDefined();
  const criteria = page.getByTestId('criterion');
  await expect(criteria).toHaveCount(2);
  for (const [index, score] of scores!.entries()) {
    await criteria.nth(index).getByText(String(score), { exact: true }).click();
  }
  await page.getByTestId('submit-look').click();
  return title;
}

/** Waits until the judge sees another project than `previous` (or the end of the round). */
async function nextProject(page: Page, previous: string) {
  await expect(
    page.getByTestId('round-done').or(page.getByTestId('judged-project').filter({ hasNotText: previous })),
  ).toBeVisible();
}

test('organiser sets up judging, two judges score on phones through a network cut, results become an award', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const event = await eventWithProjects(request);
  const judgingApi = `/api-v2/partners/events/${event.id}/judging`;

  // The organiser, on a phone too: a rubric, a round, two judges invited.
  const organiser = await phoneOf(browser, 'organiser');
  await organiser.goto(`/${event.slug}/manage/judging?tab=rubric`);
  await organiser.getByRole('button', { name: 'Add a criterion' }).click();
  await organiser.getByRole('button', { name: 'Add a criterion' }).click();
  const criteria = organiser.locator('.criterion');
  await criteria.nth(0).getByLabel('Name').fill('Impact');
  await criteria.nth(0).getByLabel('Weight').fill('2');
  await criteria.nth(1).getByLabel('Name').fill('Craft');
  await organiser.getByRole('button', { name: 'Save the rubric' }).click();
  await expect(organiser.getByText('Rubric saved', { exact: true })).toBeVisible();

  await organiser.getByRole('link', { name: 'Rounds' }).click();
  // The error that shows as the looks field is left for the button must not take the button's click:
  // the submit runs and lands on the first field to fix, the empty name.
  await organiser.getByLabel('Looks per project').fill('25');
  await organiser.getByRole('button', { name: 'Create the round' }).click();
  await expect(organiser.getByTestId('round-name')).toBeFocused();
  await organiser.getByTestId('round-name').fill('Expo');
  await organiser.getByLabel('Looks per project').fill('2');
  await organiser.getByRole('button', { name: 'Create the round' }).click();
  const round = organiser.getByTestId('round');
  await expect(round).toContainText('Expo');
  await expect(round).toContainText('Not opened yet');
  await round.getByRole('button', { name: 'Open for judging' }).click();
  await expect(round.locator('.round-state')).toHaveText('Open');

  await organiser.getByRole('link', { name: 'Judges' }).click();
  await organiser.getByTestId('judge-invitee').fill('judge1');
  await organiser.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(organiser.getByText('Invitation sent to judge1', { exact: true })).toBeVisible();
  await organiser.getByTestId('judge-invitee').fill('judge2@demo.showcase.test');
  await organiser.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(organiser.getByTestId('judge-invitations').getByRole('listitem')).toHaveCount(2);

  // Each judge accepts from the mailed link, on their own phone, and lands on the judge page.
  const judges: Page[] = [];
  for (const name of ['judge1', 'judge2']) {
    const mail = await newestMail(
      request,
      `${name}@demo.showcase.test`,
      new RegExp(`${event.slug}/manage/invitation`),
    );
    const link = new URL(/(https?:\/\/\S+\/manage\/invitation\?token=[\w-]+)/.exec(mail)![1]!);
    const page = await phoneOf(browser, name);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: `Judge at ${event.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(page).toHaveURL(new RegExp(`/${event.slug}/judge$`));
    await expect(page.getByTestId('judged-project')).toBeVisible();
    judges.push(page);
  }
  const [first, second] = judges as [Page, Page];

  // judge1 scores everything with a steady connection.
  let previous = '';
  for (let look = 0; look < 3; look += 1) {
    previous = await scoreCurrent(first);
    await nextProject(first, previous);
  }
  await expect(first.getByTestId('round-done')).toBeVisible();
  await expect(first.getByTestId('sync-status')).toHaveText('Sent');

  // Every submission judge2's phone sends, with its idempotency key.
  const sentKeys: string[] = [];
  second.on('request', (request) => {
    if (/\/judging\/looks\/\d+\/submit$/.test(request.url())) {
      sentKeys.push((request.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    }
  });

  // judge2 loses the network: the score waits on the phone, then goes when the network returns.
  await second.context().setOffline(true);
  previous = await scoreCurrent(second);
  await expect(second.getByTestId('sync-status')).toHaveText('Waiting for connection (1)');
  await expect(second.getByTestId('look-finished')).toContainText(previous);
  await second.context().setOffline(false);
  await nextProject(second, previous);
  await expect(second.getByTestId('sync-status')).toHaveText('Sent');

  // The next submission reaches the server but its answer is lost: the phone sends it again with the
  // same idempotency key, and the server keeps one copy.
  let lostAnswers = 0;
  await second.route('**/judging/looks/*/submit', async (route) => {
    if (lostAnswers > 0) return route.continue();
    lostAnswers += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  previous = await scoreCurrent(second);
  await nextProject(second, previous);
  expect(lostAnswers).toBe(1);
  previous = await scoreCurrent(second);
  await expect(second.getByTestId('round-done')).toBeVisible();

  // Four calls for three looks: the retry carried the first call's key, and nothing was refused.
  expect(sentKeys).toHaveLength(4);
  expect(new Set(sentKeys).size).toBe(3);
  await expect(second.getByText('These could not be saved:')).toHaveCount(0);

  // Exactly once: six looks, three per judge, two per project.
  const board = await request.get(`${judgingApi}/rounds`, { headers: event.organiser });
  const [expo] = ((await board.json()) as { rounds: { id: number; lookCount: number }[] }).rounds;
  expect(expo!.lookCount).toBe(6);
  const progress = await request.get(`${judgingApi}/rounds/${expo!.id}/progress`, {
    headers: event.organiser,
  });
  const done = ((await progress.json()) as { judges: { done: number }[] }).judges.map((judge) => judge.done);
  expect(done).toEqual([3, 3]);

  // The leaderboard, live, shows the judges' order.
  await organiser.goto(`/${event.slug}/manage/judging?tab=results`);
  const entries = organiser.getByTestId('leaderboard-entry');
  await expect(entries).toHaveCount(3);
  for (const [index, title] of TITLES.entries()) {
    await expect(entries.nth(index)).toContainText(title);
    await expect(entries.nth(index).locator('td').last()).toHaveText('2');
  }
  // Places the two judges' looks leave open say so, with the looks that would likely settle them.
  await expectUnsettledPlaces(organiser, request, event.organiser, { eventId: event.id, roundId: expo!.id });

  // The top project becomes an award in one step, published as any award.
  const awards = organiser.getByTestId('awards-from-results');
  await awards.getByLabel('How many places').selectOption('1');
  await awards.getByLabel('Award for place 1').selectOption({ label: 'Best in Show' });
  await awards.getByRole('button', { name: 'Give the award' }).click();
  await expect(awards.getByTestId('awards-given')).toContainText('1. Best in Show: Tide Clock');
  await awards.getByRole('link', { name: 'Publish on the awards page' }).click();
  await organiser.getByTestId('publish-awards').click();
  await expect(organiser.getByTestId('publish-awards')).toHaveText('Hide awards');

  const visitor = await browser.newPage({ viewport: PHONE });
  await visitor.goto(`/${event.slug}/winners`);
  await expect(visitor.getByTestId('winner-award')).toContainText('Best in Show');
  await expect(visitor.getByTestId('winner-award')).toContainText('Tide Clock');
});
