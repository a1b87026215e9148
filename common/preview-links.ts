import * as z from 'zod/mini';

/**
 * The lifetimes an organiser picks for a preview link (docs/product.md, preview mode): partners review a
 * draft over days, not within the hour a link used to last. `event_end` lasts until the end of the
 * event's last timeline entry, at most PREVIEW_EVENT_END_MAX_MS away.
 */
export const PREVIEW_LIFETIMES = ['1d', '7d', '30d', 'event_end'] as const;
export type PreviewLifetime = (typeof PREVIEW_LIFETIMES)[number];
export const PREVIEW_LIFETIME_MS: Record<Exclude<PreviewLifetime, 'event_end'>, number> = {
  '1d': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
  '30d': 30 * 24 * 60 * 60 * 1000,
};
export const PREVIEW_EVENT_END_MAX_MS = 366 * 24 * 60 * 60 * 1000;

/** Why `event_end` cannot be chosen: the console namespace's key and the English the server answers. */
export const PREVIEW_NO_EVENT_END = {
  key: 'console:previewNoEventEnd',
  message: 'The event has no end date in the future: add dates to its timeline first',
} as const;

/** How long a new preview link lasts, chosen by the organiser. */
export const previewLifetime = z.enum(PREVIEW_LIFETIMES);

/**
 * When a preview link of the given lifetime expires, or the key of the reason it cannot be made: `until
 * the event ends` needs an event end in the future, and lasts at most PREVIEW_EVENT_END_MAX_MS.
 */
export function previewExpiry(
  lifetime: PreviewLifetime,
  now: number,
  eventEnd: Date | null,
): { expireAt: Date } | { error: typeof PREVIEW_NO_EVENT_END } {
  if (lifetime !== 'event_end') return { expireAt: new Date(now + PREVIEW_LIFETIME_MS[lifetime]) };
  if (!eventEnd || eventEnd.getTime() <= now) return { error: PREVIEW_NO_EVENT_END };
  return { expireAt: new Date(Math.min(eventEnd.getTime(), now + PREVIEW_EVENT_END_MAX_MS)) };
}
