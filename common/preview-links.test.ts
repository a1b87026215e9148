import { describe, expect, it } from 'vitest';
import {
  PREVIEW_EVENT_END_MAX_MS,
  PREVIEW_LIFETIME_MS,
  PREVIEW_NO_EVENT_END,
  previewExpiry,
  previewLifetime,
} from './preview-links';
import { firstBrokenRule } from './validation';

const NOW = Date.UTC(2026, 10, 25, 12);

describe('preview link lifetimes', () => {
  it('lasts a day, a week or thirty days from now', () => {
    for (const lifetime of ['1d', '7d', '30d'] as const) {
      expect(previewExpiry(lifetime, NOW, null)).toEqual({
        expireAt: new Date(NOW + PREVIEW_LIFETIME_MS[lifetime]),
      });
    }
  });

  it('lasts until the event ends, at most a year, and needs an end in the future', () => {
    const end = new Date(NOW + 45 * 86_400_000);
    expect(previewExpiry('event_end', NOW, end)).toEqual({ expireAt: end });
    expect(previewExpiry('event_end', NOW, new Date(NOW + 5 * 365 * 86_400_000))).toEqual({
      expireAt: new Date(NOW + PREVIEW_EVENT_END_MAX_MS),
    });
    expect(previewExpiry('event_end', NOW, null)).toEqual({ error: PREVIEW_NO_EVENT_END });
    expect(previewExpiry('event_end', NOW, new Date(NOW))).toEqual({ error: PREVIEW_NO_EVENT_END });
  });

  it('accepts only the listed lifetimes', () => {
    expect(firstBrokenRule(previewLifetime, '7d')).toBeNull();
    expect(firstBrokenRule(previewLifetime, '2h')).not.toBeNull();
  });
});
