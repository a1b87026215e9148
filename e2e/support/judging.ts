import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
