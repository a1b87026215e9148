import { Link } from 'react-router';
import { IMAGE_SIZES, imageSrcSet } from '../../../common/images';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { Boundary } from '../../lib/hydration';
import { useLocalePath } from '../../lib/locale';
import type { Winner } from '../console/api';
import { PeoplesChoiceResults } from '../voting/published-results';
import { useCurrentEvent } from './event-context';
import { useWinners } from './winners-api';

const PLACES = ['first', 'second', 'third'] as const;

/** An award's winning projects on a podium: first in the middle and highest, then second and third. */
export function Podium({ award, eventSlug }: { award: Winner; eventSlug: string }) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const placed = award.projects.slice(0, PLACES.length).map((project, index) => ({
    project,
    place: PLACES[index]!,
  }));
  return (
    <ol className={`podium podium-${placed.length}`} data-testid="podium">
      {placed.map(({ project, place }) => (
        <li key={project.id} className={`podium-step ${place}`}>
          <Link to={to(`/${eventSlug}/project/${project.slug}`)} className="podium-project">
            <span className="podium-image">
              {project.imageUrl ? (
                <img
                  src={project.imageUrl}
                  srcSet={imageSrcSet(project.imageUrl)}
                  sizes={IMAGE_SIZES.card}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <Icon name="trophy" size={32} />
              )}
            </span>
            <strong>{project.title}</strong>
          </Link>
          <span className="podium-block">{t(`podium.${place}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** /{eventSlug}/winners: each award on its own podium, once the organisers publish them. */
export function WinnersPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const winners = useWinners(event.slug);
  useDocumentTitle(t('winners.title'));
  if (winners.isPending) return <Loading />;
  if (winners.isError)
    return <ErrorMessage message={winners.error.message} onRetry={() => winners.refetch()} />;
  const { published, awards } = winners.data;
  return (
    <div className="stack">
      <h1>{t('winners.title')}</h1>
      {!published && (
        <p className="notice">{awards.length ? t('winners.staffPreview') : t('winners.soon')}</p>
      )}
      <ul className="winners">
        {awards.map((award) => (
          <li key={award.id} className="card stack" data-testid="winner-award">
            <h2>
              <Icon name="trophy" size={18} /> {award.name}
            </h2>
            {(award.category || award.sponsor) && (
              <p className="muted small">
                {[
                  award.category?.name,
                  award.sponsor && t('winners.sponsoredBy', { name: award.sponsor.name }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
            {award.description && <p>{award.description}</p>}
            {award.projects.length ? (
              <Podium award={award} eventSlug={event.slug} />
            ) : (
              <p className="winner-pending muted" data-testid="winner-pending">
                <Icon name="trophy" size={16} /> {t('winners.toBeAnnounced')}
              </p>
            )}
            {award.projects.length > PLACES.length && (
              <ul className="winner-projects">
                {award.projects.slice(PLACES.length).map((project) => (
                  <li key={project.id}>
                    <Link to={to(`/${event.slug}/project/${project.slug}`)}>{project.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <Boundary fallback={null}>
        <PeoplesChoiceResults />
      </Boundary>
    </div>
  );
}
