import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { DESKTOP, PHONE } from './support/devices';
import { PNG, submitProjectViaApi } from './support/projects';
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
    const inBar = active.closest(
      '.skip-link, .site-header, .side-menu, .sheet-submit, [role="dialog"], [role="menu"]',
    );
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
async function expectFocusSeen(page: Page, before = ''): Promise<string> {
  const state = await focusState(page);
  expect(state.onBody, `focus fell to the page body (after ${before})`).toBe(false);
  expect(state.hidden, `${state.what} is hidden under a pinned bar`).toBe(false);
  return state.what;
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  let before = 'the start';
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    before = await expectFocusSeen(page, before);
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
      .poll(async () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('main, [role="dialog"]'))),
      )
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
  // The awards ribbon sits above the title: one step back from the focused heading.
  const opener = page.getByRole('button', { name: 'Awards' });
  await tabTo(page, opener, { back: true });
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
  const details = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Details' });
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

const HOUR = 60 * 60 * 1000;

test('vote for a project by keyboard: focus stays on the Vote button as it turns into "voted"', async ({
  page,
  request,
}) => {
  test.slow();
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `Key Fair ${stamp}`,
    slug: `key-fair-${stamp}`,
    status: 'Published',
  });
  const now = Date.now();
  const timeline = await request.post(`/api-v2/partners/events/${event.id}/timelines`, {
    headers: organiser,
    data: {
      timelineType: 3,
      startAt: new Date(now - HOUR).toISOString(),
      endAt: new Date(now + HOUR).toISOString(),
    },
  });
  expect(timeline.ok(), await timeline.text()).toBe(true);
  const award = await request.post(`/api-v2/partners/events/${event.id}/awards`, {
    headers: organiser,
    data: { name: 'Crowd Favourite', rank: 5 },
  });
  expect(award.ok(), await award.text()).toBe(true);
  const projectIds = [
    await submitProjectViaApi(request, await apiLogin(request, 'ada'), event.id, 'Kite Meter'),
    await submitProjectViaApi(request, await apiLogin(request, 'grace'), event.id, 'Reed Organ'),
  ];
  const approved = await request.post(`/api-v2/partners/events/${event.id}/review`, {
    headers: organiser,
    data: { projectIds, submissionStatus: 'APPROVED' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const settings = await request.put(`/api-v2/partners/events/${event.slug}/peoples-choice`, {
    headers: organiser,
    data: { isEnabled: true, votesPerAward: 1, awardIds: [(await award.json()).id] },
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  await logIn(page, 'alan');
  await page.goto(`/${event.slug}/projects`);
  const vote = page.getByRole('button', { name: 'Vote for Kite Meter' });
  await tabTo(page, vote);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('votes-left')).toContainText('you voted for Kite Meter');
  // The button said "pending" and came back as "voted": focus is on it, not on the page's body.
  const voted = page.getByTestId('project-card').filter({ hasText: 'Kite Meter' }).getByTestId('vote-button');
  await expect(voted).toHaveAttribute('aria-pressed', 'true');
  await expect(voted).toBeFocused();

  // No vote left: the other project's Vote opens the chooser; Escape returns to that button.
  // The newer project's card comes first: back up to it.
  const other = page.getByRole('button', { name: 'Vote for Reed Organ' });
  await tabTo(page, other, { back: true });
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog');
  await expect(chooser).toBeVisible();
  await expect.poll(() => chooser.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);
  await expect(other).toBeFocused();
});

test('create and submit a project by keyboard: the first field to fix, the editor heading, the submit dialog', async ({
  page,
}, testInfo) => {
  test.slow();
  const title = `Key Tide ${Date.now() % 100000}`;
  await page.setViewportSize(DESKTOP);
  await logIn(page, 'ada');
  await page.goto('/demo/profile/my-projects');
  await tabTo(page, page.getByTestId('new-project'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/my-projects\/new$/);
  await expect(heading(page)).toBeFocused();

  // Save with no title: the refusal is read where the title is typed.
  await tabTo(page, page.getByTestId('save-project'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Give your project a title to save it.')).toBeVisible();
  await expectFocusSeen(page);
  await page.screenshot({ path: testInfo.outputPath('focus-form-error-1366.png') });

  await tabTo(page, page.getByLabel('Title'), { back: true });
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Buoys report the tide to the harbour.');
  await tabTo(page, page.getByTestId('save-project'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/my-projects\/\d+$/);
  await expect(heading(page)).toHaveText(title);
  await expect(heading(page)).toBeFocused();

  // The cover image, chosen through the file input reached by Tab.
  const fileInput = page.getByTestId('dropzone-image').locator('input[type=file]');
  // The saved project's answers are read again after the save; a field re-rendered under the focus
  // would drop it, so the page settles before the walk.
  await page.waitForLoadState('networkidle');
  await tabTo(page, fileInput);
  const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('project-image')).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
  await expectFocusSeen(page);

  // Submit, walked back to from the cover: the dialog takes focus; confirming closes it and focus lands
  // on the page, not its body.
  await tabTo(page, page.getByTestId('submit-project'), { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByTestId('confirm-submit'));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Submitted', { exact: false }).first()).toBeVisible();
  await expect.poll(async () => (await focusState(page)).onBody).toBe(false);
  await expectFocusSeen(page);
});

test('judge a project by keyboard: scores with arrows, Submit never hidden, the next project takes focus and is announced', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'judge2');
  await page.setViewportSize(PHONE);
  await page.goto('/demo/judge');
  const project = page.getByTestId('judged-project');
  await expect(project).toBeVisible();
  const first = (await project.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  const criteria = page.getByTestId('criterion');
  const count = await criteria.count();
  for (let index = 0; index < count; index++) {
    await tabTo(page, criteria.nth(index).getByRole('radio').first());
    // Arrows move the choice within a criterion: the third score.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(criteria.nth(index).getByRole('radio').nth(2)).toBeChecked();
    await expectFocusSeen(page);
  }
  await tabTo(page, page.getByTestId('submit-look'));
  await page.keyboard.press('Enter');
  // The next card's heading has focus, and its title (or the end of the round) is said.
  await expect(page.locator('.judge-round .judged-title, .judge-round .judge-card h2').first()).toBeFocused();
  const next = page.getByTestId('judged-project').filter({ hasNotText: first });
  if (await next.count()) {
    const title = (await next.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    await expect(page.getByTestId('announcer')).toHaveText(`Next project: ${title}`);
  }
});

test('approve a project and give it an award by keyboard', async ({ page, request }) => {
  test.slow();
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `Key Expo ${stamp}`,
    slug: `key-expo-${stamp}`,
    status: 'Published',
  });
  const award = await request.post(`/api-v2/partners/events/${event.id}/awards`, {
    headers: organiser,
    data: { name: 'Best Build', rank: 5 },
  });
  expect(award.ok(), await award.text()).toBe(true);
  await submitProjectViaApi(request, await apiLogin(request, 'ada'), event.id, 'Loom Clock');
  await submitProjectViaApi(request, await apiLogin(request, 'grace'), event.id, 'Sand Printer');

  await logIn(page, 'organiser');
  await page.setViewportSize(PHONE);
  await page.goto(`/${event.slug}/manage/review`);
  await expect(heading(page)).toBeVisible();
  // The status filter is a group of toggle buttons; the row buttons say which project they act on.
  await expect(page.getByRole('button', { name: /^Submitted/ })).toHaveAttribute('aria-pressed', 'true');
  const approve = page.getByRole('button', { name: 'Approve “Loom Clock”' });
  await tabTo(page, approve);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Loom Clock')).toHaveCount(0);
  // Its row is gone: focus went to the next project's controls, not to the page's body.
  await expect.poll(async () => (await focusState(page)).onBody).toBe(false);
  await expectFocusSeen(page);
  await expect(page.locator(':focus')).toBeVisible();

  // The awards screen, reached by keyboard: on a phone the console's sections open from its picker.
  await tabTo(page, page.getByTestId('section-picker'), { back: true, max: 60 });
  await page.keyboard.press('Enter');
  const awardsLink = page.getByRole('navigation', { name: 'Organiser console' }).getByRole('link', {
    name: 'Awards',
  });
  await tabTo(page, awardsLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/manage\/awards/);
  await expect(heading(page)).toBeFocused();
  await tabTo(page, page.getByTestId('award-select'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByTestId('award-project-picker').getByRole('radio').first());
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Give award' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Award given', { exact: true })).toBeVisible();
  await expect.poll(async () => (await focusState(page)).onBody).toBe(false);
  await expectFocusSeen(page);
});

test('menus open on the first item with a visible highlight; focus states at both widths', async ({
  page,
}, testInfo) => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/demo');
    // The hero's first action: a white ring in a dark band on the banner.
    await tabTo(page, page.locator('.hero-actions a').first());
    await page.screenshot({ path: testInfo.outputPath(`focus-hero-${label}.png`) });
    if (label === '390') {
      await tabTo(page, page.getByRole('button', { name: 'Open menu' }), { back: true });
      await page.keyboard.press('Enter');
    }
    const language = page.getByRole('button', { name: 'Language' });
    // In the header: back from the hero on a desktop, on from the menu's toggle on a phone.
    await tabTo(page, language, { back: label === '1366' });
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await expect(items.nth(1)).toHaveAttribute('data-highlighted', '');
    await page.screenshot({ path: testInfo.outputPath(`focus-menu-${label}.png`) });
    await page.keyboard.press('Escape');
    await expect(language).toBeFocused();
  }
});
