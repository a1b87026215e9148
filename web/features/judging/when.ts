import { useTranslation } from '../../i18n/react';

/** Dates and times as the reader's language writes them, to the minute. */
export function useFormatWhen(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ab' ? 'en' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => (iso ? format.format(new Date(iso)) : '…');
}
