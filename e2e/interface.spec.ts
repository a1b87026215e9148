import { hydrated } from './support/ready';
import { expect, test } from './support/test';

test.describe('interface state a visitor controls', () => {
  test('dark mode survives a reload', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Light mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('the language menu switches to French and keeps the page', async ({ page }) => {
    await page.goto('/demo/projects');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/demo\/projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projets');
    // The choice is remembered in the locale cookie for un-prefixed visits.
    await page.goto('/demo/details');
    await expect(page.getByRole('heading', { name: 'Programme' })).toBeVisible();
  });

  test('an unknown project or category inside an event answers 404 with the not-found page', async ({
    page,
  }) => {
    for (const path of ['/demo/project/no-such-project', '/demo/projects/category/no-such-category']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    // The event's own not-found page keeps its screen, with a way back to the event.
    const response = await page.goto('/demo/not-found?path=/demo/nothing-here');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Showcase Demo Fair');
    await expect(page.getByRole('link', { name: 'Showcase Demo Fair' }).last()).toBeVisible();
  });

  test('the awards open in a modal that closes with Escape', async ({ page }) => {
    await page.goto('/demo/project/mood-board');
    await page.getByRole('button', { name: 'Awards' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Grand Prize');
    // The dialog takes the focus once its effects have run, which is also when it starts listening for
    // Escape: a key pressed in the frame between showing and that is not the dialog's to hear.
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the mobile menu opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/demo');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/demo\/projects$/);
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();
  });
});

test('public pages run under the content security policy, with no third-party request', async ({ page }) => {
  const violations: string[] = [];
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (protocol.startsWith('http') && hostname !== '127.0.0.1') thirdParty.push(request.url());
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  for (const path of ['/demo', '/demo/details', '/demo/projects', '/demo/login']) {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
  }
  await page.goto('/demo/projects');
  await page.getByTestId('project-card').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
  expect(thirdParty).toEqual([]);
});
