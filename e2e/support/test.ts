import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { MISSING_KEY_PREFIX, MISSING_KEY_SWITCH } from '../../web/i18n/missing-keys';

/**
 * Playwright's `test` with one addition every journey gets: a text key shown raw on screen (no
 * translation in any catalogue, in whatever language the page is in) fails the test. Each page is told to
 * report missing keys before its scripts run (web/i18n/missing-keys.ts); the reports are read from the
 * console. Contexts a test opens itself from `browser` are watched too.
 */
/** Tells every page of a context to write missing text keys to its console (as errors). */
export async function reportMissingKeys(context: BrowserContext): Promise<void> {
  await context.addInitScript((flag) => {
    (window as unknown as Record<string, unknown>)[flag] = true;
  }, MISSING_KEY_SWITCH);
}

export const test = base.extend<{ missingTranslations: undefined }>({
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
