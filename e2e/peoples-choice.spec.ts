import type { Browser, Page } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { submitProjectViaApi } from './support/projects';
import { logIn } from './support/session';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };
const HOUR = 60 * 60 * 1000;

/** A visitor on a phone, logged in through the login screen. */
async function phoneVisitor(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, userName);
  await page.setViewportSize(PHONE);
  return page;
}

const card = (page: Page, title: string) =>
  page.getByTestId('project-card').filter({ has: page.getByRole('heading', { name: title }) });

test("the organiser turns People's choice on, two visitors vote on phones (one moves a vote), the organiser publishes and the winner shows", async ({
  page,
  browser,
  request,
}) => {
  // Three people in three browsers, on a shared machine: more time than a one-person journey.
  test.slow();
  // An event in its showcase window with an award and two approved projects.
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `Science Night ${stamp}`,
    slug: `science-night-${stamp}`,
    status: 'Published',
  });
  const now = Date.now();
  for (const [path, data] of [
    [
      'timelines',
      {
        timelineType: 3,
        startAt: new Date(now - HOUR).toISOString(),
        endAt: new Date(now + HOUR).toISOString(),
      },
    ],
    ['awards', { name: 'Crowd Favourite', rank: 5 }],
  ] as const) {
    const created = await request.post(`/api-v2/partners/events/${event.id}/${path}`, {
      headers: organiser,
      data,
    });
    expect(created.ok(), await created.text()).toBe(true);
  }
  const projectIds = [
    await submitProjectViaApi(request, await apiLogin(request, 'ada'), event.id, 'Line Follower'),
    await submitProjectViaApi(request, await apiLogin(request, 'grace'), event.id, 'Stair Climber'),
  ];
  const approved = await request.post(`/api-v2/partners/events/${event.id}/review`, {
    headers: organiser,
    data: { projectIds, submissionStatus: 'APPROVED' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The organiser turns People's choice on for the award.
  await logIn(page, 'organiser');
  await page.goto(`/${event.slug}/manage/voting`);
  await expect(page.getByRole('heading', { level: 1, name: "People's choice" })).toBeVisible();
  await expect(page.getByTestId('voting-window')).toContainText('Voting is open now');
  await page.getByLabel("Let visitors vote (people's choice)").check();
  await page.getByLabel('Crowd Favourite').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('voting-results')).toContainText('No votes yet.');

  // Anonymous visitors are asked to log in.
  const anonymous = await (await browser.newContext({ viewport: PHONE })).newPage();
  await anonymous.goto(`/${event.slug}/projects`);
  await expect(anonymous.getByRole('link', { name: 'Log in to vote' })).toBeVisible();

  // Alan votes for the line follower.
  const alan = await phoneVisitor(browser, 'alan');
  await alan.goto(`/${event.slug}/projects`);
  await expect(alan.getByTestId('votes-left')).toContainText('Crowd Favourite: 1 of 1 vote left');
  await card(alan, 'Line Follower').getByRole('button', { name: 'Vote for Line Follower' }).click();
  await expect(alan.getByText('Vote counted', { exact: true })).toBeVisible();
  await expect(card(alan, 'Line Follower').getByTestId('vote-button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(alan.getByTestId('votes-left')).toContainText(
    '0 of 1 vote left — you voted for Line Follower',
  );

  // Katherine votes for the stair climber, then moves her vote to the line follower.
  const katherine = await phoneVisitor(browser, 'katherine');
  await katherine.goto(`/${event.slug}/projects`);
  await card(katherine, 'Stair Climber').getByRole('button', { name: 'Vote for Stair Climber' }).click();
  await expect(katherine.getByTestId('votes-left')).toContainText('you voted for Stair Climber');
  await card(katherine, 'Line Follower').getByRole('button', { name: 'Vote for Line Follower' }).click();
  const chooser = katherine.getByTestId('vote-chooser');
  await expect(chooser).toContainText('You have used your vote for this award');
  await chooser.getByRole('button', { name: 'Move my vote from Stair Climber' }).click();
  await expect(katherine.getByTestId('votes-left')).toContainText('you voted for Line Follower');
  await expect(card(katherine, 'Stair Climber').getByTestId('vote-button')).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Until published, visitors see no count; the organiser sees it live.
  const hidden = await request.get(`/api-v2/partners/events/${event.slug}/peoples-choice/results`);
  expect(await hidden.json()).toEqual({ published: false, awards: [] });
  await page.reload();
  const count = page.getByTestId('vote-count');
  await expect(count).toContainText('Votes: 2 · Voters: 2');
  await expect(count).toContainText('1. Line Follower');

  // Publishing freezes the votes; the result becomes the award's winner in one step.
  await page.getByTestId('publish-voting').click();
  await page.getByRole('button', { name: 'Give the award to Line Follower' }).click();
  await expect(count).toContainText('Award given to Line Follower.');
  const state = await (await request.get(`/api-v2/partners/events/${event.slug}/peoples-choice`)).json();
  const late = await request.post(
    `/api-v2/partners/events/${event.slug}/peoples-choice/awards/${state.awards[0].id}/votes`,
    { headers: await apiLogin(request, 'katherine'), data: { projectId: projectIds[1] } },
  );
  expect(late.status()).toBe(409);
  expect((await late.json()).message).toBe('The results are published: votes can no longer change');

  // The awards go public through the usual flow, and the winner shows.
  await page.getByRole('link', { name: 'Awards' }).last().click();
  await page.getByTestId('publish-awards').click();
  await expect(page.getByText('Awards are public')).toBeVisible();
  await anonymous.goto(`/${event.slug}/winners`);
  const award = anonymous.getByTestId('winner-award').filter({ hasText: 'Crowd Favourite' });
  await expect(award).toContainText('Line Follower');
  await expect(anonymous.getByTestId('peoples-choice-results')).toContainText('Line Follower 2 votes');
});
