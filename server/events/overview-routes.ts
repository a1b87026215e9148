import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewContract } from '../../common/contract/event-staff';
import { lastDays, OVERVIEW_DAYS } from '../../common/overview';
import type { Db } from '../db/client';
import { banners, categories, projectLikes, projects, projectViews, timelines } from '../db/schema';
import { implement, registerEndpoints } from '../http/endpoint';
import { statusCounts } from '../review/service';
import { eventStaffResource } from './resource';
import type { EventRow } from './service';

const utcDay = (column: typeof projects.createdAt | typeof projectLikes.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

const exists = async (
  db: Db,
  table: typeof banners | typeof categories | typeof timelines,
  eventId: number,
) => (await db.select({ n: count() }).from(table).where(eq(table.eventId, eventId)))[0]!.n > 0;

/** Everything the overview shows, in a few small aggregate queries over indexed event columns. */
export async function overviewStats(db: Db, event: EventRow, now = new Date()) {
  const days = lastDays(now, OVERVIEW_DAYS);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const ownProjects = and(eq(projects.eventId, event.id), eq(projects.isTemplate, false));
  const started = await db
    .select({ day: utcDay(projects.createdAt), n: count() })
    .from(projects)
    .where(and(ownProjects, gte(projects.createdAt, since)))
    .groupBy(utcDay(projects.createdAt));
  const likeDay = utcDay(projectLikes.createdAt);
  const liked = await db
    .select({ day: likeDay, n: count() })
    .from(projectLikes)
    .innerJoin(projects, eq(projects.id, projectLikes.projectId))
    .where(and(ownProjects, gte(projectLikes.createdAt, since)))
    .groupBy(likeDay);
  const [before] = await db
    .select({ n: count() })
    .from(projectLikes)
    .innerJoin(projects, eq(projects.id, projectLikes.projectId))
    .where(and(ownProjects, lt(projectLikes.createdAt, since)));
  const viewed = await db
    .select({ day: sql<string>`${projectViews.day}::text`, n: sum(projectViews.count).mapWith(Number) })
    .from(projectViews)
    .innerJoin(projects, eq(projects.id, projectViews.projectId))
    .where(and(ownProjects, gte(projectViews.day, days[0]!)))
    .groupBy(projectViews.day);
  const startedOn = new Map(started.map((row) => [row.day, row.n]));
  const likedOn = new Map(liked.map((row) => [row.day, row.n]));
  const viewedOn = new Map(viewed.map((row) => [row.day, row.n]));
  return {
    days: days.map((day) => ({
      day,
      projects: startedOn.get(day) ?? 0,
      likes: likedOn.get(day) ?? 0,
      views: viewedOn.get(day) ?? 0,
    })),
    likesBefore: before?.n ?? 0,
    review: await statusCounts({ db }, event.id),
    checklist: {
      banner: Boolean(event.eventImage) || (await exists(db, banners, event.id)),
      dates: await exists(db, timelines, event.id),
      categories: await exists(db, categories, event.id),
      publish: event.status === 'Published',
    },
  };
}

/** The organiser overview's charts and onboarding checklist, for anyone on the event's staff. */
export const eventOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(app, overviewContract, {
    overview: implement(overviewContract.overview, {
      resource: eventStaffResource('idOrSlug'),
      handle: ({ record }) => overviewStats(app.ctx.db, record),
    }),
  });
};
