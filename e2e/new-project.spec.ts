import type { APIRequestContext } from '@playwright/test';
import { MAX_PAGE_SIZE } from '../common/constants';
import { MAX_FILES_PER_DROP } from '../common/projects';
import { apiLogin } from './support/api';
import { onPhone, shootBothWidths } from './support/devices';
import { sessionInfo } from './support/session';
import { expect, test } from './support/test';

/** Ada's projects in the demo event, read over the API (drafts included: they are her own). */
async function titlesOfProjects(request: APIRequestContext, userId: number): Promise<string[]> {
  const headers = { ...(await apiLogin(request, 'ada')), 'x-event': 'demo' };
  const response = await request.get('/api-v2/projects', {
    headers,
    params: { userIds: String(userId), pageSize: String(MAX_PAGE_SIZE) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { projects } = (await response.json()) as { projects: { title: string }[] };
  return projects.map((project) => project.title);
}

test('"Start a project" on a phone: nothing is stored until the first save, which creates the project from the typed text', async ({
  browser,
  request,
}, testInfo) => {
  const page = await onPhone(browser, 'ada');
  const userId = (await sessionInfo(page.context()))?.userId ?? 0;
  const title = `Kelp Counter ${Date.now() % 100000}`;

  await page.goto('/demo/profile/my-projects');
  await page.getByTestId('new-project').click();
  await expect(page).toHaveURL(/\/demo\/profile\/my-projects\/new$/);
  await expect(page).toHaveTitle('New project · Showcase Demo Fair');
  // Uploads and the team need the project: they are announced, not offered, before the first save.
  await expect(page.getByTestId('after-first-save')).toContainText('Once saved, you can add:');
  await expect(page.getByTestId('dropzone-image')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Team' })).toHaveCount(0);

  // Saving without a title says what is missing and creates nothing.
  await page.getByTestId('save-project').click();
  await expect(page.getByText('Give your project a title to save it.')).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await expect(page.getByText('Give your project a title to save it.')).toHaveCount(0);
  await page.getByLabel('Description').fill('Divers log kelp density.\n\nMaps it per season.');
  await shootBothWidths(page, testInfo, 'new-project');

  // A reload keeps what was typed; still no project on the server, not even an empty one.
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Description')).toHaveValue('Divers log kelp density.\n\nMaps it per season.');
  let titles = await titlesOfProjects(request, userId);
  expect(titles).not.toContain(title);
  expect(titles).not.toContain('');

  // Leaving without saving leaves nothing behind either; coming back finds the draft.
  await page.getByRole('link', { name: '← My projects' }).click();
  await expect(page.getByTestId('my-project').filter({ hasText: title })).toHaveCount(0);
  await page.getByTestId('new-project').click();
  await expect(page.getByLabel('Title')).toHaveValue(title);

  // The first save creates the project, with a slug from its title, and opens its editor.
  await page.getByTestId('save-project').click();
  await expect(page).toHaveURL(/\/demo\/profile\/my-projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Divers log kelp density.\n\nMaps it per season.');
  // One cover image, several files: the drop zones say so in the singular and the plural.
  await expect(page.getByTestId('dropzone-image')).toContainText('upload one file, image or video');
  await expect(page.getByTestId('dropzone-file')).toContainText(
    `upload up to ${MAX_FILES_PER_DROP} files, images, or videos`,
  );
  await expect(page.getByRole('button', { name: 'Team' })).toBeVisible();
  const id = /my-projects\/(\d+)$/.exec(page.url())?.[1];
  const headers = { ...(await apiLogin(request, 'ada')), 'x-event': 'demo' };
  const created = await request.get(`/api-v2/project/${id}`, { headers });
  expect(((await created.json()) as { slug: string }).slug).toMatch(/^kelp-counter-\d+(-\d+)?$/);
  titles = await titlesOfProjects(request, userId);
  expect(titles.filter((t) => t === title)).toHaveLength(1);

  // The browser's draft is gone: the next start is empty.
  await page.goto('/demo/profile/my-projects/new');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.context().close();
});
