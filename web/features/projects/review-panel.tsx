import { useMutation } from '@tanstack/react-query';
import type { Project } from '../../../common/api';
import type { ProjectStatus } from '../../../common/constants';
import { findTransition } from '../../../common/projects';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { projectApi, useInvalidateProjects } from './api';
import { StatusBadge } from './status-badge';

const DECISIONS: ProjectStatus[] = ['APPROVED', 'DECLINED', 'SUBMITTED'];

/** Event owners, admins and editors decide on a submission from the project page. */
export function ReviewPanel({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { toast } = useUi();
  const invalidate = useInvalidateProjects();
  const decide = useMutation({
    mutationFn: (status: ProjectStatus) => projectApi.setStatus(project.id, status),
    onSuccess: async (updated) => {
      await invalidate();
      toast(t('review.done', { status: t(`projectStatus.${updated.submissionStatus}`) }), 'success');
    },
    onError: (error) => toast(error, 'error'),
  });
  const options = DECISIONS.filter((to) => findTransition(project.submissionStatus, to, 'reviewer'));
  return (
    <section className="card stack" data-testid="review-panel">
      <h2>{t('review.title')}</h2>
      <StatusBadge status={project.submissionStatus} />
      {options.length === 0 ? (
        <p className="muted small">{t('review.nothing')}</p>
      ) : (
        <div className="row wrap">
          {options.map((status) => (
            <button
              key={status}
              type="button"
              className={`button small ${status === 'APPROVED' ? 'primary' : status === 'DECLINED' ? 'danger' : 'ghost'}`}
              disabled={decide.isPending}
              onClick={() => decide.mutate(status)}
            >
              {t(`review.to.${status}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
