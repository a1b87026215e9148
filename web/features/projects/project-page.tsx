import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { galleryOf } from '../../../common/project-gallery';
import { ApiError } from '../../api/client';
import { useProject } from '../../api/hooks';
import { ErrorMessage, Loading } from '../../components/feedback';
import { loadJudgingTranslations, loadPlansTranslations } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { lazyPart } from '../../lib/lazy-part';
import { useLocalePath } from '../../lib/locale';
import { useSession } from '../auth/session';
import { useCurrentEvent } from '../event/event-context';
import { ProjectVoteButton, ProjectVotingBar } from '../voting/project-voting';
import { LikeButton } from './like-button';
import { MediaGallery } from './media-gallery';
import { ProjectAwards } from './project-awards';
import { ProjectLinks } from './project-links';
import { ProjectNeighbours } from './project-neighbours';
import { BuiltWithTags, ProjectStory, useProjectStory } from './project-story';
import { ProjectTeam } from './project-team';
import { ProjectUpdates } from './project-updates';
import { ReviewPanel } from './review-panel';
import { ShareButtons } from './share-buttons';
import { StatusBadge } from './status-badge';
import './project-page.css';
import { Boundary } from '../../lib/hydration';

/** Judges' released comments: their code loads only for the team (and staff), who alone may read them. */
const TeamFeedback = lazyPart('team-feedback', () =>
  Promise.all([import('../judging/team-feedback'), loadJudgingTranslations()]).then(
    ([module]) => module.TeamFeedback,
  ),
);

/** Plan features of the page (archive, comments) load after it, with their text. */
const ProjectArchive = lazyPart('project-archive', () =>
  Promise.all([import('../plans/project-extras'), loadPlansTranslations()]).then(
    ([module]) => module.ProjectArchive,
  ),
);
const CommentThread = lazyPart('comment-thread', () =>
  Promise.all([import('../plans/comment-thread'), loadPlansTranslations()]).then(
    ([module]) => module.default,
  ),
);

export function ProjectPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const location = useLocation();
  const { projectSlugOrId = '' } = useParams();
  const project = useProject(projectSlugOrId);
  const session = useSession();
  useDocumentTitle(project.data?.title);
  const publicId =
    project.data?.submissionStatus === 'APPROVED' && !project.data.isTemplate ? project.data.id : null;
  useEffect(() => {
    if (publicId !== null) void import('./record-view').then((module) => module.recordView(publicId));
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
  const readsFeedback =
    p.viewerPermissions?.includes('review') ||
    (session !== null && (p.memberships ?? []).some((membership) => membership.userId === session.userId));

  return (
    <article className="project-page">
      <Link to={to(`/${event.slug}/projects`)} className="back-link">
        ← {t('projects.backToGallery')}
      </Link>
      <header className="project-hero">
        <ProjectAwards awards={p.awards} />
        <h1>{p.title}</h1>
        {p.categories && p.categories.length > 0 && (
          <ul className="chips project-categories" aria-label={t('projects.categories')}>
            {p.categories.map((category) => (
              <li key={category.id}>
                <Link className="chip" to={to(`/${event.slug}/projects/category/${category.slug}`)}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="row wrap project-actions">
          {p.submissionStatus === 'APPROVED' ? (
            <>
              <LikeButton projectId={p.id} projectTitle={p.title} initialCount={p.metadataLikes} />
              <Boundary fallback={null}>
                <ProjectVoteButton project={p} />
              </Boundary>
            </>
          ) : (
            <StatusBadge status={p.submissionStatus} />
          )}
          {p.viewerPermissions?.includes('edit') && (
            <Link className="button ghost small" to={to(`/${event.slug}/profile/my-projects/${p.id}`)}>
              {t('myProjects.edit')}
            </Link>
          )}
          <ShareButtons title={p.title} />
          <Boundary fallback={null}>
            <ProjectArchive project={p} />
          </Boundary>
        </div>
      </header>
      <ProjectBody project={p} readsFeedback={readsFeedback} />
      <ProjectNeighbours projectId={publicId} />
    </article>
  );
}

/**
 * The gallery, the side panels and the story. On phones the panels (links, team, tags) come right
 * after the gallery, before the story and the comments; on desktops they stand beside both.
 */
function ProjectBody({
  project: p,
  readsFeedback,
}: {
  project: NonNullable<ReturnType<typeof useProject>['data']>;
  readsFeedback: boolean;
}) {
  const story = useProjectStory(p);
  return (
    <div className="project-layout">
      <div className="project-media">
        <MediaGallery slides={galleryOf(p)} title={p.title} />
      </div>
      <aside className="project-aside">
        {p.viewerPermissions?.includes('review') && <ReviewPanel project={p} />}
        {p.submissionStatus === 'APPROVED' && (
          <Boundary fallback={null}>
            <ProjectVotingBar project={p} />
          </Boundary>
        )}
        <ProjectLinks links={p.links ?? []} />
        <ProjectTeam memberships={p.memberships} />
        <BuiltWithTags tags={story.tags} />
      </aside>
      <div className="project-main">
        <ProjectStory project={p} sections={story.sections} details={story.details} />
        <ProjectUpdates projectId={p.id} />
        {readsFeedback && (
          <Boundary fallback={null}>
            <TeamFeedback projectId={p.id} />
          </Boundary>
        )}
        {p.submissionStatus === 'APPROVED' && !p.isTemplate && (
          <Boundary fallback={null}>
            <CommentThread projectId={p.id} />
          </Boundary>
        )}
      </div>
    </div>
  );
}
