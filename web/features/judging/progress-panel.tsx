import type { JudgingProjectSummary, JudgingRound } from '../../../common/judging';
import { displayName } from '../../../common/users';
import { ErrorMessage } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../event/event-context';
import { useProgress } from './api';
import { ShortList } from './short-list';

/** How far each judge is (done of assigned), which projects reached the target, and which cannot. */
export function ProgressPanel({
  round,
  projects,
  live,
}: {
  round: JudgingRound;
  projects: JudgingProjectSummary[];
  live: boolean;
}) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const progress = useProgress(event.id, round.id, live);
  const titleOf = (projectId: number | null) =>
    projects.find((project) => project.id === projectId)?.title ?? (projectId ? `#${projectId}` : '');

  return (
    <section className="card stack" data-testid="judge-progress">
      <h2>{t('progress.title')}</h2>
      {progress.isError && <ErrorMessage message={progress.error.message} />}
      {progress.data && (
        <>
          <p>
            {t('progress.atTarget', {
              done: progress.data.projects.atTarget,
              total: progress.data.projects.total,
              target: round.targetLooks,
            })}
          </p>
          {progress.data.judges.length === 0 && <p className="muted">{t('progress.noJudges')}</p>}
          <ul className="plain-list progress-list">
            {progress.data.judges.map((judge) => (
              <li key={judge.judgeId} className="progress-item">
                <div className="row between wrap">
                  <strong>{displayName(judge.user)}</strong>
                  <span className="small">
                    {t('progress.doneOf', { done: judge.done, assigned: judge.assigned })}
                    {judge.skipped > 0 && ` · ${t('progress.skipped', { count: judge.skipped })}`}
                  </span>
                </div>
                <progress
                  max={Math.max(judge.assigned, 1)}
                  value={judge.done}
                  aria-label={t('progress.of', { name: displayName(judge.user) })}
                />
                {judge.inProgressProjectId && (
                  <span className="muted small">
                    {t('progress.current', { title: titleOf(judge.inProgressProjectId) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {progress.data.shortfalls.length > 0 && (
            <div className="notice stack tight">
              <strong>{t('progress.shortfallTitle')}</strong>
              <ShortList
                items={progress.data.shortfalls}
                render={(shortfall) => (
                  <li key={shortfall.projectId}>
                    {t('progress.shortfall', {
                      title: titleOf(shortfall.projectId),
                      count: shortfall.missing,
                    })}
                  </li>
                )}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
