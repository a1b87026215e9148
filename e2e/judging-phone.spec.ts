import { expect, test } from '@playwright/test';
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
