import { expect, test } from '@playwright/test';
import { PHONE, shootBothWidthsAndThemes } from './support/devices';
import { judgeInNewEvent } from './support/judging';
import { logIn } from './support/session';

/**
 * The judge's time on a phone: the demo's four-criterion 1–10 sheet and its Submit button fit one
 * 390 × 844 screen (compact score rows, criterion help on demand, notes folded away).
 */
test('a four-criterion score sheet fits one phone screen, help on demand', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, 'judge1');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/demo/judge');
    const criteria = page.getByTestId('criterion');
    await expect(criteria.first()).toBeVisible();
    const count = await criteria.count();
    expect(count).toBeLessThanOrEqual(4);
    const top = (await criteria.first().boundingBox())!.y;
    const submit = (await page.getByTestId('submit-look').boundingBox())!;
    if (viewport.width === 390) expect(submit.y + submit.height - top).toBeLessThanOrEqual(viewport.height);
    await page.screenshot({
      path: test.info().outputPath(`judge-sheet-${viewport.width}.png`),
      fullPage: true,
    });
  }
  const help = page
    .getByTestId('criterion')
    .first()
    .getByRole('button', { name: /What .* means/ });
  await expect(help).toHaveAttribute('aria-expanded', 'false');
  await help.click();
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.criterion-description').first()).toBeVisible();
});

/**
 * The most the sheet is built for: four criteria scored 1–10, each with help. The four rows and the
 * Submit bar take less than one 390 × 844 screen, so once the first criterion is at the top the judge
 * scores all four and submits without scrolling.
 */
test('four 1–10 criteria and Submit fit one phone screen', async ({ page, request }) => {
  test.setTimeout(90_000);
  await judgeInNewEvent(page, request, {
    name: 'Sheet Fair',
    round: { name: 'Scores', mode: 'rubric' },
    criteria: ['Impact', 'Execution', 'Design', 'Presentation'].map((name) => ({
      name,
      description: `How strong the ${name.toLowerCase()} is, from 1 (weak) to 10 (outstanding).`,
      weight: 1,
      min: 1,
      max: 10,
    })),
  });
  const criteria = page.getByTestId('criterion');
  await expect(criteria).toHaveCount(4);
  await expect(criteria.first().getByRole('radio')).toHaveCount(10);
  // The first criterion just under the site's header, as a judge scrolls to it.
  await criteria.first().evaluate((element) => {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollBy(0, element.getBoundingClientRect().top - header - 8);
  });
  const first = (await criteria.first().boundingBox())!;
  const last = (await criteria.last().boundingBox())!;
  const submitBar = (await page.locator('.sheet-submit').boundingBox())!;
  expect(last.y + last.height - first.y + submitBar.height).toBeLessThanOrEqual(PHONE.height);
  // Ten buttons in one row, none narrower than a fingertip, and no sideways scroll.
  const buttons = await criteria.first().locator('.choice-button').all();
  for (const button of buttons) expect((await button.boundingBox())!.width).toBeGreaterThanOrEqual(28);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: test.info().outputPath('judge-sheet-four-criteria-screen-390.png') });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootBothWidthsAndThemes(page, test.info(), 'judge-sheet-four-criteria');
});
