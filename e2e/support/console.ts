import type { Page } from '@playwright/test';

/**
 * Collects the page's console errors and uncaught exceptions. Chromium reports a page that answers 404
 * as a failed resource; that line names the page itself and is the status the server means to send, so
 * it is left out. Every other error, including a failed API call, is kept.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    const isOwnStatus =
      /status of 404/.test(message.text()) &&
      source !== '' &&
      source.split('#')[0] === page.url().split('#')[0];
    if (!isOwnStatus) errors.push(`${message.text()} ${source}`.trim());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
