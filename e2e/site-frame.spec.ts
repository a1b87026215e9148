import { apiLogin } from './support/api';
import { onPhone, PHONE } from './support/devices';
import { hydrated } from './support/ready';
import { expect, test } from './support/test';

test.describe('the phone menu gets out of the way', () => {
  test('it closes after a link, after a choice in the account menu, on Escape and on a tap outside', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await onPhone(browser, 'judge1');
    await page.goto('/demo');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#main-navigation');

    await toggle.click();
    await expect(menu).toHaveClass(/\bopen\b/);
    await menu.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/demo\/projects$/);
    await expect(menu).not.toHaveClass(/\bopen\b/);

    // The account menu sits inside the phone menu: choosing in it leaves the menu closed on the new page.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Judge projects' }).click();
    await expect(page).toHaveURL(/\/demo\/judge/);
    await expect(menu).not.toHaveClass(/\bopen\b/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toHaveClass(/\bopen\b/);
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveClass(/\bopen\b/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toHaveClass(/\bopen\b/);
    await page.mouse.click(PHONE.width / 2, PHONE.height - 40);
    await expect(menu).not.toHaveClass(/\bopen\b/);
    await page.context().close();
  });
});

test.describe('a page that does not exist', () => {
  for (const [label, path] of [
    ['an unknown page of an event', '/demo/nothing-here'],
    ['an unknown site page', '/no/such/page'],
  ] as const) {
    test(`${label} answers 404 inside the site's layout, with a search and ways on`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
      await expect(page.locator('header.site-header')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.getByRole('search')).toBeVisible();
      // No debug-style line ("Page Not Found /demo/…"): the address is said in words.
      await expect(page.getByText(/Page Not Found \//)).toHaveCount(0);
    });
  }

  test('the address of a project that is not public answers 404 to a visitor', async ({ page, request }) => {
    const event = (await (await request.get('/api-v2/partners/events/demo')).json()) as { id: number };
    const headers = { ...(await apiLogin(request, 'organiser')), 'x-event': 'demo' };
    const answer = await request.get(
      `/api-v2/projects?eventId=${event.id}&submissionStatus=SUBMITTED,DRAFT&pageSize=1`,
      { headers },
    );
    expect(answer.ok(), await answer.text()).toBe(true);
    const [hidden] = ((await answer.json()) as { projects: { slug: string }[] }).projects;
    expect(hidden, 'the demo has a project that is not approved').toBeDefined();
    const response = await page.goto(`/demo/project/${hidden!.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expect(page.locator('header.site-header')).toBeVisible();
  });

  test('Back returns to the page before, or home in a fresh tab; search goes to the gallery', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // Inside the app (a stale link followed without a page load), Back returns to the page before.
    await page.goto('/demo/projects');
    // The router hears the address change only once it has taken the server's page over.
    await hydrated(page);
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'stale', idx: 1 }, '', '/demo/projects/nothing-here');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/demo\/projects$/);

    // The tab's first page: the browser's Back would reach about:blank, so it goes home instead.
    const fresh = await context.newPage();
    await fresh.goto('/demo/not-found?path=/demo/x');
    await fresh.getByRole('button', { name: 'Go back' }).click();
    await expect(fresh).toHaveURL(/\/demo$/);

    // Inside an event, the search looks through its projects.
    await fresh.goto('/demo/not-found?path=/demo/x');
    await fresh.getByRole('searchbox').fill('solar');
    await fresh.getByRole('button', { name: 'Search' }).click();
    await expect(fresh).toHaveURL(/\/demo\/projects\?search=solar$/);
  });
});
