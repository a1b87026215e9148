import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { displayName, initials } from '../../common/users';
import { ApiError } from '../api/client';
import { useProject } from '../api/hooks';
import { useSession } from '../api/session';
import { ErrorMessage, Loading } from '../components/feedback';
import { LikeButton } from '../components/like-button';
import { useAwardsModal } from '../components/modal/modals';
import { ReviewPanel } from '../components/project/review-panel';
import { StatusBadge } from '../components/project/status-badge';
import { AwardBadges, ProjectImage } from '../components/project-card';
import { RichText } from '../components/rich-text';
import { ProjectVoteButton, ProjectVotingBar } from '../components/voting/project-voting';
import { loadJudgingTranslations, loadPlansTranslations } from '../i18n';
import { useTranslation } from '../i18n/react';
import { useDocumentTitle } from '../lib/document-title';
import { hasFeature, useCurrentEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';

/** Judges' released comments: their code loads only for the team (and staff), who alone may read them. */
const TeamFeedback = lazy(() =>
  Promise.all([import('../components/judging/team-feedback'), loadJudgingTranslations()]).then(
    ([module]) => ({
      default: module.TeamFeedback,
    }),
  ),
);

/** Plan features of the page (media, share, archive, comments) load after it, with their text. */
const extras = () => Promise.all([import('../components/plans/project-extras'), loadPlansTranslations()]);
const ProjectMedia = lazy(() => extras().then(([module]) => ({ default: module.ProjectMedia })));
const ShareButtons = lazy(() => extras().then(([module]) => ({ default: module.ShareButtons })));
const ProjectArchive = lazy(() => extras().then(([module]) => ({ default: module.ProjectArchive })));
const CommentThread = lazy(() =>
  Promise.all([import('../components/plans/comment-thread'), loadPlansTranslations()]).then(
    ([module]) => module,
  ),
);

/** Answers to the event's own submission fields, when its plan includes the custom form. */
const ProjectAnswers = lazy(() =>
  import('../components/notify/project-answers').then((module) => ({ default: module.ProjectAnswers })),
);

export function ProjectPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const location = useLocation();
  const { projectSlugOrId = '' } = useParams();
  const project = useProject(projectSlugOrId);
  const openAwards = useAwardsModal();
  const session = useSession();
  useDocumentTitle(project.data?.title);
  const publicId =
    project.data?.submissionStatus === 'APPROVED' && !project.data.isTemplate ? project.data.id : null;
  useEffect(() => {
    if (publicId !== null) void import('../lib/record-view').then((module) => module.recordView(publicId));
  }, [publicId]);

  if (project.isPending) return <Loading />;
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) {
      return (
        <Navigate
          replace
          to={`${to(`/${event.slug}/not-found`)}?path=${encodeURIComponent(location.pathname)}`}
        />
      );
    }
    return <ErrorMessage message={project.error.message} onRetry={() => project.refetch()} />;
  }
  const p = project.data;
  const team = p.memberships?.filter((membership) => membership.user) ?? [];
  const readsFeedback =
    p.viewerPermissions?.includes('review') ||
    (session !== null && (p.memberships ?? []).some((membership) => membership.userId === session.userId));

  return (
    <article className="project-page">
      <Link to={to(`/${event.slug}/projects`)} className="back-link">
        ← {t('projects.backToGallery')}
      </Link>
      <header className="project-header">
        <AwardBadges awards={p.awards} />
        <h1>{p.title}</h1>
        <div className="row wrap muted">
          {p.submissionStatus === 'APPROVED' ? (
            <>
              <LikeButton projectId={p.id} projectTitle={p.title} initialCount={p.metadataLikes} />
              <Suspense fallback={null}>
                <ProjectVoteButton project={p} />
              </Suspense>
            </>
          ) : (
            <StatusBadge status={p.submissionStatus} />
          )}
          {p.viewerPermissions?.includes('edit') && (
            <Link className="button ghost small" to={to(`/${event.slug}/profile/my-projects/${p.id}`)}>
              {t('myProjects.edit')}
            </Link>
          )}
          {p.awards && p.awards.length > 0 && (
            <button type="button" className="button ghost small" onClick={() => openAwards(p.awards ?? [])}>
              {t('projects.awards')}
            </button>
          )}
          <Suspense fallback={null}>
            <ShareButtons title={p.title} />
            <ProjectArchive project={p} />
          </Suspense>
        </div>
      </header>
      <div className="project-layout">
        <div>
          <Suspense fallback={p.imageUrl && <ProjectImage src={p.imageUrl} alt={p.title} />}>
            <ProjectMedia project={p} />
          </Suspense>
          <section className="section">
            <h2>{t('projects.description')}</h2>
            <RichText value={p.description} />
          </section>
          {hasFeature(event, 'enable_custom_registration_form') && !p.isTemplate && (
            <Suspense fallback={null}>
              <ProjectAnswers projectId={p.id} />
            </Suspense>
          )}
          {p.submissionStatus === 'APPROVED' && !p.isTemplate && (
            <Suspense fallback={null}>
              <CommentThread projectId={p.id} />
            </Suspense>
          )}
          {readsFeedback && (
            <Suspense fallback={null}>
              <TeamFeedback projectId={p.id} />
            </Suspense>
          )}
        </div>
        <aside className="project-aside">
          {p.viewerPermissions?.includes('review') && <ReviewPanel project={p} />}
          {p.submissionStatus === 'APPROVED' && (
            <Suspense fallback={null}>
              <ProjectVotingBar project={p} />
            </Suspense>
          )}
          {team.length > 0 && (
            <section>
              <h2>{t('projects.team')}</h2>
              <ul className="team-list">
                {team.map(({ user, role, userId }) =>
                  user ? (
                    <li key={userId}>
                      <span className="avatar" aria-hidden="true">
                        {initials(user)}
                      </span>
                      <span>
                        {displayName(user)}
                        <small className="muted"> · {role}</small>
                      </span>
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          )}
          {p.categories && p.categories.length > 0 && (
            <section>
              <h2>{t('projects.categories')}</h2>
              <div className="chips">
                {p.categories.map((category) => (
                  <Link
                    key={category.id}
                    className="chip"
                    to={to(`/${event.slug}/projects/category/${category.slug}`)}
                  >
                    {category.name}
                  </Link>
                ))}
              </div>
            </section>
          )}
        </aside>
      </div>
    </article>
  );
}
