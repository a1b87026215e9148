import { and, eq, or } from 'drizzle-orm';
import { SLUG_PATTERN } from '../../common/constants';
import { matchPagePath } from '../../common/page-paths';
import { isPublicProject } from '../../common/projects';
import type { Db } from '../db/client';
import { categories, projects } from '../db/schema';
import { findEvent } from '../events/service';

const isNumericId = (value: string) => /^\d{1,9}$/.test(value);

/**
 * The HTTP status of a page: 404 for paths the web app does not have and for events, projects and
 * categories that do not exist. Drafts and private events answer 200: their pages say so themselves.
 * A project that is not public (not approved, or a template) is missing for a visitor without a session;
 * with one, its team or the event's staff may be the reader, so the page answers 200 and says itself.
 */
export async function pageStatus(db: Db, url: string, hasSession = false): Promise<200 | 404> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return 404;
  }
  const match = matchPagePath(pathname);
  if (match.kind === 'site') return 200;
  if (match.kind !== 'event') return 404;
  if (!SLUG_PATTERN.test(match.eventSlug)) return 404;
  const event = await findEvent(db, match.eventSlug);
  if (!event) return 404;
  const { project, category } = match.params;
  if (project !== undefined) {
    const [row] = await db
      .select({ submissionStatus: projects.submissionStatus, isTemplate: projects.isTemplate })
      .from(projects)
      .where(
        and(
          eq(projects.eventId, event.id),
          isNumericId(project) ? eq(projects.id, Number(project)) : eq(projects.slug, project.toLowerCase()),
        ),
      )
      .limit(1);
    if (!row) return 404;
    return hasSession || isPublicProject(row) ? 200 : 404;
  }
  if (category !== undefined) {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.eventId, event.id),
          isNumericId(category)
            ? or(eq(categories.id, Number(category)), eq(categories.slug, category))
            : eq(categories.slug, category.toLowerCase()),
        ),
      )
      .limit(1);
    return row ? 200 : 404;
  }
  return 200;
}
