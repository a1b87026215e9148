import type { TimelineEntry } from './agenda';
import { TYPE_PROJECT_SUBMISSION } from './constants';

export type PhaseState = 'upcoming' | 'open' | 'closed';
export interface Phase {
  state: PhaseState;
  /** When it opens (upcoming), closes (open) or closed (closed); null when the timeline does not say. */
  date: string | null;
}

function phaseOf(entries: readonly TimelineEntry[], now: Date): Phase | null {
  const entry = entries.find((candidate) => candidate.startAt !== null || candidate.endAt !== null);
  if (!entry) return null;
  const start = entry.startAt ? new Date(entry.startAt) : null;
  const end = entry.endAt ? new Date(entry.endAt) : null;
  if (start && now < start) return { state: 'upcoming', date: entry.startAt };
  if (end && now > end) return { state: 'closed', date: entry.endAt };
  return { state: 'open', date: entry.endAt };
}

/** What is happening at an event now: whether submissions and the showcase are upcoming, open or over. */
export function eventPhases(entries: readonly TimelineEntry[], now: Date = new Date()) {
  return {
    submission: phaseOf(
      entries.filter((entry) => entry.timelineType === TYPE_PROJECT_SUBMISSION),
      now,
    ),
    showcase: phaseOf(
      entries.filter((entry) => entry.timelineType !== TYPE_PROJECT_SUBMISSION),
      now,
    ),
  };
}
