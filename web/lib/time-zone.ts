import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The time zone dates are shown in: the reader's own, except while the server renders a page and the
 * browser hydrates it, when both use UTC so their text matches; the reader's zone follows right after.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(unchanging, readerTimeZone, () => 'UTC');
}
