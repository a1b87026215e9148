import { apiLogin, createEvent } from './support/api';
import { PHONE, shootBothWidthsAndThemes } from './support/devices';
import { newestMail } from './support/outbox';
import { submitProjectViaApi } from './support/projects';
import { logIn } from './support/session';
import { expect, test } from './support/test';

/**
 * A pairwise round on the judge's phone: after the first project, the sheet asks which is better and
 * by how much, five big answers, one tap each; a graded answer and "about the same" are stored as given.
 */
test('a judge compares projects with graded answers on a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `Pair Fair ${stamp}`,
    slug: `pair-${stamp}`,
    status: 'Published',
  });
  const ids: number[] = [];
  for (const [index, title] of ['Kite Meter', 'Rain Bell', 'Moss Map'].entries()) {
    const team = await apiLogin(request, ['ada', 'grace', 'linus'][index]!);
    ids.push(await submitProjectViaApi(request, team, event.id, title));
  }
  const base = `/api-v2/partners/events/${event.id}`;
  const approved = await request.post(`${base}/review`, {
    headers: organiser,
    data: { projectIds: ids, submissionStatus: 'APPROVED' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const tables = await request.put(`${base}/judging/table-numbers`, {
    headers: organiser,
    data: { tableNumbers: ids.map((projectId, index) => ({ projectId, tableNumber: `A${index + 1}` })) },
  });
  expect(tables.ok(), await tables.text()).toBe(true);
  const created = await request.post(`${base}/judging/rounds`, {
    headers: organiser,
    data: { name: 'Pairs', mode: 'pairwise', projectSet: 'approved', targetLooks: 1 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const roundId = ((await created.json()) as { id: number }).id;
  expect((await request.post(`${base}/judging/rounds/${roundId}/open`, { headers: organiser })).ok()).toBe(
    true,
  );
  const invited = await request.post(`${base}/judging/judges`, {
    headers: organiser,
    data: { userName: 'judge1' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  const mail = await newestMail(
    request,
    'judge1@demo.showcase.test',
    new RegExp(`${event.slug}/manage/invitation`),
  );
  const link = new URL(/(https?:\/\/\S+\/manage\/invitation\?token=[\w-]+)/.exec(mail)![1]!);
  await logIn(page, 'judge1');
  await page.setViewportSize(PHONE);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/judge$`));

  // The first project of the chain has nothing to compare with.
  const project = page.getByTestId('judged-project');
  await expect(project).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  let title = (await project.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await page.getByTestId('submit-look').click();

  // The second: both projects side by side with their tables, five answers, Submit waits for one.
  await expect(project.getByRole('heading', { level: 2 })).not.toHaveText(title);
  const answers = page.getByRole('radio');
  await expect(answers).toHaveCount(5);
  await expect(page.getByTestId('submit-look')).toBeDisabled();
  const previousCard = page.getByTestId('pair-previous');
  const currentCard = page.getByTestId('pair-current');
  await expect(previousCard.getByRole('heading')).toHaveText(title);
  await expect(currentCard.getByRole('heading')).toHaveText(
    (await project.getByRole('heading', { level: 2 }).textContent()) ?? '',
  );
  for (const card of [previousCard, currentCard]) {
    await expect(card.getByTestId('pair-table')).toHaveText(/^Table A[123]$/);
    await expect(card.getByRole('link', { name: /^Details of / })).toHaveAttribute(
      'href',
      new RegExp(`/${event.slug}/project/\\d+$`),
    );
  }
  // On a 390 × 844 phone, at the top of the page: the two cards sit side by side and every answer is
  // on screen above the Submit bar, no scrolling.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const previousBox = (await previousCard.boundingBox())!;
  const currentBox = (await currentCard.boundingBox())!;
  expect(Math.abs(previousBox.y - currentBox.y)).toBeLessThan(1);
  expect(previousBox.x + previousBox.width).toBeLessThanOrEqual(currentBox.x);
  await page.screenshot({ path: test.info().outputPath('pairwise-first-screen-390.png') });
  const submitBar = (await page.locator('.sheet-submit').boundingBox())!;
  const lastAnswer = (await page.locator('.pairwise-answers .choice-button').last().boundingBox())!;
  expect(lastAnswer.y + lastAnswer.height).toBeLessThanOrEqual(Math.min(submitBar.y, PHONE.height));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shootBothWidthsAndThemes(page, test.info(), 'pairwise-sheet');
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByText('This one is much better').click();
  title = (await project.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await page.getByTestId('submit-look').click();

  // The third: about the same.
  await expect(project.getByRole('heading', { level: 2 })).not.toHaveText(title);
  await page.getByText('About the same').click();
  await page.getByTestId('submit-look').click();
  await expect(page.getByTestId('round-done')).toBeVisible();

  const judgeHeaders = await apiLogin(request, 'judge1');
  const mine = await request.get(`${base}/judging/rounds/${roundId}/my-looks`, { headers: judgeHeaders });
  const looks = ((await mine.json()) as { looks: { preferred: string | null; margin: string | null }[] })
    .looks;
  expect(looks.map((look) => `${look.preferred}/${look.margin}`).sort()).toEqual([
    'current/much',
    'null/null',
    'null/same',
  ]);
});
