import { timelines } from '../db/schema';
import { AppError } from '../errors';
import type { CollectionSpec } from '../events/collections';
import { requireShowcaseDuration } from '../plans/limits';

const toDate = (value: unknown) => (typeof value === 'string' ? new Date(value) : value);

/** The event's timeline as an organiser edits it: dates in order, the showcase within the plan's length. */
export const timelineList: CollectionSpec = {
  path: 'timelines',
  table: timelines,
  id: timelines.id,
  eventId: timelines.eventId,
  orderBy: [timelines.startAt, timelines.id],
  prepare: (values) => {
    const startAt = toDate(values.startAt) as Date | null | undefined;
    const endAt = toDate(values.endAt) as Date | null | undefined;
    if (startAt && endAt && startAt > endAt)
      throw new AppError('bad_request', 'The start must come before the end');
    return { ...values, startAt, endAt };
  },
  derivedColumns: ['startAt', 'endAt'],
  check: requireShowcaseDuration,
};
