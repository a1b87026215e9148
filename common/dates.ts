/**
 * Every date a page shows goes through these formatters, in the event's time zone when it has one (else
 * the reader's), with the zone named wherever a time of day is shown: a deadline read in another country
 * must not be an hour off without saying so.
 */
export type DateStyle = 'date' | 'dateTime' | 'time';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
};

/** "ab" is listed with identical English text (docs/product.md); Intl does not know it. */
export const intlLocale = (language: string) => (language === 'ab' ? 'en' : language);

/**
 * Node's and the browser's ICU put different spaces in the same date (a thin or narrow no-break space
 * around a range's dash or before AM/PM, or a plain one): the server's HTML and the browser's first
 * render must hold the same text, so every formatted date uses plain spaces.
 */
const sameSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

export function dateFormatter(language: string, timeZone: string | null | undefined, style: DateStyle) {
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...OPTIONS[style],
    timeZone: timeZone ?? undefined,
  });
}

export function formatDate(
  value: string | Date,
  language: string,
  timeZone: string | null | undefined,
  style: DateStyle = 'date',
): string {
  return sameSpaces(dateFormatter(language, timeZone, style).format(new Date(value)));
}

/** "3 – 20 March 2026": one range, the shared parts written once. */
export function formatDateRange(
  start: string | Date,
  end: string | Date,
  language: string,
  timeZone: string | null | undefined,
): string {
  return sameSpaces(dateFormatter(language, timeZone, 'date').formatRange(new Date(start), new Date(end)));
}

/** The zone's short name for a date ("CET", "GMT+1"), as the glance at the top of the event home shows it. */
export function timeZoneName(
  value: string | Date,
  language: string,
  timeZone: string | null | undefined,
): string {
  const parts = dateFormatter(language, timeZone, 'time').formatToParts(new Date(value));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}
