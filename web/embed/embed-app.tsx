import type { Event } from '../../common/api';
import { EMBED_GALLERY_SIZE, type EmbedMatch } from '../../common/embeds';
import { useEvent, useProject, useProjects } from '../api/hooks';
import { EventContext } from '../features/event/event-context';
import { Podium } from '../features/event/winners';
import { useWinners } from '../features/event/winners-api';
import { ProjectCard } from '../features/projects/project-card';
import { useTranslation } from '../i18n/react';
import { useLocalePath } from '../lib/locale';

/**
 * The embeddable widgets (docs/integrations.md#embeds), rendered on the server only, with the public
 * pages' own components and without the site's header and footer. The server sends their HTML with no
 * application script (server/embeds/pages.ts): nothing is hydrated, the page's one script reports its
 * height to the parent page. Every read is the anonymous one, so only public data can show.
 */
export function EmbedApp({ embed }: { embed: EmbedMatch }) {
  const { t } = useTranslation('public');
  const event = useEvent(embed.eventSlug);
  // Nothing is drawn until the event is read and open to anyone; the server answers 404 otherwise.
  if (!event.data?.isAccessible) return null;
  return (
    <EventContext.Provider value={event.data}>
      <div
        className="embed-page"
        data-testid="embed-page"
        data-embed={embed.kind}
        data-title={t(embed.kind === 'winners' ? 'embed.winnersTitle' : 'embed.galleryTitle', {
          name: event.data.name,
        })}
      >
        {embed.kind === 'projects' && <EmbedGallery event={event.data} />}
        {embed.kind === 'winners' && <EmbedWinners event={event.data} />}
        {embed.kind === 'project' && embed.project && (
          <EmbedProject idOrSlug={embed.project} event={event.data} />
        )}
      </div>
    </EventContext.Provider>
  );
}

function EmbedFooter({ event, path }: { event: Event; path: string }) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  return (
    <p className="embed-footer small">
      <a href={to(path)}>{t('embed.seeAll', { name: event.name })}</a>
    </p>
  );
}

function EmbedGallery({ event }: { event: Event }) {
  const { t } = useTranslation('public');
  const projects = useProjects(event.id, {});
  const list = (projects.data?.pages[0]?.projects ?? []).slice(0, EMBED_GALLERY_SIZE);
  if (!projects.data) return null;
  return (
    <>
      <h1 className="embed-title">{t('embed.galleryTitle', { name: event.name })}</h1>
      {list.length ? (
        <div className="project-grid" data-testid="embed-gallery">
          {list.map((project, index) => (
            <ProjectCard key={project.id} project={project} eventSlug={event.slug} priority={index < 4} />
          ))}
        </div>
      ) : (
        <p className="muted">{t('embed.noProjects')}</p>
      )}
      <EmbedFooter event={event} path={`/${event.slug}/projects`} />
    </>
  );
}

function EmbedWinners({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('public');
  const winners = useWinners(event.slug);
  if (!winners.data) return null;
  // Only published winners are shown; the anonymous answer has none before that.
  const awards = winners.data.published ? winners.data.awards.filter((award) => award.projects.length) : [];
  return (
    <>
      <h1 className="embed-title">{tp('embed.winnersTitle', { name: event.name })}</h1>
      {awards.length ? (
        <ul className="winners">
          {awards.map((award) => (
            <li key={award.id} className="card stack" data-testid="winner-award">
              <h2>{award.name}</h2>
              <Podium award={award} eventSlug={event.slug} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('winners.soon')}</p>
      )}
      <EmbedFooter event={event} path={`/${event.slug}/winners`} />
    </>
  );
}

function EmbedProject({ idOrSlug, event }: { idOrSlug: string; event: Event }) {
  const project = useProject(idOrSlug);
  if (!project.data) return null;
  // A project of another event under this event's address: the server answers 404 for the mark.
  if (project.data.eventId !== event.id) return <span data-embed-missing="" />;
  return (
    <div className="embed-card">
      <ProjectCard project={project.data} eventSlug={event.slug} priority />
    </div>
  );
}
