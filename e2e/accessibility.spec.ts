import { seriousViolations } from './support/axe';
import { logIn } from './support/session';
import { expect, test } from './support/test';

const PAGES = [
  '/demo',
  '/demo/details',
  '/demo/projects',
  '/demo/login',
  '/demo/login?mode=signup',
  '/404',
  '/demo/under-contruction',
];

test.describe('accessibility', () => {
  for (const path of PAGES) {
    test(`${path} has no serious violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#main, main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a project page and its awards modal have no serious violations, in light and dark mode', async ({
    page,
  }) => {
    await page.goto('/demo/projects');
    await page.getByTestId('project-card').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the awards modal traps focus, has no serious violations and closes with Escape', async ({ page }) => {
    await page.goto('/demo/projects');
    const awarded = page
      .getByTestId('project-card')
      .filter({ has: page.getByLabel('awards') })
      .first();
    await awarded.getByRole('link').first().click();
    await page.getByRole('button', { name: 'Awards' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  // One test a screen: a full axe run per page is slow on a loaded machine, and one failure names its page.
  for (const path of [
    '/demo/profile',
    '/demo/profile/my-projects',
    '/demo/manage',
    '/demo/manage/details',
    '/demo/manage/review',
    '/demo/manage/awards',
    '/demo/manage/members',
    '/demo/manage/access',
    '/manage',
  ]) {
    test(`the signed-in screen ${path} has no serious violations`, async ({ page }) => {
      await logIn(page, 'organiser');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    });
  }
});
