import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { withoutFirstReads } from './support/first-reads';
import { approvedProjectViaApi } from './support/projects';
import { logIn } from './support/session';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };

async function phonePage(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, userName);
  await page.setViewportSize(PHONE);
  return page;
}

/** A My projects row of archived content: marked, View instead of Edit, no Delete (the server would refuse). */
async function expectReadOnlyRow(row: Locator, title: string): Promise<void> {
  await expect(row.getByTestId('archived-badge')).toHaveText('Archived');
  await expect(row.getByRole('link', { name: 'View' })).toHaveAttribute('href', /\/project\//);
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', /\/project\//);
  await expect(row.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
}

/** The demo event as a smaller plan would describe it: no renaming, no new address, no own project
 * template, no sponsors, categories, banners or awards. */
const SMALLER_PLAN_MISSING = [
  'can_customize_event_name',
  'can_customize_event_slug',
  'can_customize_project_template',
  'enable_sponsor',
  'enable_categories',
  'enable_custom_banner',
  'enable_awards',
];

/** Serves the demo event to this page as if its plan lacked the given feature groups. */
async function withoutFeatures(page: Page, missing: readonly string[]) {
  await page.route(/\/api-v2\/partners\/events\/demo(\?|$)/, async (route) => {
    const response = await route.fetch();
    const event = await response.json();
    event.features = event.features?.filter(
      (feature: { featureGroup: { code: string } }) => !missing.includes(feature.featureGroup.code),
    );
    await route.fulfill({ response, json: event });
  });
}

test('on phones: a visitor comments (edits, deletes after the confirmation), the team archives its project, the organiser archives the event and restores it', async ({
  browser,
  request,
}) => {
  test.slow();
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `Robot Fair ${stamp}`,
    slug: `robot-fair-${stamp}`,
    status: 'Published',
  });
  const projectId = await approvedProjectViaApi(request, organiser, event.id, 'Maze Runner');
  const projectUrl = `/${event.slug}/project/${projectId}`;

  // A visitor comments with a link: plain text, the link clickable, the count in the singular.
  const visitor = await phonePage(browser, 'grace');
  await visitor.goto(projectUrl);
  const thread = visitor.getByTestId('comments');
  await expect(thread.getByRole('heading', { name: /Comments\s+No comments/ })).toBeVisible();
  await thread.getByLabel('Your comment').fill('<b>Lovely</b> robot, video at https://example.com/maze');
  await thread.getByRole('button', { name: 'Post comment' }).click();
  const comment = thread.getByTestId('comment');
  await expect(comment).toContainText('<b>Lovely</b> robot');
  await expect(comment.getByRole('link', { name: 'https://example.com/maze' })).toHaveAttribute(
    'href',
    'https://example.com/maze',
  );
  await expect(thread.getByRole('heading', { name: /1 Comment$/ })).toBeVisible();

  await comment.getByRole('button', { name: 'Edit' }).click();
  await comment.getByLabel('Your comment').fill('Lovely robot!');
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(comment).toContainText('Lovely robot!');
  await expect(comment).toContainText('edited');

  await comment.getByRole('button', { name: 'Delete' }).click();
  const dialog = visitor.getByRole('dialog');
  await expect(dialog).toContainText(
    'Are your sure you want to delete this comment? You cannot retrieve once deleted',
  );
  await dialog.getByTestId('confirm-button').click();
  await expect(thread.getByTestId('comment')).toHaveCount(0);
  await thread.getByLabel('Your comment').fill('Second thoughts: still lovely.');
  await thread.getByRole('button', { name: 'Post comment' }).click();
  await expect(thread.getByRole('heading', { name: /1 Comment$/ })).toBeVisible();

  // The project owner archives the project: marked, still public, comments closed.
  const owner = await phonePage(browser, 'ada');
  await owner.goto(projectUrl);
  await owner.getByRole('button', { name: 'Archive project' }).click();
  await owner.getByRole('dialog').getByTestId('confirm-button').click();
  await expect(owner.getByTestId('archived-notice')).toContainText('Archived');
  await visitor.reload();
  await expect(visitor.getByTestId('archived-notice')).toBeVisible();
  await expect(visitor.getByText('This project is archived: comments are closed')).toBeVisible();
  await expect(visitor.getByTestId('comment')).toContainText('Second thoughts');
  await owner.goto(`/${event.slug}/profile/my-projects`);
  const row = owner.getByTestId('my-project').filter({ hasText: 'Maze Runner' });
  await expectReadOnlyRow(row, 'Maze Runner');
  await owner.screenshot({ path: test.info().outputPath('archived-my-projects-390.png') });
  await owner.goto(projectUrl);
  await owner.getByRole('button', { name: 'Restore project' }).click();
  await expect(owner.getByTestId('archived-notice')).toHaveCount(0);

  // The organiser archives the whole event from the console, on a phone.
  const console = await phonePage(browser, 'organiser');
  await console.goto(`/${event.slug}/manage/details`);
  await console.getByRole('button', { name: 'Archive event' }).click();
  await console.getByRole('dialog').getByTestId('confirm-button').click();
  await expect(console.getByRole('button', { name: 'Restore event' })).toBeVisible();
  await console.goto('/manage');
  await expect(console.getByTestId('archived-events')).toContainText(`Robot Fair ${stamp}`);

  // Visitors still browse it, marked as archived; changes are refused with a clear message.
  await visitor.goto(projectUrl);
  await expect(visitor.getByTestId('archived-event')).toContainText('Archived');
  await expect(visitor.getByTestId('comment')).toContainText('Second thoughts');
  const refused = await request.patch(`/api-v2/projects/${projectId}`, {
    headers: await apiLogin(request, 'ada'),
    data: { title: 'Changed' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).key).toBe('archive.eventReadOnly');
  // The team's own list offers only to look at a project of the archived event.
  await owner.goto(`/${event.slug}/profile/my-projects`);
  await expectReadOnlyRow(row, 'Maze Runner');
  await expect(row.getByRole('button', { name: 'Copy' })).toHaveCount(0);

  await console.goto(`/${event.slug}/manage/details`);
  await console.getByRole('button', { name: 'Restore event' }).click();
  await expect(console.getByRole('button', { name: 'Archive event' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByTestId('archived-event')).toHaveCount(0);
});

test('the house ad shows on events whose plan keeps ads, closes for good, and never shows with "no ads"', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The demo plan includes every feature, "no ads" too: no banner.
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('ad-banner')).toHaveCount(0);

  // The same event as a plan without "no ads" would describe it.
  await withoutFirstReads(page);
  await page.route(/\/api-v2\/partners\/events\/demo(\?|$)/, async (route) => {
    const response = await route.fetch();
    const event = await response.json();
    event.features = event.features?.filter(
      (feature: { featureGroup: { code: string } }) => feature.featureGroup.code !== 'disable_ads',
    );
    await route.fulfill({ response, json: event });
  });
  await page.reload();
  const banner = page.getByTestId('ad-banner');
  await expect(banner).toContainText('Run your own project showcase with Showcase');
  await page.screenshot({ path: test.info().outputPath('ad-banner-390.png') });
  await banner.getByRole('button', { name: 'Close the advertisement' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('ad-banner')).toHaveCount(0);
});

test('on a phone, the console says why the plan locks the event name and address', async ({ browser }) => {
  const console = await phonePage(browser, 'organiser');
  await withoutFeatures(console, SMALLER_PLAN_MISSING);

  await console.goto('/demo/manage/details');
  const name = console.getByLabel('Name', { exact: true });
  await expect(name).toBeDisabled();
  await expect(name).toHaveAccessibleDescription("Renaming the event is not included in this event's plan");
  const address = console.getByLabel('Address', { exact: true });
  await expect(address).toBeDisabled();
  await expect(address).toHaveAccessibleDescription(
    "Changing the event address is not included in this event's plan",
  );
  const description = console.getByLabel('Description', { exact: true });
  await expect(description).toBeEnabled();
  // A locked field does not look like an editable one, in either theme, and its text stays readable.
  for (const dark of [false, true]) {
    await console.evaluate((on) => localStorage.setItem('showcase.darkMode', String(on)), dark);
    await console.reload();
    await expect(name).toBeDisabled();
    await expect(name).toHaveCSS('border-top-style', 'dashed');
    await expect(description).toHaveCSS('border-top-style', 'solid');
    const look = (field: Locator) => field.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await look(name)).not.toBe(await look(description));
    const contrast = await new AxeBuilder({ page: console })
      .include('form')
      .withRules(['color-contrast'])
      .analyze();
    expect(contrast.violations).toEqual([]);
    for (const width of [390, 1366]) {
      await console.setViewportSize({ ...PHONE, width });
      await console.screenshot({
        path: test.info().outputPath(`locked-name-${width}-${dark ? 'dark' : 'light'}.png`),
      });
    }
    await console.setViewportSize(PHONE);
  }
});

test('on a phone, the console says which sections the plan leaves out and that the project template is locked', async ({
  browser,
}) => {
  const console = await phonePage(browser, 'organiser');
  await withoutFeatures(console, SMALLER_PLAN_MISSING);
  for (const [section, reason] of [
    ['sponsors', "This event's plan does not include sponsors."],
    ['categories', "This event's plan does not include categories."],
    ['banners', "This event's plan does not include a custom banner."],
    ['awards', "This event's plan does not include awards."],
  ] as const) {
    await console.goto(`/demo/manage/${section}`);
    await expect(console.getByText(reason, { exact: true })).toBeVisible();
    await expect(console.getByRole('button', { name: /^(New|Add) / })).toHaveCount(0);
  }
  await console.goto('/demo/manage/access');
  await expect(
    console.getByText("Customising the project template is not included in this event's plan", {
      exact: true,
    }),
  ).toBeVisible();

  await console.goto('/demo/manage/faqs');
  await expect(console.getByRole('button', { name: 'New question' })).toBeVisible();
});

test("a plan refusal shows in the reader's language with the plan's number", async ({ browser }) => {
  const console = await phonePage(browser, 'organiser');
  // The demo organiser's plans allow more events; the refusal is the one a two-event plan gives.
  await console.route(/\/api-v2\/partners\/events$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 403,
          json: {
            message: 'Your plan allows 2 events; upgrade to create more',
            key: 'plan.limit.events',
            values: { count: 2 },
          },
        })
      : route.fallback(),
  );
  await console.goto('/es/manage');
  const form = console.locator('form').filter({ hasText: 'Crear un evento' });
  await form.getByLabel('Nombre', { exact: true }).fill(`Feria ${Date.now() % 1_000_000}`);
  await form.getByRole('button', { name: 'Crear el evento' }).click();
  await expect(form.getByRole('alert')).toHaveText('Tu plan permite 2 eventos; mejóralo para crear más');
});
