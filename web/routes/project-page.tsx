import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { displayName, initials } from '../../common/users';
import { ApiError } from '../api/client';
import { useProject } from '../api/hooks';
import { ErrorMessage, Loading } from '../components/feedback';
import { Icon } from '../components/icons';
import { useAwardsModal, useVideoModal } from '../components/modal/modals';
import { AwardBadges } from '../components/project-card';
import { useCurrentEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';

export function ProjectPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const location = useLocation();
  const { projectSlugOrId = '' } = useParams();
  const project = useProject(projectSlugOrId);
  const openVideo = useVideoModal();
  const openAwards = useAwardsModal();

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

  return (
    <article className="project-page">
      <Link to={to(`/${event.slug}/projects`)} className="back-link">
        ← {t('projects.backToGallery')}
      </Link>
      <header className="project-header">
        <AwardBadges awards={p.awards} />
        <h1>{p.title}</h1>
        <div className="row wrap muted">
          <span>{t('projects.likes', { count: p.metadataLikes })}</span>
          {p.awards && p.awards.length > 0 && (
            <button type="button" className="button ghost small" onClick={() => openAwards(p.awards ?? [])}>
              {t('projects.awards')}
            </button>
          )}
          {p.video_url && (
            <button
              type="button"
              className="button small"
              onClick={() => openVideo(p.video_url ?? '', p.title)}
            >
              <Icon name="play" size={14} filled /> {t('projects.watchVideo')}
            </button>
          )}
        </div>
      </header>
      <div className="project-layout">
        <div>
          {p.imageUrl && <img className="project-image" src={p.imageUrl} alt={p.title} />}
          <section className="section prose">
            <h2>{t('projects.description')}</h2>
            {p.description.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        </div>
        <aside className="project-aside">
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
