import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { SERVER_STATE_ELEMENT_ID } from '../../common/server-render';
import { MISSING_KEY_PREFIX, MISSING_KEY_SWITCH } from '../../web/i18n/missing-keys';
import { hydrated } from './ready';

/**
 * Playwright's `test` with two additions every journey gets:
 * - a text key shown raw on screen (no translation in any catalogue, in whatever language the page is in)
 *   fails the test. Each page is told to report missing keys before its scripts run
 *   (web/i18n/missing-keys.ts); the reports are read from the console. Contexts a test opens itself from
 *   `browser` are watched too;
 * - the test's page, once `goto` or `reload` brings a server-rendered page, waits until the app has
 *   hydrated it. Its buttons show before their handlers are attached, and on a loaded machine a click in
 *   that moment is lost (a visitor would click again; a journey would wait for what never comes).
 */
/** Tells every page of a context to write missing text keys to its console (as errors). */
export async function reportMissingKeys(context: BrowserContext): Promise<void> {
  await context.addInitScript((flag) => {
    (window as unknown as Record<string, unknown>)[flag] = true;
  }, MISSING_KEY_SWITCH);
}

/** Whether the page shown was rendered on the server, so it is not the app's until hydrated. */
const serverRendered = async (page: Page) => (await page.locator(`#${SERVER_STATE_ELEMENT_ID}`).count()) > 0;

export const test = base.extend<{ missingTranslations: undefined }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const untilHydrated = async <T>(navigation: Promise<T>) => {
        const response = await navigation;
        if (await serverRendered(page)) await hydrated(page);
        return response;
      };
      page.goto = (...args: Parameters<Page['goto']>) => untilHydrated(goto(...args));
      page.reload = (...args: Parameters<Page['reload']>) => untilHydrated(reload(...args));
    }
    await use(page);
  },
  missingTranslations: [
    async ({ context, browser }, use) => {
      const missing: string[] = [];
      const watchPage = (page: Page) =>
        page.on('console', (message) => {
          if (message.text().startsWith(MISSING_KEY_PREFIX))
            missing.push(`${message.text()} on ${page.url()}`);
        });
      const watch = async (watched: BrowserContext) => {
        await reportMissingKeys(watched);
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      (browser as Browser).newContext = async (...args: Parameters<Browser['newContext']>) => {
        const opened = await newContext(...args);
        await watch(opened);
        return opened;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(missing, 'text keys with no translation were shown').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
