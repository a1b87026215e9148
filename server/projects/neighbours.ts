import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import { type EventAccess, isEventStaff } from '../events/policy';
import type { EventRow } from '../events/service';
import { loadShowcaseWindow, windowState } from '../timeline/submission-window';
import type { ProjectRow } from './presenter';
import { isPublicProject, publicProject } from './public-scope';

export interface NeighbourProject {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
}

const columns = { id: projects.id, slug: projects.slug, title: projects.title, imageUrl: projects.imageUrl };

/**
 * The projects before and after this one in the public gallery's first order (by awards once they are
 * published, else newest first), for the page's previous / next links. Only approved projects have
 * neighbours, and only once visitors may browse the gallery (staff earlier).
 */
export async function projectNeighbours(
  db: Db,
  event: EventRow,
  access: EventAccess,
  project: ProjectRow,
): Promise<{ previous: NeighbourProject | null; next: NeighbourProject | null }> {
  const none = { previous: null, next: null };
  if (!isPublicProject(project)) return none;
  if (!isEventStaff(access) && windowState(await loadShowcaseWindow(db, event.id)) === 'not_open')
    return none;
  const byAwards = event.awardsPublished;
  const key: SQL[] = byAwards ? [sql`${projects.awardRank}`, sql`${projects.id}`] : [sql`${projects.id}`];
  const tuple = sql`(${sql.join(key, sql`, `)})`;
  const here = byAwards ? sql`(${project.awardRank}, ${project.id})` : sql`(${project.id})`;
  const near = (comparison: '>' | '<') =>
    db
      .select(columns)
      .from(projects)
      .where(
        and(eq(projects.eventId, event.id), publicProject(), sql`${tuple} ${sql.raw(comparison)} ${here}`),
      )
      // The gallery runs from the highest key down: the previous project has the next higher key.
      .orderBy(...key.map((column) => (comparison === '>' ? asc(column) : desc(column))))
      .limit(1);
  const [[previous], [next]] = await Promise.all([near('>'), near('<')]);
  return { previous: previous ?? null, next: next ?? null };
}
