import { describe, expect, it } from 'vitest';
import { isEventSwitch, isExpiringWithin } from './token-claims';

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe('token claims', () => {
  it('reports expiry within N minutes', () => {
    expect(isExpiringWithin(inSeconds(4 * 60), 5)).toBe(true);
    expect(isExpiringWithin(inSeconds(10 * 60), 5)).toBe(false);
    expect(isExpiringWithin(inSeconds(-10), 0)).toBe(true);
    expect(isExpiringWithin(undefined, 5)).toBe(true);
  });

  it('detects an event switch from the issuer', () => {
    expect(isEventSwitch('demo', 'demo')).toBe(false);
    expect(isEventSwitch('demo', 'fair')).toBe(true);
    expect(isEventSwitch('', 'fair')).toBe(true);
    expect(isEventSwitch('demo', null)).toBe(false);
  });
});
