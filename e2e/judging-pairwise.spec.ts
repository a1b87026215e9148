import { apiLogin } from './support/api';
import { PHONE, shootBothWidthsAndThemes } from './support/devices';
import { judgeInNewEvent } from './support/judging';
import { expect, test } from './support/test';

/**
 * A pairwise round on the judge's phone: after the first project, the sheet asks which is better and
 * by how much, five big answers, one tap each; a graded answer and "about the same" are stored as given.
 */
test('a judge compares projects with graded answers on a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { event, base, roundId } = await judgeInNewEvent(page, request, {
    name: 'Pair Fair',
    round: { name: 'Pairs', mode: 'pairwise' },
  });

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
