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

/** The stages of an event, in the order it lives them. */
export const EVENT_STAGES = ['registration', 'submissions', 'judging', 'showcase', 'winners'] as const;
export type EventStage = (typeof EVENT_STAGES)[number];

export interface EventStageNow {
  stage: EventStage;
  /** The date its line names: when submissions open or close, when the showcase opens or ends. */
  date: string | null;
  /** The showcase is over and the winners are still to come. */
  ended?: boolean;
}

/**
 * The one stage an event is in, from its timeline and whether its winners are published: winners once
 * announced, whatever the dates say; else open submissions, then a live showcase; before submissions
 * open, registration; between the deadline and the showcase, judging. Null when the timeline has no dates.
 */
export function eventStage(
  entries: readonly TimelineEntry[],
  awardsPublished: boolean,
  now: Date = new Date(),
): EventStageNow | null {
  if (awardsPublished) return { stage: 'winners', date: null };
  const { submission, showcase } = eventPhases(entries, now);
  if (submission?.state === 'open') return { stage: 'submissions', date: submission.date };
  if (showcase?.state === 'open') return { stage: 'showcase', date: showcase.date };
  if (submission?.state === 'upcoming') return { stage: 'registration', date: submission.date };
  if (showcase?.state === 'closed') return { stage: 'showcase', date: showcase.date, ended: true };
  if (submission?.state === 'closed') {
    return { stage: 'judging', date: showcase?.state === 'upcoming' ? showcase.date : null };
  }
  if (showcase?.state === 'upcoming') return { stage: 'registration', date: null };
  return null;
}

/** From the first dated moment of the timeline to its last, or null without dates. */
export function eventSpan(entries: readonly TimelineEntry[]): { start: string; end: string } | null {
  const dates = entries
    .flatMap((entry) => [entry.startAt, entry.endAt])
    .filter((date): date is string => date !== null)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  if (!dates.length) return null;
  return { start: dates[0]!, end: dates.at(-1)! };
}
