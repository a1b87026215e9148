import { describe, expect, it } from 'vitest';
import { deriveAgenda, isOnOrBeforeToday, isShowcaseActive, type TimelineEntry } from './agenda';

const now = new Date('2026-06-15T12:00:00');
const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  id: 1,
  timelineType: 'TYPE_PROJECT_SUBMISSION',
  description: 'Submit your work',
  startAt: null,
  endAt: null,
  ...overrides,
});

describe('deriveAgenda', () => {
  it('turns a submission entry into open and deadline items', () => {
    const items = deriveAgenda(
      [entry({ startAt: '2026-06-01T09:00:00', endAt: '2026-06-20T17:00:00' })],
      now,
    );
    expect(items.map((item) => item.name)).toEqual(['projectSubmissionOpen', 'projectSubmissionDeadline']);
    expect(items[0]).toMatchObject({
      description: 'Submit your work',
      submissionStart: true,
      isDeadline: true,
    });
    expect(items[1]).toMatchObject({ description: null, submissionStart: false, isDeadline: false });
  });

  it('labels the public showcase with showcase labels and other types as exhibition', () => {
    const items = deriveAgenda(
      [
        entry({
          id: 2,
          timelineType: 'TYPE_PUBLIC',
          startAt: '2026-07-01T00:00:00',
          endAt: '2026-07-02T00:00:00',
        }),
        entry({
          id: 3,
          timelineType: 'TYPE_CUSTOM',
          startAt: '2026-08-01T00:00:00',
          endAt: '2026-08-02T00:00:00',
        }),
      ],
      now,
    );
    expect(items.map((item) => item.name)).toEqual([
      'projectShowcaseStart',
      'projectShowcaseClosed',
      'projectExhibitionStart',
      'projectExhibitionClosed',
    ]);
  });

  it('labels a submission with an end but no start as starting when the event launches, first', () => {
    const items = deriveAgenda(
      [
        entry({
          id: 2,
          timelineType: 'TYPE_PUBLIC',
          startAt: '2026-05-01T00:00:00',
          endAt: '2026-05-03T00:00:00',
        }),
        entry({ endAt: '2026-06-20T00:00:00' }),
      ],
      now,
    );
    expect(items[0]).toMatchObject({ name: 'startWhenEventLaunch', dateObj: null, submissionStart: true });
    expect(items.slice(1).map((item) => item.name)).toEqual([
      'projectShowcaseStart',
      'projectShowcaseClosed',
      'projectSubmissionDeadline',
    ]);
  });

  it('sorts items by date ascending across entries', () => {
    const items = deriveAgenda(
      [
        entry({ id: 1, startAt: '2026-06-10T00:00:00', endAt: '2026-06-30T00:00:00' }),
        entry({
          id: 2,
          timelineType: 'TYPE_PUBLIC',
          startAt: '2026-06-12T00:00:00',
          endAt: '2026-06-20T00:00:00',
        }),
      ],
      now,
    );
    const times = items.map((item) => item.dateObj?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(items.map((item) => item.id)).toEqual(['1-start', '2-start', '2-end', '1-end']);
  });
});

describe('isOnOrBeforeToday', () => {
  it('compares at day precision', () => {
    expect(isOnOrBeforeToday(new Date('2026-06-15T23:59:00'), now)).toBe(true);
    expect(isOnOrBeforeToday(new Date('2026-06-14T00:00:00'), now)).toBe(true);
    expect(isOnOrBeforeToday(new Date('2026-06-16T00:00:00'), now)).toBe(false);
  });
});

describe('isShowcaseActive', () => {
  it('is true only between the start and end of a showcase entry', () => {
    const showcase = entry({
      timelineType: 'TYPE_PUBLIC',
      startAt: '2026-06-10T00:00:00',
      endAt: '2026-06-20T00:00:00',
    });
    expect(isShowcaseActive([showcase], now)).toBe(true);
    expect(isShowcaseActive([showcase], new Date('2026-06-21T00:00:00'))).toBe(false);
    expect(
      isShowcaseActive([entry({ startAt: '2026-06-10T00:00:00', endAt: '2026-06-20T00:00:00' })], now),
    ).toBe(false);
  });
});
