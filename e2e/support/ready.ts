import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken the page over (web/app.tsx marks the document): a server-rendered button
 * shows before its handler is attached, and a click in that moment does nothing.
 */
export const hydrated = (page: Page) => expect(page.locator('html[data-ready="true"]')).toHaveCount(1);
