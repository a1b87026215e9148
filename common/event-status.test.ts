import { describe, expect, it } from 'vitest';
import { TYPE_PROJECT_SUBMISSION } from './constants';
import { eventPhases, eventSpan, eventStage } from './event-status';

const entry = (timelineType: string, startAt: string | null, endAt: string | null) => ({
  id: 1,
  timelineType,
  description: null,
  startAt,
  endAt,
});
const timeline = [
  entry(TYPE_PROJECT_SUBMISSION, '2026-03-01T00:00:00Z', '2026-03-10T00:00:00Z'),
  entry('Public showcase', '2026-03-12T00:00:00Z', '2026-03-20T00:00:00Z'),
];

describe('eventPhases', () => {
  it('says what opens next before anything starts', () => {
    expect(eventPhases(timeline, new Date('2026-02-01T00:00:00Z'))).toEqual({
      submission: { state: 'upcoming', date: '2026-03-01T00:00:00Z' },
      showcase: { state: 'upcoming', date: '2026-03-12T00:00:00Z' },
    });
  });

  it('gives the deadline while submissions are open, and the end while the showcase is live', () => {
    const during = eventPhases(timeline, new Date('2026-03-05T00:00:00Z'));
    expect(during.submission).toEqual({ state: 'open', date: '2026-03-10T00:00:00Z' });
    const live = eventPhases(timeline, new Date('2026-03-15T00:00:00Z'));
    expect(live).toEqual({
      submission: { state: 'closed', date: '2026-03-10T00:00:00Z' },
      showcase: { state: 'open', date: '2026-03-20T00:00:00Z' },
    });
  });

  it('knows nothing without dates, and an open end stays open', () => {
    expect(eventPhases([])).toEqual({ submission: null, showcase: null });
    const open = eventPhases(
      [entry(TYPE_PROJECT_SUBMISSION, '2026-01-01T00:00:00Z', null)],
      new Date('2026-05-01'),
    );
    expect(open.submission).toEqual({ state: 'open', date: null });
  });
});

describe('eventStage', () => {
  const at = (iso: string) => new Date(iso);

  it('says winners once they are published, whatever the dates say', () => {
    expect(eventStage(timeline, true, at('2026-03-05T00:00:00Z'))).toEqual({ stage: 'winners', date: null });
  });

  it('walks registration, submissions, judging, showcase in the order of the dates', () => {
    expect(eventStage(timeline, false, at('2026-02-01T00:00:00Z'))).toEqual({
      stage: 'registration',
      date: '2026-03-01T00:00:00Z',
    });
    expect(eventStage(timeline, false, at('2026-03-05T00:00:00Z'))).toEqual({
      stage: 'submissions',
      date: '2026-03-10T00:00:00Z',
    });
    expect(eventStage(timeline, false, at('2026-03-11T00:00:00Z'))).toEqual({
      stage: 'judging',
      date: '2026-03-12T00:00:00Z',
    });
    expect(eventStage(timeline, false, at('2026-03-15T00:00:00Z'))).toEqual({
      stage: 'showcase',
      date: '2026-03-20T00:00:00Z',
    });
    expect(eventStage(timeline, false, at('2026-04-01T00:00:00Z'))).toEqual({
      stage: 'showcase',
      date: '2026-03-20T00:00:00Z',
      ended: true,
    });
  });

  it('has nothing to say without dates', () => {
    expect(eventStage([], false)).toBeNull();
  });

  it('spans the timeline from its first date to its last', () => {
    expect(eventSpan(timeline)).toEqual({ start: '2026-03-01T00:00:00Z', end: '2026-03-20T00:00:00Z' });
    expect(eventSpan([])).toBeNull();
  });
});
