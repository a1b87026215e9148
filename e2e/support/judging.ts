import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiLogin, createEvent } from './api';
import { PHONE } from './devices';
import { newestMail } from './outbox';
import { submitProjectViaApi } from './projects';
import { logIn } from './session';

interface BoardEntry {
  project: { title: string };
  unsettled: { cutoff: number; looksToSettle: number | null } | null;
}

/**
 * The console's leaderboard says, on every row the server calls unsettled, which prize cut is open and
 * about how many more looks would settle it, and says nothing on the others. Answers how many rows
 * are unsettled.
 */
export async function expectUnsettledPlaces(
  page: Page,
  request: APIRequestContext,
  headers: Record<string, string>,
  board: { eventId: number; roundId: number },
): Promise<number> {
  const response = await request.get(
    `/api-v2/partners/events/${board.eventId}/judging/rounds/${board.roundId}/leaderboard`,
    { headers },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const entries = ((await response.json()) as { entries: BoardEntry[] }).entries;
  const rows = page.getByTestId('leaderboard-entry');
  await expect(rows).toHaveCount(entries.length);
  for (const [index, entry] of entries.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(entry.project.title);
    const note = row.getByTestId('leaderboard-unsettled');
    if (!entry.unsettled) {
      await expect(note).toHaveCount(0);
      continue;
    }
    const { cutoff, looksToSettle } = entry.unsettled;
    await expect(note).toContainText(cutoff === 1 ? 'First place not settled' : `Top ${cutoff} not settled`);
    await expect(note).toContainText(
      looksToSettle === null
        ? 'a near tie'
        : `about ${looksToSettle} more look${looksToSettle === 1 ? '' : 's'} would settle it`,
    );
    await expect(note).toBeVisible();
  }
  const unsettled = entries.filter((entry) => entry.unsettled).length;
  if (unsettled > 0) {
    await expect(page.getByTestId('leaderboard-unsettled-summary')).toContainText(
      `${unsettled} place${unsettled === 1 ? '' : 's'} around the prize cuts`,
    );
  }
  return unsettled;
}

/**
 * A fresh published event with three approved projects at tables A1–A3, an open round (target 1) and,
 * when given, a general rubric; `judge1` invited by the organiser, accepting on a phone and left on the
 * judge's page.
 */
export async function judgeInNewEvent(
  page: Page,
  request: APIRequestContext,
  options: {
    name: string;
    round: { name: string; mode: 'rubric' | 'pairwise' | 'both' };
    criteria?: { name: string; description?: string; weight: number; min: number; max: number }[];
  },
) {
  const organiser = await apiLogin(request, 'organiser');
  const stamp = Date.now() % 1_000_000;
  const event = await createEvent(request, organiser, {
    name: `${options.name} ${stamp}`,
    slug: `${options.name.toLowerCase().replace(/\W+/g, '-')}-${stamp}`,
    status: 'Published',
  });
  const ids: number[] = [];
  for (const [index, title] of ['Kite Meter', 'Rain Bell', 'Moss Map'].entries()) {
    const team = await apiLogin(request, ['ada', 'grace', 'linus'][index]!);
    ids.push(await submitProjectViaApi(request, team, event.id, title));
  }
  const base = `/api-v2/partners/events/${event.id}`;
  const calls = [
    request.post(`${base}/review`, {
      headers: organiser,
      data: { projectIds: ids, submissionStatus: 'APPROVED' },
    }),
    request.put(`${base}/judging/table-numbers`, {
      headers: organiser,
      data: { tableNumbers: ids.map((projectId, index) => ({ projectId, tableNumber: `A${index + 1}` })) },
    }),
  ];
  if (options.criteria) {
    calls.push(
      request.put(`${base}/judging/rubrics/general`, {
        headers: organiser,
        data: { criteria: options.criteria },
      }),
    );
  }
  for (const call of calls) {
    const response = await call;
    expect(response.ok(), await response.text()).toBe(true);
  }
  const created = await request.post(`${base}/judging/rounds`, {
    headers: organiser,
    data: { ...options.round, projectSet: 'approved', targetLooks: 1 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const roundId = ((await created.json()) as { id: number }).id;
  expect((await request.post(`${base}/judging/rounds/${roundId}/open`, { headers: organiser })).ok()).toBe(
    true,
  );
  const invited = await request.post(`${base}/judging/judges`, {
    headers: organiser,
    data: { userName: 'judge1' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  const mail = await newestMail(
    request,
    'judge1@demo.showcase.test',
    new RegExp(`${event.slug}/manage/invitation`),
  );
  const link = new URL(/(https?:\/\/\S+\/manage\/invitation\?token=[\w-]+)/.exec(mail)![1]!);
  await logIn(page, 'judge1');
  await page.setViewportSize(PHONE);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page).toHaveURL(new RegExp(`/${event.slug}/judge$`));
  return { event, base, roundId, organiser };
}
