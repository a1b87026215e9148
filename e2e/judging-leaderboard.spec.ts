import { expect, test } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { DESKTOP, PHONE } from './support/devices';
import { expectUnsettledPlaces } from './support/judging';
import { submitProjectViaApi } from './support/projects';
import { logIn } from './support/session';

/**
 * A round nobody has scored yet: the leaderboard must not rank anyone (no "rank 3 with 0 looks", no
 * "-0.00"), and the organiser is not offered to make awards from numbers that mean nothing.
 */
test('a leaderboard without data shows no ranks and offers no awards', async ({ page, request }) => {
  test.setTimeout(60_000);
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `Empty Board ${stamp}`,
    slug: `empty-board-${stamp}`,
    status: 'Published',
  });
  const ids: number[] = [];
  for (const [index, title] of ['Kite Meter', 'Rain Bell', 'Moss Map'].entries()) {
    ids.push(
      await submitProjectViaApi(
        request,
        await apiLogin(request, ['ada', 'grace', 'linus'][index]!),
        event.id,
        title,
      ),
    );
  }
  const base = `/api-v2/partners/events/${event.id}`;
  const approved = await request.post(`${base}/review`, {
    headers: organiser,
    data: { projectIds: ids, submissionStatus: 'APPROVED' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const created = await request.post(`${base}/judging/rounds`, {
    headers: organiser,
    data: { name: 'Expo', mode: 'rubric', projectSet: 'approved', targetLooks: 3 },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await logIn(page, 'organiser');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`/${event.slug}/manage/judging?tab=results`);
    await expect(page.getByTestId('leaderboard-empty')).toBeVisible();
    await expect(page.getByTestId('leaderboard-rank')).toHaveCount(0);
    await expect(page.getByTestId('awards-from-results')).toHaveCount(0);
    await expect(page.getByText('-0.00')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`empty-leaderboard-${viewport.width}.png`),
      fullPage: true,
    });
  }
});

/**
 * The demo round, a few scores in: the organiser sees which places are not settled yet and about how
 * many more looks would settle each, on a phone and on a desktop, as the server computed them.
 */
test('the leaderboard says which places are unsettled and how many looks would settle each', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const organiser = await apiLogin(request, 'organiser');
  const demo = (await (await request.get('/api-v2/partners/events/demo')).json()) as { id: number };
  const rounds = await request.get(`/api-v2/partners/events/${demo.id}/judging/rounds`, {
    headers: organiser,
  });
  const [round] = ((await rounds.json()) as { rounds: { id: number }[] }).rounds;
  await logIn(page, 'organiser');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/demo/manage/judging?tab=results');
    const unsettled = await expectUnsettledPlaces(page, request, organiser, {
      eventId: demo.id,
      roundId: round!.id,
    });
    // A handful of looks cannot settle the podium of the demo round.
    expect(unsettled).toBeGreaterThan(0);
    await page.getByTestId('leaderboard-unsettled-summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`unsettled-leaderboard-${viewport.width}.png`) });
  }
});
