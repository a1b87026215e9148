import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { DESKTOP, PHONE } from './support/devices';
import { submitProjectViaApi } from './support/projects';
import { logIn } from './support/session';

/**
 * Keyboard-only journeys (docs/accessibility.md): every step is a key press, and after each one the test
 * says where focus is. Focus must never drop to <body>, and a control that receives it must never sit
 * under a pinned bar (the header, the console's strip, the judge's Submit bar): WCAG 2.4.11.
 */

/** Where focus is: the focused element's tag, text and whether a pinned bar hides it. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { onBody: true, hidden: false, what: 'body' };
    const style = getComputedStyle(document.documentElement);
    const top = Number.parseFloat(style.getPropertyValue('--sticky-top')) || 0;
    const bottom = Number.parseFloat(style.getPropertyValue('--sticky-bottom')) || 0;
    const rect = active.getBoundingClientRect();
    const inBar = active.closest('.skip-link, .site-header, .side-menu, .sheet-submit, [role="dialog"], [role="menu"]');
    // Entirely under a bar: the reader cannot see where they are.
    const hidden = !inBar && (rect.bottom <= top || rect.top >= window.innerHeight - bottom);
    return {
      onBody: false,
      hidden,
      what: `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60)}"`,
    };
  });
}

/** Asserts focus is on something and visible; returns what it is, for messages. */
async function expectFocusSeen(page: Page): Promise<string> {
  const state = await focusState(page);
  expect(state.onBody, 'focus fell to the page body').toBe(false);
  expect(state.hidden, `${state.what} is hidden under a pinned bar`).toBe(false);
  return state.what;
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusSeen(page);
  }
  await expect(target, `not reached in ${max} presses`).toBeFocused();
}

const heading = (page: Page) => page.locator('main h1').first();

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`${size}: gallery → project → like prompt, by keyboard`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/demo/projects');
    await expect(heading(page)).toHaveText('Projects');
    const firstCard = page.getByTestId('project-card').first().getByRole('link').first();
    const title = (await page.getByTestId('project-card').first().getByRole('heading').textContent())?.trim();
    await tabTo(page, firstCard);

    // A new page: focus on its heading, and its name said.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/demo\/project\//);
    await expect(heading(page)).toBeFocused();
    await expect(heading(page)).toHaveText(title ?? '');
    await expect(page.getByTestId('announcer')).toHaveText(title ?? '');

    // Like, while logged out: the prompt to log in takes focus, in the page or in a dialog.
    await tabTo(page, page.getByTestId('like-button'));
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => page.evaluate(() => Boolean(document.activeElement?.closest('main, [role="dialog"]'))))
      .toBe(true);
    await expectFocusSeen(page);
  });
}

test('the search box says how many projects it found', async ({ page }) => {
  await page.goto('/demo/projects');
  const search = page.getByRole('searchbox');
  await tabTo(page, search);
  await page.keyboard.type('zzzz-nothing');
  await expect(page.getByTestId('announcer')).toHaveText('No results');
  await expect(search).toBeFocused();
  for (let i = 0; i < 'zzzz-nothing'.length; i++) await page.keyboard.press('Backspace');
  await expect(page.getByTestId('announcer')).toHaveText(/\d+ (or more )?results?/);
});

test('closing a dialog returns focus to the button that opened it', async ({ page }) => {
  await page.goto('/demo/projects');
  const awarded = page
    .getByTestId('project-card')
    .filter({ has: page.getByLabel('awards') })
    .first();
  await tabTo(page, awarded.getByRole('link').first());
  await page.keyboard.press('Enter');
  await expect(heading(page)).toBeFocused();
  const opener = page.getByRole('button', { name: 'Awards' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the phone menu opens, leads to a page whose heading takes focus, and never hides the focused link', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/demo');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const details = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Details' });
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/demo\/details$/);
  await expect(heading(page)).toBeFocused();
  // Tabbing on from the heading reaches the page's controls, visible below the header.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expectFocusSeen(page);
  }
});
