import { z } from 'zod';
import { PROJECT_STATUSES } from './constants';

/** Days the organiser overview charts, ending today (UTC). */
export const OVERVIEW_DAYS = 30;

/** The steps a new event takes before it goes live, in the order the overview's checklist shows them. */
export const CHECKLIST_ITEMS = ['banner', 'dates', 'categories', 'publish'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/**
 * The organiser overview's figures (docs/product.md, organiser console): projects started, likes and views per
 * day over the last OVERVIEW_DAYS days, projects by review status, and which onboarding steps the event's
 * own data already fulfils. Views count the times a visitor opened a project's public page (once per project
 * and browser session; the team's and the event staff's own visits are not counted).
 */
export const overviewStatsResponse = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      projects: z.number().int(),
      likes: z.number().int(),
      views: z.number().int(),
    }),
  ),
  /** Likes given before the first charted day, so a running total starts from the right height. */
  likesBefore: z.number().int(),
  review: z.record(z.enum(PROJECT_STATUSES), z.number().int()),
  checklist: z.record(z.enum(CHECKLIST_ITEMS), z.boolean()),
});
/** Views one address may record per minute: enough for anyone browsing, too few to pump the numbers. */
export const VIEW_RATE_LIMIT_PER_MINUTE = 60;

export type OverviewStats = z.infer<typeof overviewStatsResponse>;

/** The last `count` calendar days (UTC) up to the day of `now`, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
