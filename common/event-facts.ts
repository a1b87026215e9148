import { z } from 'zod';
import { plainText } from './validation';

/**
 * The facts an event home shows at a glance (who, when, where): the time zone its dates are read in, its
 * venue (none: online) and who organises it. All optional: an event without them shows its dates in the
 * reader's time zone, named, and leaves the rest out.
 */
export const EVENT_VENUE_MAX = 255;
export const EVENT_ORGANISER_MAX = 255;
export const TIME_ZONE_MAX = 64;

/** Whether the runtime knows the IANA time zone (`Europe/Paris`), so every date can be shown in it. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length <= TIME_ZONE_MAX;
  } catch {
    return false;
  }
}

export const timeZoneInput = z
  .string()
  .max(TIME_ZONE_MAX)
  .refine((value) => value === '' || isTimeZone(value), {
    message: 'Please choose a time zone from the list',
  });

export const eventFactsInput = z.object({
  timeZone: z.nullable(timeZoneInput).optional(),
  venue: z.nullable(plainText(EVENT_VENUE_MAX)).optional(),
  organiser: z.nullable(plainText(EVENT_ORGANISER_MAX)).optional(),
});
