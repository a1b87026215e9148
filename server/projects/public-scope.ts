import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { CONSENT_BLOCKING } from '../../common/consent';
import type { Db } from '../db/client';
import { projectMemberships, projects, registrations } from '../db/schema';

/**
 * "A project is public": approved, not the event's template, and no member of its team still waits for
 * (or was refused) a parent's consent in its event. Everyone may see it, like it, comment on it, award
 * it and find it in the gallery, the directory's counts, the sitemap and the neighbours of a project
 * page. The rule is stated in one place: as the predicate on a loaded row (from common/projects.ts, so
 * the browser shares it) plus `consentHides`, and as the SQL condition on the `projects` table.
 */
export { isPublicProject } from '../../common/projects';

/** Team members of the project (in `projects`) whose consent in its event blocks publishing. */
const withoutConsent = () =>
  sql`exists (select 1 from ${projectMemberships} inner join ${registrations} on ${registrations.userId} = ${projectMemberships.userId} and ${registrations.eventId} = ${projects.eventId} where ${projectMemberships.projectId} = ${projects.id} and ${inArray(registrations.consentStatus, [...CONSENT_BLOCKING])})`;

/** The condition on `projects` that keeps the projects no pending consent holds back. */
export const consentCleared = (): SQL => sql`not ${withoutConsent()}`;

/** The condition on `projects` that keeps the public projects (in a where, beside the event's). */
export const publicProject = (): SQL =>
  and(eq(projects.submissionStatus, 'APPROVED'), eq(projects.isTemplate, false), consentCleared())!;

/** True when a loaded project is held back from the public until a parent consents. */
export async function consentHides(db: Db, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), withoutConsent()));
  return Boolean(row);
}
