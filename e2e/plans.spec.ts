import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { approvedProjectViaApi } from './support/projects';
import { logIn } from './support/session';

const PHONE = { width: 390, height: 844 };

async function phonePage(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, userName);
  await page.setViewportSize(PHONE);
  return page;
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
  await expect(
    owner.getByTestId('my-project').filter({ hasText: 'Maze Runner' }).getByTestId('archived-badge'),
  ).toHaveText('Archived');
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

test('on a phone, the console says why the plan locks the event name, address and project template and which sections it leaves out', async ({
  browser,
}) => {
  const console = await phonePage(browser, 'organiser');
  // The demo event as a smaller plan would describe it: no renaming, no new address, no own project
  // template, no sponsors, categories, banners or awards.
  const missing = [
    'can_customize_event_name',
    'can_customize_event_slug',
    'can_customize_project_template',
    'enable_sponsor',
    'enable_categories',
    'enable_custom_banner',
    'enable_awards',
  ];
  await console.route(/\/api-v2\/partners\/events\/demo(\?|$)/, async (route) => {
    const response = await route.fetch();
    const event = await response.json();
    event.features = event.features?.filter(
      (feature: { featureGroup: { code: string } }) => !missing.includes(feature.featureGroup.code),
    );
    await route.fulfill({ response, json: event });
  });

  await console.goto('/demo/manage/details');
  const name = console.getByLabel('Name', { exact: true });
  await expect(name).toBeDisabled();
  await expect(name).toHaveAccessibleDescription("Renaming the event is not included in this event's plan");
  const address = console.getByLabel('Address', { exact: true });
  await expect(address).toBeDisabled();
  await expect(address).toHaveAccessibleDescription(
    "Changing the event address is not included in this event's plan",
  );
  await expect(console.getByLabel('Description', { exact: true })).toBeEnabled();
  await console.screenshot({ path: test.info().outputPath('locked-name-390.png') });

  for (const [section, reason] of [
    ['sponsors', "This event's plan does not include sponsors."],
    ['categories', "This event's plan does not include categories."],
    ['banners', "This event's plan does not include a custom banner."],
    ['awards', "This event's plan does not include awards."],
  ] as const) {
    await console.goto(`/demo/manage/${section}`);
    await expect(console.getByText(reason, { exact: true })).toBeVisible();
    await expect(console.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  }
  await console.goto('/demo/manage/access');
  await expect(
    console.getByText("Customising the project template is not included in this event's plan", {
      exact: true,
    }),
  ).toBeVisible();

  await console.goto('/demo/manage/faqs');
  await expect(console.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
});
