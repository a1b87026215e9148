import { type AnyColumn, and, countDistinct, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import { htmlToText } from '../../common/text';
import type { Db } from '../db/client';
import { containsPattern } from '../db/patterns';
import { events, projectMemberships, projects } from '../db/schema';
import { decodeCursor, paginate } from '../http/cursor';
import { publicProject } from '../projects/public-scope';

/** An event's public projects: what the directory counts and an event's numbers are made of. */
const publicProjects = (eventId: number | AnyColumn) => and(eq(projects.eventId, eventId), publicProject());

/** An event's numbers: its public projects, their distinct participants and their likes. */
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

/** Events anyone may open (published, public, no access code), newest first, a keyset page at a time. */
export async function listPublicEvents(
  db: Db,
  { search, pageSize: size, nextPageToken }: { search?: string; pageSize: number; nextPageToken?: string },
) {
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
}
