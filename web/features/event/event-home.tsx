import { lazy, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { eventStage } from '../../../common/event-status';
import { bannerCandidates } from '../../../common/images';
import { useTimeline } from '../../api/hooks';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { Boundary } from '../../lib/hydration';
import { lazyPart } from '../../lib/lazy-part';
import { useLocalePath } from '../../lib/locale';
import { hasFeature, useCurrentEvent } from './event-context';
import { EventGlance } from './event-glance';
import { SponsorList } from './event-sections';
import { EventStageLine } from './event-stage';
import { LazyEventHighlights } from './lazy';

/** The live section loads after the page, with its text, only for events whose plan includes streams. */
const LiveSchedule = lazyPart('live-schedule', () =>
  import('../notify/live-schedule').then((module) => module.LiveSchedule),
);

/**
 * Registration's call to action, for events that ask people to register: loaded after hydration, so the
 * server-rendered page and events with open participation stay as they were.
 */
const RegisterCallToAction = lazy(() => import('../registration/register-cta'));

/** The banner is a CSS background: uploads offer their WebP variant through image-set (common/images.ts). */
function bannerBackground(url: string) {
  const candidates = bannerCandidates(url);
  if (candidates.length === 1) return `url("${url}")`;
  return `image-set(${candidates.map(([src, density]) => `url("${src}") ${density}`).join(', ')})`;
}

export function EventHomePage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const timeline = useTimeline(event.id);
  const banner = event.banners?.[0];
  useDocumentTitle(null);
  // "Submit a project" beside announced winners said two things at once: it shows while projects come in.
  const stage = timeline.data ? eventStage(timeline.data, event.awardsPublished) : null;
  const acceptsProjects = !stage || stage.stage === 'registration' || stage.stage === 'submissions';
  // Registration's card renders after hydration only, so the server's page stays the same.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <>
      <section
        className="hero"
        data-testid="event-banner"
        style={banner ? { backgroundImage: bannerBackground(banner.imageUrl) } : undefined}
      >
        <div className="hero-content">
          <EventStageLine timeline={timeline.data} />
          <h1>{event.name}</h1>
          {banner?.subtitle && <p className="hero-subtitle">{banner.subtitle}</p>}
          <div className="hero-actions">
            <Link className="button primary" to={to(`/${event.slug}/projects`)}>
              {t('event.browseProjects')}
            </Link>
            <Link className="button secondary" to={to(`/${event.slug}/details`)}>
              {t('event.viewDetails')}
            </Link>
            {acceptsProjects && (
              <Link className="button ghost on-dark" to={to(`/${event.slug}/profile/my-projects`)}>
                {t('event.submitProject')}
              </Link>
            )}
          </div>
        </div>
      </section>
      {acceptsProjects && hydrated && (
        <Boundary fallback={null}>
          <RegisterCallToAction />
        </Boundary>
      )}
      <EventGlance timeline={timeline.data} />
      {hasFeature(event, 'enable_live_streams') && (
        <Boundary fallback={null}>
          <LiveSchedule eventId={event.id} eventSlug={event.slug} />
        </Boundary>
      )}
      <Boundary fallback={null}>
        <LazyEventHighlights />
      </Boundary>
      {event.description && (
        <section className="section prose">
          {event.description.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      )}
      {hasFeature(event, 'enable_sponsor') && <SponsorList sponsors={event.sponsors ?? []} />}
    </>
  );
}
