import { and, eq } from 'drizzle-orm';
import {
  checkProjectPage,
  PROJECT_PAGE_MESSAGES,
  type ProjectPageContent,
  type ProjectPageKey,
} from '../../common/project-page';
import type { Db } from '../db/client';
import { projectMemberships, projects } from '../db/schema';
import { AppError } from '../errors';
import { requireTemplateCustomisation } from '../plans/limits';
import type { OpenedProject } from './access';
import type { ProjectRow } from './presenter';
import { requireWindowNotClosed } from './service';

/** A refusal naming every broken rule, with a key per row so the editor shows each beside its row. */
function pageError(problems: Partial<Record<string, ProjectPageKey>>): AppError {
  const entries = Object.entries(problems) as [string, ProjectPageKey][];
  const message = entries.map(([path, key]) => `${path}: ${PROJECT_PAGE_MESSAGES[key]}`).join('; ');
  return new AppError('bad_request', message, entries[0]![1], Object.fromEntries(entries));
}

/**
 * PUT /projects/{id}/page: replaces the media list and the links, and sets what each listed member did,
 * in one transaction. Same window rules as the project's text (a team edits until the deadline).
 */
export async function saveProjectPage(
  db: Db,
  { project, actor, event }: OpenedProject,
  input: ProjectPageContent,
): Promise<ProjectRow> {
  if (project.isTemplate) await requireTemplateCustomisation(db, event);
  if (project.eventId !== null) await requireWindowNotClosed(db, project.eventId, actor);
  const checked = checkProjectPage(input);
  if (checked.problems) throw pageError(checked.problems);
  const { media, links, roles } = checked.value;
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ userId: projectMemberships.userId })
      .from(projectMemberships)
      .where(eq(projectMemberships.projectId, project.id));
    const memberIds = new Set(members.map((member) => member.userId));
    const strangers = roles.flatMap((role, index) => (memberIds.has(role.userId) ? [] : [index]));
    if (strangers.length)
      throw pageError(
        Object.fromEntries(strangers.map((index) => [`roles.${index}.userId`, 'page.error.notMember'])),
      );
    for (const role of roles) {
      await tx
        .update(projectMemberships)
        .set({ title: role.title || null })
        .where(and(eq(projectMemberships.projectId, project.id), eq(projectMemberships.userId, role.userId)));
    }
    const [updated] = await tx
      .update(projects)
      .set({ media, links, updatedAt: new Date() })
      .where(eq(projects.id, project.id))
      .returning();
    return updated!;
  });
}
