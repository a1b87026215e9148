import { collectConsoleErrors } from './support/console';
import { hydrated } from './support/ready';
import { expect, test } from './support/test';

test.describe('a visitor browses the public demo event', () => {
  test('home shows the banner, the agenda and the sponsors', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByTestId('event-banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Showcase Demo Fair');
    // A sponsor's logo carries its name (its text alternative), printed once.
    await expect(page.getByRole('img', { name: 'Northwind Labs' })).toBeVisible();
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

  test('the gallery searches and sorts on the server, and cards show their teams', async ({ page }) => {
    await page.goto('/demo/projects');
    const cards = page.getByTestId('project-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('.team-avatars .avatar').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('pulse');
    await expect(page).toHaveURL(/search=pulse/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Pulse Pal');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
    await expect(page).not.toHaveURL(/search=/);
    await page.getByLabel('Sort by').selectOption('title');
    await expect(page).toHaveURL(/sort=title/);
    await expect(cards.nth(1)).toBeVisible();
    // The previous order stays on screen (dimmed) until the sorted page arrives.
    await expect(page.locator('.project-grid.is-stale')).toHaveCount(0);
    await expect
      .poll(async () => {
        const titles = await cards.locator('h3').allInnerTexts();
        const sorted = [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
        return titles.length > 1 && titles.join('|') === sorted.join('|');
      })
      .toBe(true);
  });

  test('the home shows its numbers and winners, the winners page a podium per award', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByTestId('event-stats')).toContainText('projects');
    await expect(page.getByTestId('featured-winners')).toContainText('Mood Board');
    await page.goto('/demo/winners');
    const podium = page.getByTestId('podium').first();
    await expect(podium).toBeVisible();
    await expect(podium.locator('img').first()).toBeVisible();
  });

  test('the site home is a directory of public events with search', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Find an event · Showcase');
    const directory = page.getByTestId('event-directory');
    await expect(directory).toContainText('Showcase Demo Fair');
    await page.getByRole('searchbox', { name: 'Search events' }).fill('no such fair anywhere');
    await expect(page.getByText('No public event matches')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search events' }).fill('demo');
    await directory.getByRole('link', { name: /Showcase Demo Fair/ }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });

  test('an event opens by its address, typed in any case and with stray spaces', async ({ page }) => {
    await page.goto('/');
    // The field cleans what is typed once the browser has taken the server's page over.
    await hydrated(page);
    const address = page.getByRole('textbox', { name: 'Event address' });
    await address.pressSequentially(' DEMO ');
    // What the field shows is what opens: the spaces leave it and the capitals turn small as they are typed.
    await expect(address).toHaveValue('demo');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });

  test('while a page loads its code, the header and the previous screen stay', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page comes rendered by the server; links navigate in the browser once it has been taken over.
    await expect(page.locator('html[data-ready="true"]')).toHaveCount(1);
    // The details page's code is held until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Details' }).click();
    // React keeps the previous screen up while the next one's code loads (a transition), header included.
    await expect(navigation).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    release();
    await expect(page.getByTestId('agenda')).toContainText('Project Showcase Start');
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

  test('a prefix shows its language for that page only; unprefixed pages follow the browser', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/fr/demo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('locale');
    for (const path of ['/demo', '/', '/no-such-event']) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
    }
    await context.close();

    const spanish = await browser.newContext({ locale: 'es-ES' });
    const visitor = await spanish.newPage();
    await visitor.goto('/demo');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
    await expect(visitor.getByRole('navigation').first()).toContainText('Proyectos');
    await spanish.close();
  });
});

test.describe('pages that do not exist', () => {
  for (const path of ['/no-such-event', '/demo/project/nope', '/demo/no-such-page', '/404']) {
    test(`${path} answers 404 with the not-found page and a clean console`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Showcase');
      // The missing address is named in words; /404 itself has none to name.
      if (path !== '/404') await expect(page.getByText(path)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
