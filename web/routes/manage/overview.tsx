import { Link } from 'react-router';
import { PROJECT_STATUSES } from '../../../common/constants';
import { organiserApi, useOrganiserMutation, useReviewQueue } from '../../api/organiser';
import { FormError } from '../../components/form/fields';
import { StatusBadge } from '../../components/project/status-badge';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../../lib/event-context';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useConsoleCan } from './console-context';

export function ConsoleOverview() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const can = useConsoleCan();
  const { toast } = useUi();
  const queue = useReviewQueue(event.id, 'SUBMITTED');
  const publish = useOrganiserMutation((status: 'Draft' | 'Published') =>
    organiserApi.updateEvent(event.id, { status }),
  );
  const exportCsv = useOrganiserMutation(() =>
    organiserApi.downloadExport(event.id, `${event.slug}-projects.csv`),
  );
  const published = event.eventStatus === 'Published';

  return (
    <div className="stack">
      <header className="row between wrap">
        <div>
          <p className="eyebrow">{t('console.title')}</p>
          <h1>{event.name}</h1>
        </div>
        <span className={`status-badge ${published ? 'status-approved' : ''}`} data-testid="event-status">
          {published ? t('console.published') : t('console.draft')}
        </span>
      </header>
      <FormError message={publish.error?.message} />
      <div className="row wrap">
        {can('edit_event') && (
          <button
            type="button"
            className={`button ${published ? 'ghost' : 'primary'}`}
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate(published ? 'Draft' : 'Published', {
                onSuccess: () =>
                  toast(published ? t('console.unpublishedToast') : t('console.publishedToast'), 'success'),
              })
            }
          >
            {published ? t('console.unpublish') : t('console.publish')}
          </button>
        )}
        <Link className="button ghost" to={to(`/${event.slug}`)}>
          {t('console.viewPublic')}
        </Link>
        <Link className="button ghost" to={to(`/${event.slug}/winners`)}>
          {t('console.viewWinners')}
        </Link>
        <a className="button ghost" href={`/${event.slug}/agenda.ics`}>
          {t('console.calendar')}
        </a>
        <button type="button" className="button ghost" onClick={() => exportCsv.mutate(undefined)}>
          {t('console.exportCsv')}
        </button>
      </div>
      <section className="stat-grid" aria-label={t('console.counts')}>
        {PROJECT_STATUSES.map((status) => (
          <Link
            key={status}
            className="stat card"
            to={`${to(`/${event.slug}/manage/review`)}?status=${status}`}
          >
            <strong>{queue.data?.counts[status] ?? '–'}</strong>
            <StatusBadge status={status} />
          </Link>
        ))}
      </section>
    </div>
  );
}
