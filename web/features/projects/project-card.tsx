import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Project } from '../../../common/api';
import { IMAGE_SIZES, imageSrcSet } from '../../../common/images';
import { htmlToText } from '../../../common/text';
import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { StatusBadge } from './status-badge';

export function AwardBadges({ awards }: { awards: Project['awards'] }) {
  const { t } = useTranslation();
  if (!awards?.length) return null;
  return (
    <ul className="badges" aria-label={t('projects.awards')}>
      {awards.map((award) => (
        <li key={award.id} className="badge award">
          <Icon name="trophy" size={14} /> {award.name}
        </li>
      ))}
    </ul>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The team's first faces as initials, so a card shows who made it. */
function TeamAvatars({ memberships }: { memberships: Project['memberships'] }) {
  const { t } = useTranslation();
  const people = (memberships ?? []).flatMap((membership) => (membership.user ? [membership.user] : []));
  if (!people.length) return null;
  const names = people.map((person) => person.fullName || person.userName);
  return (
    <ul className="team-avatars" aria-label={`${t('projects.team')}: ${names.join(', ')}`}>
      {names.slice(0, 4).map((name, index) => (
        <li key={people[index]?.id} className="avatar" title={name} aria-hidden="true">
          {initials(name)}
        </li>
      ))}
      {names.length > 4 && (
        <li className="avatar more" aria-hidden="true">
          +{names.length - 4}
        </li>
      )}
    </ul>
  );
}

/** A project's main picture on its page: the top of the page, so fetched at once, in the width it shows. */
export function ProjectImage({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      className="project-image"
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={IMAGE_SIZES.page}
      alt={alt}
      fetchPriority="high"
      width={PAGE_IMAGE.width}
      height={PAGE_IMAGE.height}
    />
  );
}

/** The card's picture box is 16:10 (styles.css); width and height keep its place before it loads. */
const CARD_IMAGE = { width: 640, height: 400 };
const PAGE_IMAGE = { width: 1280, height: 800 };

export function ProjectCard({
  project,
  eventSlug,
  actions,
  priority = false,
}: {
  project: Project;
  eventSlug: string;
  /** On screen at once: loaded eagerly, not when scrolled to. */
  priority?: boolean;
  /** Buttons under the card's text (the Vote button while voting is open). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const href = to(`/${eventSlug}/project/${project.slug}`);
  return (
    <article className="project-card" data-testid="project-card">
      <Link
        to={href}
        className="project-card-image"
        aria-label={t('cards.cardSimple.viewProject', { title: project.title })}
      >
        {project.imageUrl ? (
          <img
            src={project.imageUrl}
            srcSet={imageSrcSet(project.imageUrl)}
            sizes={IMAGE_SIZES.card}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
          />
        ) : (
          <span className="placeholder">{t('cards.cardSimple.noImage')}</span>
        )}
      </Link>
      <div className="project-card-body">
        {/* Staff see every status in the gallery; what visitors do not see says so. */}
        {project.submissionStatus !== 'APPROVED' && (
          <p className="card-status" title={t('projects.notPublic')}>
            <StatusBadge status={project.submissionStatus} />
            <span className="muted small">{t('projects.notPublic')}</span>
          </p>
        )}
        <AwardBadges awards={project.awards} />
        <h3>
          <Link to={href}>{project.title}</Link>
        </h3>
        <p className="clamp">{htmlToText(project.description)}</p>
        <div className="project-card-meta muted small">
          <span className="project-card-categories">
            {project.categories?.map((category) => category.name).join(' · ')}
          </span>
          <span className="project-card-likes" title={t('projects.likes', { count: project.metadataLikes })}>
            <Icon name="heart" size={14} filled />
            <span className="sr-only">{t('projects.likes', { count: project.metadataLikes })}</span>
            <span aria-hidden="true">{project.metadataLikes}</span>
          </span>
        </div>
        <TeamAvatars memberships={project.memberships} />
        {actions && <div className="project-card-actions">{actions}</div>}
      </div>
    </article>
  );
}
