import { TIMELINE_TYPE_NAMES, TIMELINE_TYPES, TYPE_PROJECT_SUBMISSION } from './constants';

const PUBLIC_SHOWCASE = TIMELINE_TYPE_NAMES[TIMELINE_TYPES.PUBLIC];

/** A timeline entry as the API sends it (docs/product.md). */
export interface TimelineEntry {
  id: number;
  timelineType: string;
  description: string | null;
  startAt: string | null;
  endAt: string | null;
}

export type AgendaLabel =
  | 'projectSubmissionOpen'
  | 'projectSubmissionDeadline'
  | 'projectShowcaseStart'
  | 'projectShowcaseClosed'
  | 'projectExhibitionStart'
  | 'projectExhibitionClosed'
  | 'startWhenEventLaunch';

/** One displayed agenda item derived from a timeline entry (docs/product.md). */
export interface AgendaItem {
  id: string;
  /** Translation key under `agenda.` for the item's name. */
  name: AgendaLabel;
  description: string | null;
  /** null only for a submission entry with an end but no start: it opens when the event launches. */
  dateObj: Date | null;
  isDeadline: boolean;
  submissionStart: boolean;
}

const startOfDay = (date: Date): number =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** True when the date, at day precision, is on or before today. */
export function isOnOrBeforeToday(date: Date, now: Date = new Date()): boolean {
  return startOfDay(date) <= startOfDay(now);
}

/**
 * Each timeline entry yields two agenda items: submission entries give "open" and "deadline",
 * every other type is an exhibition and gives "start" and "closed" (the public showcase, type 3,
 * under its own "showcase" labels). Items sort by date ascending; an item without a date
 * (submission opening at launch) comes first.
 */
export function deriveAgenda(entries: readonly TimelineEntry[], now: Date = new Date()): AgendaItem[] {
  const items: AgendaItem[] = [];
  for (const entry of entries) {
    const isSubmission = entry.timelineType === TYPE_PROJECT_SUBMISSION;
    const isShowcase = entry.timelineType === PUBLIC_SHOWCASE;
    const start = entry.startAt ? new Date(entry.startAt) : null;
    const end = entry.endAt ? new Date(entry.endAt) : null;
    if (start || (isSubmission && end)) {
      items.push({
        id: `${entry.id}-start`,
        name: isSubmission
          ? start
            ? 'projectSubmissionOpen'
            : 'startWhenEventLaunch'
          : isShowcase
            ? 'projectShowcaseStart'
            : 'projectExhibitionStart',
        description: entry.description,
        dateObj: start,
        isDeadline: start ? isOnOrBeforeToday(start, now) : true,
        submissionStart: isSubmission,
      });
    }
    if (end) {
      items.push({
        id: `${entry.id}-end`,
        name: isSubmission
          ? 'projectSubmissionDeadline'
          : isShowcase
            ? 'projectShowcaseClosed'
            : 'projectExhibitionClosed',
        description: null,
        dateObj: end,
        isDeadline: isOnOrBeforeToday(end, now),
        submissionStart: false,
      });
    }
  }
  return items.sort((a, b) => (a.dateObj?.getTime() ?? -Infinity) - (b.dateObj?.getTime() ?? -Infinity));
}

/** A showcase is active when now lies between the start and end of the showcase timeline. */
export function isShowcaseActive(entries: readonly TimelineEntry[], now: Date = new Date()): boolean {
  return entries.some(
    (entry) =>
      entry.timelineType !== TYPE_PROJECT_SUBMISSION &&
      entry.startAt !== null &&
      entry.endAt !== null &&
      new Date(entry.startAt) <= now &&
      now <= new Date(entry.endAt),
  );
}
