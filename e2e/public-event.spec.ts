import { expect, test } from '@playwright/test';

test.describe('a visitor browses the public demo event', () => {
  test('home shows the banner, the agenda and the sponsors', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByTestId('event-banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Showcase Demo Fair');
    await expect(page.getByText('Northwind Labs').first()).toBeVisible();
    await page.goto('/demo/details');
    const agenda = page.getByTestId('agenda');
    await expect(agenda).toContainText('Project Submission Open');
    await expect(agenda).toContainText('Project Submission Deadline');
    await expect(agenda).toContainText('Project Showcase Start');
  });

  test('gallery filters by category and opens a project', async ({ page }) => {
    await page.goto('/demo/projects');
    const cards = page.getByTestId('project-card');
    await expect(cards.first()).toBeVisible();
    // Awards are published: the grand prize winner comes first with its badge.
    await expect(cards.first()).toContainText('Mood Board');
    await expect(cards.first()).toContainText('Grand Prize');
    await expect(page.getByText('Draft project', { exact: false })).toHaveCount(0);

    await page
      .getByTestId('category-filter')
      .getByRole('link', { name: /Health/ })
      .click();
    await expect(page).toHaveURL(/\/demo\/projects\/category\/health$/);
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: 'Pulse Pal' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Solar Sprout' })).toHaveCount(0);

    await cards.filter({ hasText: 'Pulse Pal' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pulse Pal' })).toBeVisible();
    await expect(page.getByText('wearable that spots irregular heartbeats')).toBeVisible();
  });

  test('the all filter resets the category', async ({ page }) => {
    await page.goto('/demo/projects/category/health');
    await page.getByTestId('category-filter').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/demo\/projects$/);
    await expect(page.getByTestId('project-card').filter({ hasText: 'Solar Sprout' })).toHaveCount(1);
  });

  test('the Spanish prefix shows Spanish text', async ({ page }) => {
    await page.goto('/es/demo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('navigation').first()).toContainText('Proyectos');
    await page.goto('/es/demo/details');
    await expect(page.getByTestId('agenda')).not.toContainText('Project Submission Open');
  });

  test('an unknown event shows not found', async ({ page }) => {
    await page.goto('/no-such-event');
    await expect(page).toHaveURL(/\/404/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
