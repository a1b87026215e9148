import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PROJECT_STATUSES, type ProjectStatus } from '../../../common/constants';
import { htmlToText } from '../../../common/text';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { ReviewAnswers } from '../projects/answer-list';
import { StatusBadge } from '../projects/status-badge';
import { organiserApi, useOrganiserMutation, useReviewQueue } from './api';
import { useConsoleCan } from './console-context';

type Decision = 'APPROVED' | 'DECLINED' | 'SUBMITTED';

/** The review queue: one status at a time, plagiarism scores, single and bulk decisions with a message. */
export function ConsoleReview() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('console');
  const event = useCurrentEvent();
  const exportCsv = useOrganiserMutation(() =>
    organiserApi.downloadExport(event.id, `${event.slug}-projects.csv`),
  );
  const to = useLocalePath();
  const can = useConsoleCan();
  const { toast } = useUi();
  const [params, setParams] = useSearchParams();
  const status = (PROJECT_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ProjectStatus)
    : 'SUBMITTED';
  const queue = useReviewQueue(event.id, status);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState('');
  const decide = useOrganiserMutation(({ ids, decision }: { ids: number[]; decision: Decision }) =>
    organiserApi.review(event.id, ids, decision, message),
  );
  const run = (ids: number[], decision: Decision) =>
    decide.mutate(
      { ids, decision },
      {
        onSuccess: ({ results }) => {
          const failed = results.filter((r) => !r.ok);
          if (failed.length) toast(failed.map((r) => r.message).join(' · '), 'error');
          else toast(t('console.decided', { count: results.length }), 'success');
          setSelected(new Set());
          setMessage('');
        },
      },
    );
  const decisions: Decision[] = status === 'SUBMITTED' ? ['APPROVED', 'DECLINED'] : ['SUBMITTED'];
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="stack">
      <header className="console-page-header">
        <h1>{t('console.sections.review')}</h1>
        <button type="button" className="button ghost small" onClick={() => exportCsv.mutate(undefined)}>
          {t('console.exportCsv')}
        </button>
      </header>
      <FormError error={exportCsv.error} />
      {/* A filter, not tabs: toggle buttons, the pressed one is the status shown. */}
      <div className="chips" role="group" aria-label={t('console.sections.review')}>
        {PROJECT_STATUSES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === status}
            className={`chip${option === status ? ' active' : ''}`}
            onClick={() => {
              setSelected(new Set());
              setParams({ status: option });
            }}
          >
            {t(`projectStatus.${option}`)}{' '}
            <span className="chip-count">{queue.data?.counts[option] ?? ''}</span>
          </button>
        ))}
      </div>
      {can('edit_event') && (
        <div className="card stack bulk-bar">
          <label className="field">
            <span>{t('console.reviewMessage')}</span>
            <textarea rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
          </label>
          <div className="row wrap">
            <span className="muted">{t('console.selected', { count: selected.size })}</span>
            {decisions.map((decision) => (
              <button
                key={decision}
                type="button"
                className="button small"
                disabled={!selected.size || decide.isPending}
                onClick={() => run([...selected], decision)}
              >
                {t(`review.to.${decision}`)}
              </button>
            ))}
          </div>
        </div>
      )}
      {queue.isPending ? (
        <Loading />
      ) : queue.isError ? (
        <ErrorMessage message={queue.error.message} onRetry={() => queue.refetch()} />
      ) : queue.data.projects.length === 0 ? (
        <p className="muted">{t('console.queueEmpty')}</p>
      ) : (
        <ul className="console-list" data-testid="review-queue">
          {queue.data.projects.map((project) => (
            <li key={project.id} className="card review-row">
              {can('edit_event') && (
                <input
                  type="checkbox"
                  aria-label={t('console.select', { title: project.title })}
                  checked={selected.has(project.id)}
                  onChange={() => toggle(project.id)}
                />
              )}
              <div className="stack tight">
                <Link to={to(`/${event.slug}/project/${project.id}`)}>
                  <strong>{project.title || t('myProjects.untitled')}</strong>
                </Link>
                <span className="muted small clamp">{htmlToText(project.description).slice(0, 200)}</span>
                {project.answers?.length ? <ReviewAnswers answers={project.answers} /> : null}
                <span className="row wrap small">
                  <StatusBadge status={project.submissionStatus} />
                  <span
                    className={`plagiarism ${project.plagiarismScore >= 0.5 ? 'high' : ''}`}
                    title={t('console.plagiarismHint')}
                  >
                    {t('console.plagiarism', { score: Math.round(project.plagiarismScore * 100) })}
                  </span>
                </span>
              </div>
              {can('edit_event') && (
                <div className="row wrap end">
                  {decisions.map((decision) => (
                    <button
                      key={decision}
                      type="button"
                      // A decline is reversible (the queue keeps it): no alarm colour, one calm primary action.
                      className={`button small ${decision === 'APPROVED' ? 'primary' : 'ghost'}`}
                      aria-label={tc('rowActions.decide', {
                        action: t(`review.to.${decision}`),
                        name: project.title || t('myProjects.untitled'),
                      })}
                      disabled={decide.isPending}
                      onClick={() => run([project.id], decision)}
                    >
                      {t(`review.to.${decision}`)}
                    </button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
