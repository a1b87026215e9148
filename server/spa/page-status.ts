import { and, eq, or } from 'drizzle-orm';
import { SLUG_PATTERN } from '../../common/constants';
import { matchPagePath } from '../../common/page-paths';
import type { Db } from '../db/client';
import { categories, projects } from '../db/schema';
import type { EventAccess } from '../events/policy';
import { findEvent } from '../events/service';
import { canViewProject } from '../projects/policy';

const isNumericId = (value: string) => /^\d{1,9}$/.test(value);

/** What a visitor with no session, preview or access pass may see of an event. */
const ANONYMOUS: EventAccess = { viewer: null, role: null, hasPreview: false, hasAccessPass: false };

/**
 * The HTTP status of a page: 404 for paths the web app does not have and for events, projects and
 * categories that do not exist. Drafts and private events answer 200: their pages say so themselves.
 * For an `anonymous` visitor (the server renders their page) a project they may not see is missing too;
 * its team and the event's staff, signed in, still get its page.
 */
export async function pageStatus(db: Db, url: string, { anonymous = false } = {}): Promise<200 | 404> {
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
      .select()
      .from(projects)
      .where(
        and(
          eq(projects.eventId, event.id),
          isNumericId(project) ? eq(projects.id, Number(project)) : eq(projects.slug, project.toLowerCase()),
        ),
      )
      .limit(1);
    if (!row) return 404;
    return !anonymous || canViewProject(row, ANONYMOUS, false) ? 200 : 404;
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
