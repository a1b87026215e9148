import type { Browser, Page, TestInfo } from '@playwright/test';
import { logIn } from './session';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Someone logged in through the login screen, then on a phone. */
export async function onPhone(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, userName);
  await page.setViewportSize(PHONE);
  return page;
}

/** A screenshot of the page at phone and desktop width, for review; the page is left at phone width. */
export async function shootBothWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = false,
): Promise<void> {
  for (const [label, size] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`), fullPage });
  }
  await page.setViewportSize(PHONE);
}

/**
 * Full-page screenshots at phone and desktop width, light and dark, for review: `<name>-<width>-<scheme>.png`.
 * The page is left light, at phone width.
 */
export async function shootBothWidthsAndThemes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [label, size] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${label}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(PHONE);
}
