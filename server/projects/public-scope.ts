import { and, eq, type SQL } from 'drizzle-orm';
import { projects } from '../db/schema';

/**
 * "A project is public": approved, and not the event's template. Everyone may see it, like it, comment
 * on it, award it and find it in the gallery, the directory's counts, the sitemap and the neighbours of
 * a project page. The rule is stated twice in one place: as the predicate on a loaded row (from
 * common/projects.ts, so the browser shares it) and as the SQL condition on the `projects` table.
 */
export { isPublicProject } from '../../common/projects';

/** The condition on `projects` that keeps the public projects (in a where, beside the event's). */
export const publicProject = (): SQL =>
  and(eq(projects.submissionStatus, 'APPROVED'), eq(projects.isTemplate, false))!;
