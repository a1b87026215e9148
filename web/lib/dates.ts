import { type DateStyle, formatDate, formatDateRange } from '../../common/dates';
import { useOptionalEvent } from '../features/event/event-context';
import { useTranslation } from '../i18n/react';

/** The page's date formatters: the reader's language, the event's time zone (common/dates.ts). */
export function useDates() {
  const { i18n } = useTranslation();
  const timeZone = useOptionalEvent()?.timeZone ?? null;
  const language = i18n.language;
  return {
    timeZone,
    format: (value: string | Date, style: DateStyle = 'date') => formatDate(value, language, timeZone, style),
    range: (start: string | Date, end: string | Date) => formatDateRange(start, end, language, timeZone),
  };
}
