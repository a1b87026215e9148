import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from './support/devices';
import { expect, test } from './support/test';

/**
 * Gallery cards of one row are the same height, their text is clamped, and the like count stays on the
 * line of the categories; each problem is described so a failure says which card.
 */
function cardProblems(): string[] {
  const problems: string[] = [];
  const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="project-card"]')];
  const rows = new Map<number, HTMLElement[]>();
  for (const card of cards) {
    const top = Math.round(card.getBoundingClientRect().top);
    rows.set(top, [...(rows.get(top) ?? []), card]);
  }
  for (const row of rows.values()) {
    const heights = row.map((card) => Math.round(card.getBoundingClientRect().height));
    if (Math.max(...heights) - Math.min(...heights) > 1) problems.push(`uneven row: ${heights.join(', ')}`);
  }
  for (const card of cards) {
    const name = card.querySelector('h3')?.textContent ?? '?';
    const text = card.querySelector<HTMLElement>('.clamp');
    if (text) {
      const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
      if (text.getBoundingClientRect().height > 3 * lineHeight + 1)
        problems.push(`${name}: text not clamped`);
    }
    const categories = card.querySelector('.project-card-categories')?.getBoundingClientRect();
    const likes = card.querySelector('.project-card-likes')?.getBoundingClientRect();
    if (categories && likes && (likes.top > categories.top + 4 || likes.left < categories.right)) {
      problems.push(`${name}: the like count wraps under the categories`);
    }
  }
  return problems;
}

/** Buttons as wide as their column centre their label (a left-aligned label in a wide button looks lost). */
function offCentreLabels(): string[] {
  const problems: string[] = [];
  for (const button of document.querySelectorAll<HTMLElement>('button, a.button')) {
    const box = button.getBoundingClientRect();
    if (box.width < 200 || !button.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(button);
    const label = range.getBoundingClientRect();
    if (label.width === 0 || label.width > box.width - 40) continue;
    const offset = label.left + label.width / 2 - (box.left + box.width / 2);
    if (Math.abs(offset) > 2)
      problems.push(`"${button.textContent?.trim()}" is ${Math.round(offset)}px off centre`);
  }
  return problems;
}

async function open(page: Page, path: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(path);
  await expect(page.locator('.loading')).toHaveCount(0);
}

test('gallery cards line up: equal heights per row, clamped text, likes beside the categories', async ({
  page,
}) => {
  for (const size of [DESKTOP, PHONE]) {
    await open(page, '/demo/projects', size);
    await expect(page.getByTestId('project-card').nth(3)).toBeVisible();
    expect(await page.evaluate(cardProblems), `at ${size.width}px`).toEqual([]);
  }
});

test('full-width buttons centre their label on a phone', async ({ page }) => {
  for (const path of ['/demo', '/demo/login', '/demo/login?mode=signup', '/']) {
    await open(page, path, PHONE);
    await expect(page.locator('#main')).toBeVisible();
    expect(await page.evaluate(offCentreLabels), path).toEqual([]);
  }
});

test('dark mode: site name, menu links, sponsor names and hero buttons are not painted in the link colour', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('showcase.darkMode', 'true'));
  await open(page, '/demo', DESKTOP);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('.sponsor').first()).toBeVisible();
  const colours = await page.evaluate(() => {
    const colour = (element: Element) => getComputedStyle(element).color;
    const link = document.createElement('a');
    link.href = '#';
    link.textContent = 'a link';
    document.querySelector('main')?.append(link);
    const linkColour = colour(link);
    link.remove();
    const named = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) => ({
        name: `${selector} "${element.textContent?.trim()}"`,
        painted: colour(element) === linkColour,
      }));
    return [
      ...named('.brand-name'),
      ...named('.main-nav a:not([aria-current])'),
      ...named('.sponsor span'),
      ...named('.hero-actions .button'),
    ];
  });
  expect(colours.length).toBeGreaterThan(5);
  expect(colours.filter((entry) => entry.painted).map((entry) => entry.name)).toEqual([]);
});
