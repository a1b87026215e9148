import { Link } from 'react-router';
import { IMAGE_SIZES, imageSrcSet } from '../../../common/images';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useTimeZone } from '../../lib/time-zone';
import { useEventStats } from '../directory/api';
import { useCurrentEvent } from './event-context';
import { useWinners } from './winners-api';

/** The event home below the hero: its numbers and, once published, its winners. */
export function EventHighlights() {
  const { t, i18n } = useTranslation('public');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const stats = useEventStats(event.slug);
  const winners = useWinners(event.slug);
  const featured = winners.data?.published
    ? winners.data.awards.flatMap((award) =>
        award.projects.slice(0, 1).map((project) => ({ award: award.name, project })),
      )
    : [];
  return (
    <>
      {stats.data && (
        <section className="section" aria-label={t('home.stats')}>
          <dl className="event-stats" data-testid="event-stats">
            {(['projects', 'participants', 'likes'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`home.${key}`, { count: stats.data[key] })}</dt>
                <dd>{stats.data[key].toLocaleString(i18n.language === 'ab' ? 'en' : i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {featured.length > 0 && (
        <section className="section" aria-labelledby="featured-winners">
          <div className="row between wrap">
            <h2 id="featured-winners">{t('home.featuredWinners')}</h2>
            <Link to={to(`/${event.slug}/winners`)}>{t('home.allWinners')}</Link>
          </div>
          <ul className="featured-winners" data-testid="featured-winners">
            {featured.slice(0, 4).map(({ award, project }) => (
              <li key={`${award}-${project.id}`}>
                <Link to={to(`/${event.slug}/project/${project.slug}`)} className="featured-winner">
                  {project.imageUrl && (
                    <img
                      src={project.imageUrl}
                      srcSet={imageSrcSet(project.imageUrl)}
                      sizes={IMAGE_SIZES.card}
                      alt=""
                      loading="lazy"
                    />
                  )}
                  <span className="badge award">{award}</span>
                  <strong>{project.title}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
