import { describe, expect, it } from 'vitest';
import { votingWindow } from './voting';

const now = new Date('2026-06-10T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('votingWindow', () => {
  it('is open inside a showcase entry and closes at its end', () => {
    expect(votingWindow([{ startAt: at(-1), endAt: at(2) }], now)).toEqual({
      state: 'open',
      opensAt: new Date(at(-1)),
      closesAt: new Date(at(2)),
    });
  });

  it('closes exactly at the end, and opens exactly at the start', () => {
    expect(votingWindow([{ startAt: at(-2), endAt: at(0) }], now).state).toBe('closed');
    expect(votingWindow([{ startAt: at(0), endAt: at(2) }], now).state).toBe('open');
  });

  it('waits for the next entry before and between windows', () => {
    const entries = [
      { startAt: at(-5), endAt: at(-3) },
      { startAt: at(3), endAt: at(5) },
    ];
    expect(votingWindow(entries, now)).toEqual({
      state: 'upcoming',
      opensAt: new Date(at(3)),
      closesAt: new Date(at(5)),
    });
  });

  it('is closed after the last window, reporting when it closed', () => {
    const entries = [
      { startAt: at(-9), endAt: at(-1) },
      { startAt: at(-5), endAt: at(-3) },
    ];
    expect(votingWindow(entries, now)).toEqual({
      state: 'closed',
      opensAt: new Date(at(-9)),
      closesAt: new Date(at(-1)),
    });
  });

  it('ignores entries without both dates or with the end first: without any there is no window', () => {
    const entries = [
      { startAt: at(-1), endAt: null },
      { startAt: null, endAt: at(1) },
      { startAt: at(1), endAt: at(-1) },
    ];
    expect(votingWindow(entries, now)).toEqual({ state: 'none', opensAt: null, closesAt: null });
    expect(votingWindow([], now).state).toBe('none');
  });
});
