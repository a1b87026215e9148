import { and, eq } from 'drizzle-orm';
import { TIMELINE_TYPES, type TimelineType } from '../../common/constants';
import type { Db } from '../db/client';
import { timelines } from '../db/schema';

export interface SubmissionWindow {
  opensAt: Date | null;
  closesAt: Date | null;
}

/** A window of the event's timeline: the earliest start and latest end of its entries of one type. */
export async function loadWindow(db: Db, eventId: number, type: TimelineType): Promise<SubmissionWindow> {
  const rows = await db
    .select({ startAt: timelines.startAt, endAt: timelines.endAt })
    .from(timelines)
    .where(and(eq(timelines.eventId, eventId), eq(timelines.timelineType, type)));
  const starts = rows.map((row) => row.startAt).filter((d): d is Date => d !== null);
  const ends = rows.map((row) => row.endAt).filter((d): d is Date => d !== null);
  return {
    // A submission entry with an end but no start opens when the event launches (docs/product.md).
    opensAt:
      starts.length && starts.length === rows.length ? new Date(Math.min(...starts.map(Number))) : null,
    closesAt: ends.length ? new Date(Math.max(...ends.map(Number))) : null,
  };
}

export const loadSubmissionWindow = (db: Db, eventId: number) =>
  loadWindow(db, eventId, TIMELINE_TYPES.PROJECT_SUBMISSION);
/** The public showcase: the gallery opens to visitors when it starts. */
export const loadShowcaseWindow = (db: Db, eventId: number) => loadWindow(db, eventId, TIMELINE_TYPES.PUBLIC);

export type WindowState = 'not_open' | 'open' | 'closed';

export function windowState(window: SubmissionWindow, now = new Date()): WindowState {
  if (window.opensAt && now < window.opensAt) return 'not_open';
  if (window.closesAt && now > window.closesAt) return 'closed';
  return 'open';
}
