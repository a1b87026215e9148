import type { Page } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { seriousViolations } from './support/axe';
import { collectConsoleErrors } from './support/console';
import { DESKTOP, PHONE, shootBothWidths } from './support/devices';
import { approvedProjectViaApi } from './support/projects';
import { logIn } from './support/session';
import { expect, test } from './support/test';

/** The organiser console's sharing and overview tools, on a phone first and then on a desktop. */

const DAY = 86_400_000;
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

async function expectNoSidewaysScroll(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${size.width} px`,
    ).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(PHONE);
}

test('preview links last the chosen lifetime and copy with a confirmation; a saved access code copies too', async ({
  page,
  context,
  request,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectConsoleErrors(page);
  await logIn(page, 'organiser');
  await page.setViewportSize(PHONE);
  await page.goto('/demo/manage/access');

  for (const [choice, days] of [
    ['30 days', 30],
    ['1 day', 1],
  ] as const) {
    await page.getByLabel('Valid for').selectOption({ label: choice });
    const answer = page.waitForResponse((response) => response.url().endsWith('/preview-tokens'));
    await page.getByRole('button', { name: 'Create a preview link' }).click();
    const { expireAt, link } = (await (await answer).json()) as { expireAt: string; link: string };
    const lasts = new Date(expireAt).getTime() - Date.now();
    expect(lasts).toBeGreaterThan((days - 0.1) * DAY);
    expect(lasts).toBeLessThanOrEqual(days * DAY);
    await expect(page.getByTestId('preview-link').getByRole('textbox')).toHaveValue(
      new RegExp(`${link.replace('?', '\\?')}$`),
    );
  }
  await page.getByLabel('Valid for').selectOption({ label: 'Until the event ends' });
  // The last link's answer, not the page's earlier one: the box shows the previous link until it arrives.
  const lastAnswer = page.waitForResponse((response) => response.url().endsWith('/preview-tokens'));
  await page.getByRole('button', { name: 'Create a preview link' }).click();
  const { link: lastLink } = (await (await lastAnswer).json()) as { link: string };
  await expect(page.getByTestId('preview-expires')).toBeVisible();
  const box = page.getByTestId('preview-link').getByRole('textbox');
  await expect(box).toHaveValue(new RegExp(`${lastLink.replace('?', '\\?')}$`));
  const link = await box.inputValue();

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByTestId('preview-link').getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The access code can be copied right after saving: the server keeps only its hash. A code closes the
  // event to anonymous visitors, so it goes on an event of this test's own, never on the demo that the
  // journeys running beside it read.
  const organiser = await apiLogin(request, 'organiser');
  const own = await createEvent(request, organiser, {
    name: 'Code Expo',
    slug: `code-${unique()}`,
    status: 'Published',
  });
  await page.goto(`/${own.slug}/manage/access`);
  await page.getByLabel('Valid for').selectOption({ label: '1 day' });
  await page.getByRole('button', { name: 'Create a preview link' }).click();
  const ownLink = page.getByTestId('preview-link').getByRole('textbox');
  await expect(ownLink).toHaveValue(new RegExp(own.slug));
  const ownLinkValue = await ownLink.inputValue();
  const code = `FAIR-${unique()}`;
  await page.getByLabel(/^Access code/).fill(code);
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByTestId('saved-access-code');
  await expect(saved).toContainText(code);
  // Closing the event to anonymous visitors reloads it without unmounting the page: the link stays.
  await expect(ownLink).toHaveValue(ownLinkValue);
  await saved.getByRole('button', { name: 'Copy code' }).click();
  await expect(saved.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectNoSidewaysScroll(page);
  await shootBothWidths(page, testInfo, 'console-access', true);
  await page.getByRole('button', { name: 'Remove the code' }).click();
  await expect(saved).toBeHidden();
  expect(errors).toEqual([]);
});

test('the award winner picker lists approved projects A–Z and narrows them by search', async ({
  page,
}, testInfo) => {
  await logIn(page, 'organiser');
  await page.setViewportSize(PHONE);
  await page.goto('/demo/manage/awards');
  const picker = page.getByTestId('award-project-picker');
  const titles = picker.locator('.project-picker-option');
  await expect(titles.first()).toBeVisible();
  const all = await titles.allInnerTexts();
  expect(all.length).toBeGreaterThan(20);
  expect(all).toEqual(
    [...all].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
  );

  await picker.getByRole('searchbox', { name: 'Find a project' }).fill('pixel');
  await expect(titles).toHaveText(['Pixel Quest']);
  await picker.getByRole('radio', { name: 'Pixel Quest' }).check();
  await picker.getByRole('searchbox').fill('no such project');
  await expect(picker).toContainText('No approved project matches.');
  await picker.getByRole('searchbox').fill('');
  await expect(picker.getByRole('radio', { name: 'Pixel Quest' })).toBeChecked();
  await expectNoSidewaysScroll(page);
  await picker.scrollIntoViewIfNeeded();
  await shootBothWidths(page, testInfo, 'console-award-picker');
});

test('a new event: the overview checklist ticks itself from the event data, charts show, staff see a Draft mark', async ({
  page,
  request,
}, testInfo) => {
  const organiser = await apiLogin(request, 'organiser');
  const event = await createEvent(request, organiser, { name: 'Kite Expo', slug: `kites-${unique()}` });
  const errors = collectConsoleErrors(page);
  await logIn(page, 'organiser');
  await page.setViewportSize(PHONE);

  // The public page of the draft says it is a draft, to its staff.
  await page.goto(`/${event.slug}`);
  await expect(page.getByTestId('draft-badge')).toContainText('Draft');

  await page.goto(`/${event.slug}/manage`);
  const checklist = page.getByTestId('onboarding-checklist');
  await expect(checklist).toContainText('0 of 4 done');
  for (const item of ['banner', 'dates', 'categories', 'publish']) {
    await expect(checklist.getByTestId(`checklist-${item}`)).toHaveAttribute('data-done', 'false');
  }
  await expect(page.getByTestId('chart-projects')).toContainText('0 projects started in the last 30 days');
  await expect(page.getByTestId('chart-likes')).toBeVisible();
  await expect(page.getByTestId('chart-review')).toContainText('0 of 0 sent projects decided');
  await expectNoSidewaysScroll(page);
  await shootBothWidths(page, testInfo, 'console-overview-new', true);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }

  // Each open item links to the section that fixes it.
  await checklist.getByRole('link', { name: 'Add categories' }).click();
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/manage/categories$`));
  // An empty list says what it is for and offers its first item.
  const empty = page.getByTestId('empty-state');
  await expect(empty).toContainText('No categories yet');
  await empty.getByRole('button', { name: 'Add the first category' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.getByLabel('Name', { exact: true }).fill('Kites');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByTestId('collection-categories').getByRole('row', { name: /Kites/ })).toBeVisible();
  // On a phone the console's sections sit behind one section picker, grouped, and it closes on choosing.
  const picker = page.getByTestId('section-picker');
  await expect(picker).toContainText('Categories');
  await picker.click();
  const nav = page.getByRole('navigation', { name: 'Organiser console' });
  await expect(nav.getByRole('group', { name: 'Set up' })).toBeVisible();
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(nav).toBeHidden();
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(checklist.getByTestId('checklist-categories')).toHaveAttribute('data-done', 'true');
  await expect(checklist).toContainText('1 of 4 done');

  await checklist.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByTestId('event-status')).toHaveText('Published');
  await expect(checklist.getByTestId('checklist-publish')).toHaveAttribute('data-done', 'true');

  // Once published, the public pages carry no draft mark.
  await page.goto(`/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kite Expo' })).toBeVisible();
  await expect(page.getByTestId('draft-badge')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the demo overview charts projects, likes, views and review progress at both widths', async ({
  page,
}, testInfo) => {
  await logIn(page, 'organiser');
  await page.setViewportSize(PHONE);
  await page.goto('/demo/manage');
  await expect(page.getByTestId('chart-projects').locator('rect.chart-bar')).toHaveCount(30);
  await expect(page.getByTestId('chart-likes')).toContainText(/\d+ likes in all/);
  await expect(page.getByTestId('chart-views').locator('rect.chart-bar')).toHaveCount(30);
  await expect(page.getByTestId('chart-views')).toContainText(/\d+ project page views in the last 30 days/);
  await expect(page.getByTestId('chart-review')).toContainText(/\d+ of \d+ sent projects decided/);
  // A complete event has nothing left to do: no checklist.
  await expect(page.getByTestId('onboarding-checklist')).toHaveCount(0);
  // The tables behind the charts, there for screen readers, take no room: the page ends with its footer.
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const [pageHeight, footerBottom] = await page.evaluate(() => [
      document.documentElement.scrollHeight,
      (document.querySelector('.site-footer')?.getBoundingClientRect().bottom ?? 0) + window.scrollY,
    ]);
    expect(pageHeight - footerBottom, `${size.width} px`).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await shootBothWidths(page, testInfo, 'console-overview-demo', true);
});

test('a colour code drops the spaces typed around it, on screen too', async ({ page }) => {
  await logIn(page, 'organiser');
  await page.goto('/demo/manage/details');
  const main = page.getByRole('textbox', { name: 'Main colour', exact: true });
  await main.clear();
  // Half typed, the code is not a colour yet, so nothing but the field itself shows the dropped space.
  await main.pressSequentially(' #12 ');
  await expect(main).toHaveValue('#12');
  await main.pressSequentially('3abc ');
  await expect(main).toHaveValue('#123abc');
  await expect(main).toHaveAttribute('aria-invalid', 'false');
});

test("a visitor's look at a project page counts once in the organiser's overview", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const organiser = await apiLogin(request, 'organiser');
  const event = await createEvent(request, organiser, {
    name: 'Paper Boat Fair',
    slug: `boats-${unique()}`,
    status: 'Published',
  });
  const projectId = await approvedProjectViaApi(request, organiser, event.id, 'Folding Fleet');

  // An anonymous visitor on a phone: the page counts the visit in the background.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  const counted = visitor.waitForResponse(
    (response) =>
      response.url().endsWith(`/projects/${projectId}/views`) && response.request().method() === 'POST',
  );
  await visitor.goto(`/${event.slug}/project/${projectId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Folding Fleet' })).toBeVisible();
  expect((await counted).status()).toBe(204);
  // The same browser session opening the page again sends nothing more.
  const sent: string[] = [];
  visitor.on('request', (sentRequest) => {
    if (sentRequest.url().includes('/views')) sent.push(sentRequest.url());
  });
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Folding Fleet' })).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  await visitorContext.close();
  expect(sent).toEqual([]);

  await logIn(page, 'organiser');
  await page.setViewportSize(PHONE);
  await page.goto(`/${event.slug}/manage`);
  const views = page.getByTestId('chart-views');
  await expect(views).toContainText('1 project page view in the last 30 days');
  await expect(views.locator('rect.chart-bar[height="96"]')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await shootBothWidths(page, testInfo, 'console-overview-views', true);
});

test('an event list is one table: sorted by a heading, edited in place, deleted from the row menu after a confirmation', async ({
  page,
  request,
}, testInfo) => {
  const organiser = await apiLogin(request, 'organiser');
  const event = await createEvent(request, organiser, { name: 'Tide Fair', slug: `tides-${unique()}` });
  const errors = collectConsoleErrors(page);
  await logIn(page, 'organiser');
  await page.setViewportSize(PHONE);
  await page.goto(`/${event.slug}/manage/faqs`);
  const list = page.getByTestId('collection-faqs');
  await list.getByRole('button', { name: 'Add the first question' }).click();
  for (const [question, position] of [
    ['Where is the venue?', '2'],
    ['Can teams be mixed?', '1'],
  ] as const) {
    await page.getByLabel('Question', { exact: true }).fill(question);
    await page.getByLabel('Answer', { exact: true }).fill(`About ${question.toLowerCase()}`);
    await page.getByLabel('Order').fill(position);
    await page.getByRole('button', { name: 'Add question' }).click();
    await expect(list.getByRole('row', { name: new RegExp(question.replace('?', '\\?')) })).toBeVisible();
    if (position === '2') await list.getByRole('button', { name: 'New question' }).click();
  }
  const rows = list.getByTestId('collection-row');
  await expect(rows).toHaveCount(2);

  // The Question heading sorts A–Z, then Z–A, then back to the event's own order.
  const heading = list.getByRole('columnheader', { name: 'Question' });
  await heading.getByRole('button').click();
  await expect(heading).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText('Can teams be mixed?');
  await heading.getByRole('button').click();
  await expect(heading).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText('Where is the venue?');

  // The row's name opens its form in place; Escape closes it as Cancel does.
  await list.getByRole('button', { name: 'Edit “Where is the venue?”' }).click();
  await expect(page.getByLabel('Question', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Question', { exact: true })).toHaveCount(0);
  await list.getByRole('button', { name: 'Edit “Where is the venue?”' }).click();
  await expect(page.getByLabel('Question', { exact: true })).toHaveValue('Where is the venue?');
  await page.getByLabel('Question', { exact: true }).fill('Where is the hall?');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(rows.filter({ hasText: 'Where is the hall?' })).toHaveCount(1);

  // No Delete button on the rows: deleting goes through the row's menu and a confirmation.
  await expect(list.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await list.getByRole('button', { name: 'Actions for “Where is the hall?”' }).click();
  await page.getByRole('menuitem', { name: 'Delete “Where is the hall?”' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete the question “Where is the hall?”?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(2);
  await list.getByRole('button', { name: 'Actions for “Where is the hall?”' }).click();
  await page.getByRole('menuitem', { name: 'Delete “Where is the hall?”' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete question' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '“Where is the hall?” deleted' })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await shootBothWidths(page, testInfo, 'console-faq-table', true);
  expect(errors).toEqual([]);
});
