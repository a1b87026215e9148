import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Category, Event, Project, ProjectsResponse, timelineResponse } from '../../common/api';
import type { EventStats } from '../../common/directory';
import {
  buildApiUrl,
  categoriesQuery,
  eventPath,
  eventQuery,
  eventStatsPath,
  galleryQuery,
  timelineQuery,
  winnersPath,
} from '../../common/first-reads';
import { isPublicProject } from '../../common/projects';
import type { winnersResponse } from '../../common/schemas/awards';
import { readAnonymously } from '../spa/first-reads';

/**
 * What embeds, oEmbed and structured data show is read from the API itself as an anonymous visitor
 * reads it: whatever the public API would not hand to anyone (drafts, declined projects, templates,
 * hidden or private events) cannot reach them, and the reads come from the public answer cache.
 */
export interface PublicReader {
  event(): Promise<Event | null>;
  project(idOrSlug: string): Promise<Project | null>;
  projects(eventId: number): Promise<ProjectsResponse | null>;
  timeline(eventId: number): Promise<z.infer<typeof timelineResponse> | null>;
  categories(eventId: number): Promise<Category[] | null>;
  winners(): Promise<z.infer<typeof winnersResponse> | null>;
  stats(): Promise<EventStats | null>;
}

export function publicReader(app: FastifyInstance, request: FastifyRequest, slug: string): PublicReader {
  const read = async <T>(url: string): Promise<T | null> => {
    const answer = await readAnonymously(app, url, slug, request.headers.host);
    if (answer.status !== 200) return null;
    return JSON.parse(answer.body) as T;
  };
  return {
    async event() {
      const event = await read<Event>(buildApiUrl(eventPath(slug), eventQuery()));
      return event?.isAccessible ? event : null;
    },
    async project(idOrSlug) {
      const project = await read<Project>(
        buildApiUrl(`/project/${encodeURIComponent(idOrSlug)}`, {
          includes: ['awards', 'categories', 'memberships', 'user'],
        }),
      );
      // Belt and braces: the anonymous read already hides every other status and templates.
      return project && isPublicProject(project) ? project : null;
    },
    projects: (eventId) => read<ProjectsResponse>(buildApiUrl('/projects', galleryQuery(eventId))),
    timeline: (eventId) => read(buildApiUrl('/timeline', timelineQuery(eventId))),
    async categories(eventId) {
      const page = await read<{ categories: Category[] }>(
        buildApiUrl('/categories', categoriesQuery(eventId)),
      );
      return page?.categories ?? null;
    },
    winners: () => read(buildApiUrl(winnersPath(slug))),
    stats: () => read<EventStats>(buildApiUrl(eventStatsPath(slug))),
  };
}
