import { Link } from 'react-router';
import type { TimelineEntry } from '../../../common/agenda';
import { eventPhases, type Phase } from '../../../common/event-status';
import { IMAGE_SIZES, imageSrcSet } from '../../../common/images';
import { useEventStats } from '../../api/directory';
import { useWinners } from '../../api/organiser';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../../lib/event-context';
import { useLocalePath } from '../../lib/locale';
import { useTimeZone } from '../../lib/time-zone';

const formatDate = (date: string, locale: string, timeZone: string) =>
  new Date(date).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });

function usePhaseText(): (kind: 'submission' | 'showcase', phase: Phase | null) => string | null {
  const { t, i18n } = useTranslation('public');
  const timeZone = useTimeZone();
  return (kind, phase) => {
    if (!phase) return null;
    const date = phase.date ? formatDate(phase.date, i18n.language, timeZone) : '';
    if (kind === 'submission') {
      if (phase.state === 'upcoming') return t('home.submissionsOpenFrom', { date });
      if (phase.state === 'closed') return t('home.submissionsClosed', { date });
      return phase.date ? t('home.submissionsOpenUntil', { date }) : null;
    }
    if (phase.state === 'upcoming') return t('home.showcaseFrom', { date });
    if (phase.state === 'closed') return t('home.showcaseEnded', { date });
    return t('home.showcaseLive');
  };
}

/** What is happening now (submissions, showcase) as short lines for the hero. */
export function EventPhases({ timeline }: { timeline: readonly TimelineEntry[] }) {
  const phases = eventPhases(timeline);
  const text = usePhaseText();
  const lines = [
    {
      key: 'submission',
      live: phases.submission?.state === 'open',
      text: text('submission', phases.submission),
    },
    { key: 'showcase', live: phases.showcase?.state === 'open', text: text('showcase', phases.showcase) },
  ].filter((line) => line.text);
  if (!lines.length) return null;
  return (
    <ul className="hero-phases" data-testid="event-phases">
      {lines.map((line) => (
        <li key={line.key} className={`pill ${line.live ? 'live' : ''}`}>
          {line.live && <span aria-hidden="true">● </span>}
          {line.text}
        </li>
      ))}
    </ul>
  );
}

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
