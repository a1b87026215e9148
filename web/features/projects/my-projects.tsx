import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Project } from '../../../common/api';
import { teamRoleAllows } from '../../../common/projects';
import { useConfirm } from '../../components/confirm';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { trackEvent } from '../../lib/analytics';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useSession } from '../auth/session';
import { useCurrentEvent } from '../event/event-context';
import { projectApi, useInvalidateProjects, useMyProjects } from './api';
import { StatusBadge } from './status-badge';

/** Archived projects are read-only until restored (docs/plans.md); the plans text loads only when one is. */
function ArchivedBadge() {
  const { t } = useTranslation('plans');
  return (
    <span className="status-badge" data-testid="archived-badge">
      {t('archive.badge')}
    </span>
  );
}

function ProjectRow({ project, userId }: { project: Project; userId: number }) {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { toast } = useUi();
  const invalidate = useInvalidateProjects();
  const role = project.memberships?.find((m) => m.userId === userId)?.role ?? null;
  const title = project.title || t('myProjects.untitled');
  // An archived project, or any project of an archived event, is read-only (docs/plans.md): the server
  // refuses every change with 409, so the row offers only to look at it.
  const archived = Boolean(project.archivedAt || event.archivedAt);
  const projectPage = to(`/${event.slug}/project/${project.slug}`);
  const copy = useMutation({
    mutationFn: () => projectApi.copy(project.id, event.id),
    onSuccess: async (created) => {
      trackEvent('project_creation', { projectId: created.id, sourceId: project.id, eventId: event.id });
      await invalidate();
      toast(t('myProjects.copied'), 'success');
      navigate(to(`/${event.slug}/profile/my-projects/${created.id}`));
    },
    onError: (error) => toast(error, 'error'),
  });
  const remove = useMutation({
    mutationFn: () => projectApi.remove(project.id),
    onSuccess: async () => {
      await invalidate();
      toast(t('myProjects.deleted'), 'success');
    },
    onError: (error) => toast(error, 'error'),
  });

  return (
    <li className="my-project" data-testid="my-project">
      <div className="my-project-thumb">
        {project.imageUrl ? (
          <img src={project.imageUrl} alt="" loading="lazy" />
        ) : (
          <span aria-hidden="true">✦</span>
        )}
      </div>
      <div className="my-project-body">
        <h3>
          <Link to={archived ? projectPage : to(`/${event.slug}/profile/my-projects/${project.id}`)}>
            {title}
          </Link>
        </h3>
        <div className="row wrap small">
          <StatusBadge status={project.submissionStatus} />
          {archived && <ArchivedBadge />}
          {role && <span className="muted">{t(`team.roles.${role}`)}</span>}
          <span className="muted">{t('projects.likes', { count: project.metadataLikes })}</span>
        </div>
      </div>
      <div className="my-project-actions">
        {archived ? (
          <Link className="button small" to={projectPage}>
            {t('myProjects.view')}
          </Link>
        ) : (
          <>
            {project.submissionStatus === 'APPROVED' && (
              <Link className="button ghost small" to={projectPage}>
                {t('myProjects.view')}
              </Link>
            )}
            <Link className="button small" to={to(`/${event.slug}/profile/my-projects/${project.id}`)}>
              {t('myProjects.edit')}
            </Link>
          </>
        )}
        {/* A copy is a new project of this event, which an archived event does not take. */}
        {teamRoleAllows(role, 'copy') && !event.archivedAt && (
          <button
            type="button"
            className="button ghost small"
            disabled={copy.isPending}
            onClick={() => copy.mutate()}
          >
            {t('myProjects.copy')}
          </button>
        )}
        {teamRoleAllows(role, 'delete') && !archived && (
          <button
            type="button"
            className="button danger small"
            disabled={remove.isPending}
            onClick={async () => {
              if (await confirm(t('myProjects.deleteConfirm', { title }), t('myProjects.delete')))
                remove.mutate();
            }}
          >
            {t('myProjects.delete')}
          </button>
        )}
      </div>
    </li>
  );
}

export function MyProjectsPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const session = useSession();
  const to = useLocalePath();
  const userId = session?.userId ?? 0;
  const projects = useMyProjects(event.id, userId);
  useDocumentTitle(t('navbars.myProjects'));

  return (
    <div className="stack">
      <header className="row between wrap">
        <h1>{t('navbars.myProjects')}</h1>
        {/* Opens an empty editor: the project is created by its first save (new-project.tsx). */}
        <Link
          className="button primary"
          to={to(`/${event.slug}/profile/my-projects/new`)}
          data-testid="new-project"
        >
          {t('cards.cardNew.cta')}
        </Link>
      </header>
      {projects.isPending ? (
        <Loading />
      ) : projects.isError ? (
        <ErrorMessage message={projects.error.message} onRetry={() => projects.refetch()} />
      ) : projects.data.length === 0 ? (
        <section className="card empty-state">
          <h2>{t('cards.cardNew.title')}</h2>
          <p>{t('myProjects.empty')}</p>
        </section>
      ) : (
        <ul className="my-projects">
          {projects.data.map((project) => (
            <ProjectRow key={project.id} project={project} userId={userId} />
          ))}
        </ul>
      )}
    </div>
  );
}
