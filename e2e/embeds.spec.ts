import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { collectConsoleErrors } from './support/console';
import { DESKTOP, PHONE } from './support/devices';
import { logIn } from './support/session';
import { expect, test } from './support/test';

/**
 * The embeds: an organiser copies the gallery's snippet in the console and pastes it into a page of
 * another site (a small server on another port, so another origin): the frame shows the gallery, takes
 * the widget's height, and links open the site in a new tab. The site's other pages refuse that frame.
 */

/** A page of another site: the snippet, or a plain iframe of a page that must not be framed. */
function otherSite(body: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>A school blog</title></head><body style="margin:0;font-family:sans-serif"><h1 style="margin:16px">Our science fair</h1>${body}<p style="margin:16px">After the widget.</p></body></html>`,
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }),
    ),
  );
}

const frameHeight = (page: Page) =>
  page.locator('iframe[data-showcase-embed]').evaluate((frame) => frame.getBoundingClientRect().height);

test('the gallery snippet copied in the console shows the gallery on another site, sized to it, at phone and desktop width', async ({
  browser,
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectConsoleErrors(page);
  await logIn(page, 'organiser');
  await page.setViewportSize(PHONE);
  await page.goto('/demo/manage/embeds');
  await expect(page.getByRole('heading', { name: 'Embeds', level: 1 })).toBeVisible();
  const snippetField = page.getByTestId('embed-snippet');
  await expect(snippetField).toHaveValue(new RegExp(`src="${baseURL}/demo/embed/projects"`));
  // The live preview is the widget itself, sized by what it reports.
  const preview = page.frameLocator('[data-testid="embed-preview"]');
  await expect(preview.getByTestId('project-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toBe(await snippetField.inputValue());
  expect(errors).toEqual([]);

  const blog = await otherSite(snippet);
  const framed = await otherSite(
    `<iframe id="plain" src="${baseURL}/demo/projects" style="width:100%;height:400px" onload="document.body.dataset.plainLoaded = 'true'"></iframe>`,
  );
  try {
    // A visitor of the other site, with no session on this one.
    const visitor = await (await browser.newContext()).newPage();
    for (const size of [PHONE, DESKTOP]) {
      await visitor.setViewportSize(size);
      await visitor.goto(blog.url);
      const widget = visitor.frameLocator('iframe[data-showcase-embed]');
      await expect(widget.getByTestId('embed-gallery')).toBeVisible();
      await expect(widget.getByTestId('project-card').first()).toBeVisible();
      // No header or footer of the site in the frame; links leave it for a new tab.
      await expect(widget.locator('header, footer')).toHaveCount(0);
      await expect(widget.locator('a[href*="/demo/project/"]').first()).toHaveAttribute('target', '_blank');
      // The frame takes the height the widget reports: its whole content, no inner scroll bar.
      await expect
        .poll(async () => {
          const inner = await widget
            .locator('body')
            .evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
          return Math.abs((await frameHeight(visitor)) - inner);
        })
        .toBeLessThanOrEqual(1);
      const height = await frameHeight(visitor);
      expect(height, `${size.width} px`).not.toBe(720);
      // Viewport shots: a full-page shot leaves a frame of another origin unpainted below the fold.
      await visitor.screenshot({ path: testInfo.outputPath(`embed-on-other-site-${size.width}.png`) });
      await visitor.getByText('After the widget.').scrollIntoViewIfNeeded();
      await expect(widget.getByTestId('project-card').last()).toBeInViewport();
      // The other origin's frame paints in its own process: two of its frames after the scroll.
      await widget
        .locator('body')
        .evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await visitor.screenshot({ path: testInfo.outputPath(`embed-on-other-site-${size.width}-end.png`) });
    }
    // The phone's single column is taller than the desktop's rows, both ways round. The frame reports
    // its new height once it has laid out again (slower on a busy machine), so each height is waited for.
    const desktopHeight = await frameHeight(visitor);
    await visitor.setViewportSize(PHONE);
    await expect.poll(() => frameHeight(visitor), { timeout: 15_000 }).toBeGreaterThan(desktopHeight);
    const phoneHeight = await frameHeight(visitor);
    await visitor.setViewportSize(DESKTOP);
    await expect.poll(() => frameHeight(visitor), { timeout: 15_000 }).toBeLessThan(phoneHeight);

    // Every other page of the site refuses to be framed by another site.
    await visitor.goto(framed.url);
    const plain = visitor.frameLocator('#plain');
    // The frame's load event fires for the browser's refusal page too.
    await expect(visitor.locator('body[data-plain-loaded]')).toHaveCount(1);
    await expect(plain.getByTestId('project-card')).toHaveCount(0);
    await visitor.context().close();
  } finally {
    blog.server.close();
    framed.server.close();
  }
});

test('screens: the embeds and the console section at 390 and 1366 px, light and dark', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shoot = async (name: string) => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage: true });
    }
  };
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const [kind, path] of [
      ['gallery', '/demo/embed/projects'],
      ['winners', '/demo/embed/winners'],
      ['project', '/demo/embed/project/solar-sprout'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('embed-page')).toBeVisible();
      // Without a theme in the address the widget follows the reader's setting.
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^embed$/);
      await shoot(`embed-${kind}-${theme}`);
      expect(await seriousViolations(page), `${path} ${theme}`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await logIn(page, 'organiser');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((dark) => localStorage.setItem('showcase.darkMode', String(dark)), theme === 'dark');
    await page.goto('/demo/manage/embeds');
    await expect(
      page.frameLocator('[data-testid="embed-preview"]').getByTestId('project-card').first(),
    ).toBeVisible();
    await shoot(`console-embeds-${theme}`);
    expect(await seriousViolations(page), `console ${theme}`).toEqual([]);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${size.width} px`,
      ).toBeLessThanOrEqual(size.width);
    }
  }
  await page.evaluate(() => localStorage.removeItem('showcase.darkMode'));
});
