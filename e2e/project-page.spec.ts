import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console';
import { DESKTOP, PHONE } from './support/devices';
import { hydrated } from './support/ready';
import { logIn } from './support/session';

/**
 * The project page a team shares: awards by the title, a gallery whose lightbox works by keyboard,
 * built-with tags that lead to the filtered gallery, and on phones the team before the comments.
 */

// Logging in, eight full-page screenshots and a busy shared machine: more than the default 30 s.
test.slow();

/** Full-page screenshots at phone and desktop width, light and dark, for review. */
async function shootAll(page: Page, name: string, outputPath: (name: string) => string, fullPage = true) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((dark) => {
      localStorage.setItem('showcase.darkMode', String(dark));
      document.documentElement.classList.toggle('dark', dark);
    }, theme === 'dark');
    for (const [label, size] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: outputPath(`${name}-${label}-${theme}.png`), fullPage });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => {
    localStorage.setItem('showcase.darkMode', 'false');
    document.documentElement.classList.remove('dark');
  });
}

test('a visitor opens the gallery lightbox by keyboard, steps through it and closes it', async ({
  page,
}, testInfo) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/demo/project/mood-board');
  await expect(page.getByRole('heading', { level: 1, name: 'Mood Board' })).toBeVisible();
  await expect(page.getByTestId('project-awards')).toContainText('Grand Prize');
  const gallery = page.getByTestId('media-gallery');
  await expect(gallery.getByRole('button', { name: /^Show image/ })).toHaveCount(4);
  await expect(page.getByTestId('project-story')).toContainText('Inspiration');
  await expect(page.getByTestId('project-story')).toContainText('What it does');
  await expect(page.getByTestId('project-links')).toContainText('Try it out');
  await expect(page.getByTestId('project-team')).toContainText('App and server');
  await expect(page.getByTestId('project-updates')).toContainText('whole term');
  await expect(page.getByTestId('project-neighbours')).toBeVisible();
  // The cover is letterboxed, never cropped.
  const fit = await gallery
    .locator('.media-stage img')
    .first()
    .evaluate((img) => getComputedStyle(img).objectFit);
  expect(fit).toBe('contain');

  const open = gallery.getByTestId('media-open');
  await open.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByTestId('lightbox');
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText('1 / 4');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('2 / 4');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox).toContainText('4 / 4');
  await shootAll(page, 'project-lightbox', (name) => testInfo.outputPath(name), false);
  await page.setViewportSize(DESKTOP);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // Focus returns to what opened it, so a keyboard user carries on where they were.
  await expect(open).toBeFocused();
  await shootAll(page, 'project-page', (name) => testInfo.outputPath(name));
  expect(errors).toEqual([]);
});

test('a built-with tag leads to the gallery filtered by it, with a chip that clears the filter', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/demo/project/mood-board');
  await page.getByTestId('built-with').getByRole('link', { name: 'Projects built with React' }).click();
  await expect(page).toHaveURL(/\/demo\/projects\?builtWith=React$/);
  const chip = page.getByTestId('gallery-filters');
  await expect(chip).toContainText('Built with React');
  const cards = page.getByTestId('project-card');
  await expect(cards.filter({ hasText: 'Mood Board' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Solar Sprout' })).toHaveCount(0);
  await chip.getByRole('link').click();
  await expect(page).toHaveURL(/\/demo\/projects\?$|\/demo\/projects$/);
  await expect(cards.filter({ hasText: 'Solar Sprout' })).toHaveCount(1);
});

test('on a phone the team comes before the comments', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/demo/project/solar-sprout');
  // Measured once the page is the browser's: the comments' count and form arrive with it.
  await hydrated(page);
  const team = page.getByTestId('project-team');
  const comments = page.getByTestId('comments');
  await expect(team).toBeVisible();
  await expect(comments).toBeVisible();
  // Measured in one go, again if the thread re-renders in between (its lazy part takes over).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const top = (id: string) =>
          document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top;
        const [teamTop, commentsTop] = [top('project-team'), top('comments')];
        return teamTop !== undefined && commentsTop !== undefined && teamTop < commentsTop;
      }),
    )
    .toBe(true);
  // Nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a team adds a link to its page in the editor, is told what is wrong, and visitors see it', async ({
  page,
}, testInfo) => {
  await logIn(page, 'ada');
  await page.setViewportSize(PHONE);
  await page.goto('/demo/profile/my-projects');
  await page
    .getByRole('link', { name: /Solar Sprout/ })
    .first()
    .click();
  const editor = page.getByTestId('page-editor');
  await expect(editor).toBeVisible();
  await expect(editor.getByTestId('media-list').locator('li')).toHaveCount(3);
  await editor.getByRole('button', { name: 'Add a link' }).click();
  const row = editor.getByTestId('link-list').locator('li').last();
  await row.getByLabel('Kind').selectOption('other');
  await row.getByLabel('Address').fill('not a link');
  await row.getByLabel('Name (for other links)').fill('Build log');
  await editor.getByTestId('save-page').click();
  await expect(row.getByText('Enter a web address (https://…)')).toBeVisible();
  await row.getByLabel('Address').fill('https://example.com/solar-sprout/log');
  await editor.getByTestId('save-page').click();
  await expect(page.getByText('Page saved', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('page-editor-390.png'), fullPage: true });
  await page.goto('/demo/project/solar-sprout');
  await expect(page.getByTestId('project-links').getByRole('link', { name: /Build log/ })).toHaveAttribute(
    'href',
    'https://example.com/solar-sprout/log',
  );
});
