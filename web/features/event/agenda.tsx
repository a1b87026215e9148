import { deriveAgenda } from '../../../common/agenda';
import { useTimeline } from '../../api/hooks';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { useTimeZone } from '../../lib/time-zone';

export function Agenda({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation();
  const timeline = useTimeline(eventId);
  const timeZone = useTimeZone();
  if (timeline.isPending) return <Loading />;
  // docs/product.md: a failed timeline load empties the agenda and keeps the message.
  if (timeline.isError) {
    return <ErrorMessage message={t('event.timelineError', { message: timeline.error.message })} />;
  }
  const items = deriveAgenda(timeline.data);
  if (!items.length) return <p className="muted">{t('event.noAgenda')}</p>;
  const format = new Intl.DateTimeFormat(i18n.language === 'ab' ? 'en' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });

  return (
    <ol className="agenda" data-testid="agenda">
      {items.map((item) => (
        <li key={item.id} className={`agenda-item ${item.isDeadline ? 'is-past' : 'is-upcoming'}`}>
          <span className="agenda-dot" aria-hidden="true" />
          <div>
            <h3>{t(`agenda.${item.name}`)}</h3>
            <p className="agenda-date">
              {item.dateObj ? (
                <time dateTime={item.dateObj.toISOString()}>{format.format(item.dateObj)}</time>
              ) : null}
              <span className="pill">{item.isDeadline ? t('agenda.past') : t('agenda.upcoming')}</span>
            </p>
            {item.description && <p className="muted">{item.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
