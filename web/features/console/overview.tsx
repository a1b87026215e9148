import { lazy } from 'react';
import { Link } from 'react-router';
import { PROJECT_STATUSES } from '../../../common/constants';
import { CHECKLIST_ITEMS, type ChecklistItem, type OverviewStats } from '../../../common/overview';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { Boundary } from '../../lib/hydration';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { StatusBadge } from '../projects/status-badge';
import { RegistrationNumbers } from '../registration/overview-numbers';
import { organiserApi, useOrganiserMutation, useOverviewStats, useReviewQueue } from './api';
import { useConsoleCan } from './console-context';

/** Loaded after the overview's first paint: the charts are the heaviest part of the page. */
const OverviewCharts = lazy(async () => ({
  default: (await import('./overview-charts')).OverviewCharts,
}));

/** The console section that fixes each checklist item. */
const FIX_SECTION: Record<Exclude<ChecklistItem, 'publish'>, string> = {
  banner: 'banners',
  dates: 'timeline',
  categories: 'categories',
};

/**
 * The first steps of a new event (docs/product.md, organiser console), ticked from the event's own data,
 * each linking to the section that fixes it; gone once all are done.
 */
function OnboardingChecklist({
  checklist,
  onPublish,
}: {
  checklist: OverviewStats['checklist'];
  onPublish?: () => void;
}) {
  const { t } = useTranslation('console');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const done = CHECKLIST_ITEMS.filter((item) => checklist[item]).length;
  if (done === CHECKLIST_ITEMS.length) return null;
  return (
    <section className="card stack" aria-labelledby="checklist-title" data-testid="onboarding-checklist">
      <div className="card-header">
        <h2 id="checklist-title">{t('checklistTitle')}</h2>
        <span className="muted small">{t('checklistDone', { done, total: CHECKLIST_ITEMS.length })}</span>
      </div>
      <ol className="checklist">
        {CHECKLIST_ITEMS.map((item) => (
          <li
            key={item}
            className={checklist[item] ? 'done' : ''}
            data-testid={`checklist-${item}`}
            data-done={checklist[item]}
          >
            <span className="checklist-mark" aria-hidden="true">
              {checklist[item] ? '✓' : ''}
            </span>
            <span className="checklist-text">
              <span className="sr-only">{checklist[item] ? t('checklistTicked') : t('checklistOpen')}</span>
              {t(`checklist.${item}`)}
            </span>
            {!checklist[item] &&
              (item === 'publish' ? (
                onPublish && (
                  <button type="button" className="button small" onClick={onPublish}>
                    {t('checklistFix.publish')}
                  </button>
                )
              ) : (
                <Link className="button small" to={to(`/${event.slug}/manage/${FIX_SECTION[item]}`)}>
                  {t(`checklistFix.${item}`)}
                </Link>
              ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ConsoleOverview() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const can = useConsoleCan();
  const { toast } = useUi();
  const queue = useReviewQueue(event.id, 'SUBMITTED');
  const stats = useOverviewStats(event.id);
  const publish = useOrganiserMutation((status: 'Draft' | 'Published') =>
    organiserApi.updateEvent(event.id, { status }),
  );
  const exportCsv = useOrganiserMutation(() =>
    organiserApi.downloadExport(event.id, `${event.slug}-projects.csv`),
  );
  const published = event.eventStatus === 'Published';
  const togglePublished = () =>
    publish.mutate(published ? 'Draft' : 'Published', {
      onSuccess: () =>
        toast(published ? t('console.unpublishedToast') : t('console.publishedToast'), 'success'),
    });

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
      <FormError error={publish.error} />
      <div className="row wrap console-actions">
        {can('edit_event') && (
          <button
            type="button"
            className={`button small ${published ? 'ghost' : 'primary'}`}
            disabled={publish.isPending}
            onClick={togglePublished}
          >
            {published ? t('console.unpublish') : t('console.publish')}
          </button>
        )}
        <Link className="button ghost small" to={to(`/${event.slug}`)}>
          {t('console.viewPublic')}
        </Link>
        <Link className="button ghost small" to={to(`/${event.slug}/winners`)}>
          {t('console.viewWinners')}
        </Link>
        <a className="button ghost small" href={`/${event.slug}/agenda.ics`}>
          {t('console.calendar')}
        </a>
        <button type="button" className="button ghost small" onClick={() => exportCsv.mutate(undefined)}>
          {t('console.exportCsv')}
        </button>
      </div>
      {stats.data && (
        <OnboardingChecklist
          checklist={stats.data.checklist}
          onPublish={can('edit_event') && !publish.isPending ? togglePublished : undefined}
        />
      )}
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
      <RegistrationNumbers />
      {stats.data && (
        <Boundary fallback={null}>
          <OverviewCharts stats={stats.data} statuses={PROJECT_STATUSES} />
        </Boundary>
      )}
    </div>
  );
}
