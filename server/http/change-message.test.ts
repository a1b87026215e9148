import { describe, expect, it } from 'vitest';
import { formatChange, parseChange } from './change-message';

describe('change messages', () => {
  it.each([
    ['*', { kind: 'all' }],
    ['12', { kind: 'event', eventId: 12 }],
    ['12:34:5:6', { kind: 'likes', eventId: 12, projectId: 34, likes: 5, version: 6 }],
    ['account:7', { kind: 'account', userId: 7 }],
    ['account:*', { kind: 'account', userId: null }],
    ['marker-0.5', { kind: 'other', message: 'marker-0.5' }],
  ] as const)('reads and writes %s', (message, change) => {
    expect(parseChange(message)).toEqual(change);
    expect(formatChange(parseChange(message))).toBe(message);
  });

  it.each(['', '-1', '1.5', '1:2:3', '1:2:x:4', 'constructor:1', 'account:'])(
    'treats %j as news of nothing it can read',
    (message) => {
      const change = parseChange(message);
      expect(['other', 'account']).toContain(change.kind);
      if (change.kind === 'account') expect(change.userId).toBeNull();
    },
  );
});
