import { type AnyColumn, and, countDistinct, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../common/api';
import {
  DIRECTORY_PAGE_SIZE,
  directoryResponse,
  eventStatsSchema,
  SEARCH_MAX_LENGTH,
} from '../../common/directory';
import { htmlToText } from '../../common/text';
import type { Db } from '../db/client';
import { containsPattern } from '../db/patterns';
import { events, projectMemberships, projects } from '../db/schema';
import { decodeCursor, paginate } from '../http/cursor';
import { viewableEventOf } from '../http/event-context';
import { idOrSlug, pageSize } from '../http/query';
import { publicProject } from '../projects/public-scope';

export { containsPattern };

const publicProjects = (eventId: number | AnyColumn) => and(eq(projects.eventId, eventId), publicProject());

export async function eventStats(db: Db, eventId: number) {
  const [totals] = await db
    .select({
      projects: sql<number>`count(*)::int`,
      likes: sql<number>`coalesce(sum(${projects.likesCount}), 0)::int`,
    })
    .from(projects)
    .where(publicProjects(eventId));
  const [team] = await db
    .select({ participants: countDistinct(projectMemberships.userId) })
    .from(projectMemberships)
    .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
    .where(publicProjects(eventId));
  return {
    projects: Number(totals?.projects ?? 0),
    likes: Number(totals?.likes ?? 0),
    participants: Number(team?.participants ?? 0),
  };
}

/** The site's directory of events anyone may open (published, public, no access code) and event numbers. */
export const eventDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-events',
    {
      schema: {
        tags: ['events'],
        summary: 'Published public events, newest first, optionally searched by name',
        description: 'Events behind an access code or login are left out. nextPageToken is a keyset cursor.',
        querystring: z.object({
          search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
          pageSize: pageSize(DIRECTORY_PAGE_SIZE),
          nextPageToken: z.string().max(256).optional(),
        }),
        response: { 200: directoryResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const { db } = app.ctx;
      const { search, nextPageToken } = request.query;
      const size = request.query.pageSize;
      const after = decodeCursor(nextPageToken, 1);
      const projectCount = sql<number>`(select count(*)::int from ${projects} where ${publicProjects(events.id)})`;
      const rows = await db
        .select({
          id: events.id,
          slug: events.slug,
          name: events.name,
          eventImage: events.eventImage,
          description: events.description,
          projectCount,
        })
        .from(events)
        .where(
          and(
            eq(events.status, 'Published'),
            eq(events.privacy, 'PUBLIC'),
            isNull(events.accessCodeHash),
            search
              ? or(ilike(events.name, containsPattern(search)), ilike(events.slug, containsPattern(search)))
              : undefined,
            after ? lt(events.id, Number(after[0])) : undefined,
          ),
        )
        .orderBy(desc(events.id))
        .limit(size + 1);
      const { page, nextPageToken: next } = paginate(rows, size, (row) => [row.id]);
      return {
        events: page.map(({ description, projectCount: count, ...event }) => {
          const summary = htmlToText(description ?? '');
          return {
            ...event,
            projectCount: Number(count),
            summary: summary.length > 160 ? `${summary.slice(0, 159)}…` : summary,
          };
        }),
        nextPageToken: next,
      };
    },
  );

  app.get(
    '/public-events/:idOrSlug/stats',
    {
      schema: {
        tags: ['events'],
        summary: "An event's numbers: public projects, their participants and likes",
        params: z.object({ idOrSlug }),
        response: { 200: eventStatsSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { event } = await viewableEventOf(request, request.params.idOrSlug);
      return eventStats(app.ctx.db, event.id);
    },
  );
};
