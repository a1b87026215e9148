import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, timeZoneName } from './dates';

describe('dates in the event time zone', () => {
  const instant = '2026-03-10T23:30:00Z';

  it('reads a date in the event time zone, not the reader', () => {
    expect(formatDate(instant, 'en', 'UTC')).toBe('March 10, 2026');
    expect(formatDate(instant, 'en', 'Europe/Paris')).toBe('March 11, 2026');
  });

  it('names the zone wherever a time of day is shown', () => {
    expect(formatDate(instant, 'en', 'Europe/Paris', 'dateTime')).toMatch(/12:30\s?AM GMT\+1$/);
    expect(timeZoneName(instant, 'en', 'UTC')).toBe('UTC');
  });

  it('writes a range once, in the language of the page ("ab" reads as English)', () => {
    expect(formatDateRange('2026-03-01T12:00:00Z', '2026-03-20T12:00:00Z', 'ab', 'UTC')).toMatch(
      /^March 1\s–\s20, 2026$/,
    );
    expect(formatDateRange('2026-03-01T12:00:00Z', '2026-03-20T12:00:00Z', 'fr', 'UTC')).toMatch(
      /1.*20 mars 2026/,
    );
  });
});
