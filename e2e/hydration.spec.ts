import { expect, type Page, test } from '@playwright/test';
import { SERVER_STATE_ELEMENT_ID } from '../common/server-render';
import { collectConsoleErrors } from './support/console';
import { hydrated } from './support/ready';
import { logIn } from './support/session';

/**
 * Public pages arrive rendered by the server and the browser takes them over (docs/architecture.md, "A
 * public page from request to hydrated screen"): no request for what the page already holds, no
 * hydration mismatch, the same controls working afterwards, and personal parts for signed-in visitors.
 */

const PUBLIC_PAGES = [
  '/demo',
  '/demo/details',
  '/demo/projects',
  '/demo/projects/category/health',
  '/demo/winners',
  '/es/demo/projects',
  '/',
];

/** Warnings React gives about a page that does not match the server's HTML (named, or as minified codes). */
const MISMATCH = /hydrat|did not match|mismatch|Minified React error #(418|419|423|425)/i;

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return warnings;
}

/** API reads the browser makes; the integrations' settings (read once the page has loaded) are not page data. */
function collectApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET') return;
    if (pathname.startsWith('/api-v2') && pathname !== '/api-v2/client-config') reads.push(pathname);
  });
  return reads;
}

test.describe('server-rendered public pages', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} hydrates without a request or a mismatch`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const warnings = collectWarnings(page);
      const reads = collectApiReads(page);
      const response = await page.goto(path);
      expect(await response?.text()).toContain(`id="${SERVER_STATE_ELEMENT_ID}"`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(warnings.filter((text) => MISMATCH.test(text))).toEqual([]);
      expect(reads).toEqual([]);
    });
  }

  for (const path of ['/demo/project/mood-board', '/fr/demo/winners', '/demo/details']) {
    test(`${path} names the code it hydrates with in its head`, async ({ page }) => {
      // Every script asked for before hydration is one the head named: none waits for the entry to run.
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const html = (await (await page.goto(path))!.text()).split('</head>')[0]!;
      await hydrated(page);
      const named = [
        ...html.matchAll(/<(?:link rel="modulepreload"|script)[^>]* (?:href|src)="([^"]+)"/g),
      ].map(([, href]) => href);
      const screenSheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)];
      // The view count loads its code from an effect, once the page is hydrated.
      const beforeHydration = scripts.filter((script) => !script.includes('/record-view-'));
      expect(beforeHydration.filter((script) => !named.includes(script))).toEqual([]);
      if (path.includes('/project/')) expect(screenSheets.length).toBeGreaterThan(1);
    });
  }

  test('the gallery searches after hydration, and links go on in the browser', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/demo/projects');
    await hydrated(page);
    const cards = page.getByTestId('project-card');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('pulse');
    await expect(page).toHaveURL(/search=pulse/);
    await expect(cards).toHaveCount(1);
    await cards.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pulse Pal' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a project page hydrates with its like button working (asking anonymous visitors to log in)', async ({
    page,
  }) => {
    await page.goto('/demo/projects');
    const href = await page
      .getByTestId('project-card')
      .first()
      .getByRole('link')
      .first()
      .getAttribute('href');
    const warnings = collectWarnings(page);
    await page.goto(href!);
    await hydrated(page);
    await page.getByTestId('like-button').click();
    const prompt = page.getByRole('dialog', { name: /^Log in to like / });
    await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      /\/demo\/login\?returnUrl=/,
    );
    expect(warnings.filter((text) => MISMATCH.test(text))).toEqual([]);
  });

  test('a page is marked ready only once every Suspense boundary has hydrated, on a slow phone', async ({
    page,
    context,
  }) => {
    // React hydrates the shell first and each boundary in a later pass; a click on a boundary still
    // waiting can be dropped, so "ready" must mean all of them (web/lib/hydration.tsx). What is
    // dehydrated is read from React's fiber tree the moment the mark is set: an internal, so a React
    // upgrade that changes it fails here, loudly, rather than passing.
    await page.addInitScript(() => {
      const state = window as unknown as { boundariesAtReady?: { total: number; dehydrated: number } };
      new MutationObserver((_changes, observer) => {
        if (document.documentElement.dataset.ready !== 'true') return;
        observer.disconnect();
        const root = document.getElementById('root') as unknown as Record<string, unknown> | null;
        const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
        type Fiber = {
          tag: number;
          memoizedState: { dehydrated?: unknown } | null;
          child: Fiber | null;
          sibling: Fiber | null;
        };
        const counts = { total: 0, dehydrated: 0 };
        const walk = (fiber: Fiber | null) => {
          for (let node = fiber; node; node = node.sibling) {
            // 13: a Suspense boundary.
            if (node.tag === 13) {
              counts.total++;
              if (node.memoizedState?.dehydrated) counts.dehydrated++;
            }
            walk(node.child);
          }
        };
        // The container holds the root's first fiber; the tree on screen hangs from the root's `current`.
        if (key) walk((root[key] as { stateNode: { current: Fiber } }).stateNode.current);
        state.boundariesAtReady = counts;
        // The init script runs before the document has an element: watch the document itself.
      }).observe(document, { attributes: true, attributeFilter: ['data-ready'], subtree: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/demo', '/demo/projects', '/demo/project/mood-board']) {
      await page.goto(path);
      await hydrated(page);
      const counts = await page.evaluate(
        () => (window as unknown as { boundariesAtReady?: unknown }).boundariesAtReady,
      );
      expect(counts, path).toEqual({ total: expect.any(Number), dehydrated: 0 });
      expect((counts as { total: number }).total, path).toBeGreaterThan(1);
    }
  });

  test('signed-in visitors see their personal parts', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await logIn(page, 'organiser');
    await page.goto('/demo/projects');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByTestId('project-card').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gallery shows its cards, pictures and links, and a project opens', async ({ page }) => {
    await page.goto('/demo/projects');
    const cards = page.getByTestId('project-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    // The demo's pictures are SVG, with no width variants: srcset is checked on uploads (server/spa/ssr.test.ts).
    await expect(cards.first().locator('img').first()).toHaveAttribute('src', /\S/);
    const title = (await cards.first().locator('h3').innerText()).trim();
    await cards.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goto('/demo/projects/category/health');
    await expect(cards.filter({ hasText: 'Pulse Pal' })).toHaveCount(1);
    await cards.filter({ hasText: 'Pulse Pal' }).getByRole('link').first().click();
    await expect(page.getByText('wearable that spots irregular heartbeats')).toBeVisible();
  });

  test('the event home, details, winners and directory show their text', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Showcase Demo Fair');
    await page.goto('/demo/details');
    await expect(page.getByTestId('agenda')).toContainText('Project Submission Open');
    await page.goto('/demo/winners');
    await expect(page.getByText('Grand Prize').first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Showcase Demo Fair/ }).first()).toBeVisible();
    await page.goto('/fr/demo/projects');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('layout stability', () => {
  test('the gallery does not move as it hydrates on a slow phone', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/demo', '/demo/projects']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const shift = await page.evaluate(
        () => (window as unknown as { shifts: { total: number } }).shifts.total,
      );
      expect(shift, path).toBeLessThanOrEqual(0.05);
    }
  });
});
