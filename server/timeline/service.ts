import { and, asc, eq } from 'drizzle-orm';
import { TIMELINE_TYPE_NAMES, type TimelineType } from '../../common/constants';
import type { Db } from '../db/client';
import { timelines } from '../db/schema';

/** An event's timeline entries by start, of one type when given, as the API answers them. */
export async function listTimeline(db: Db, eventId: number, timelineType: number | undefined) {
  const rows = await db
    .select()
    .from(timelines)
    .where(
      and(
        eq(timelines.eventId, eventId),
        timelineType === undefined ? undefined : eq(timelines.timelineType, timelineType),
      ),
    )
    .orderBy(asc(timelines.startAt), asc(timelines.id));
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    timelineType: TIMELINE_TYPE_NAMES[row.timelineType as TimelineType] ?? 'TYPE_CUSTOM',
    timelineTypeId: row.timelineType,
    description: row.description,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
  }));
}
