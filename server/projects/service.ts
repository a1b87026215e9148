import { and, asc, count, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { ProjectStatus } from '../../common/constants';
import {
  checkProjectForSubmission,
  DESCRIPTION_MAX,
  findTransition,
  PROJECT_UPDATE_FIELDS,
  type ProjectUpdateField,
  TITLE_MAX,
} from '../../common/projects';
import { slugify } from '../../common/slug';
import { hasMarkup, isWebLink, LINK_MESSAGE, MARKUP_MESSAGE } from '../../common/validation';
import { sanitizeRichText } from '../content/sanitize';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { eventTemplates, projectCategories, projectMemberships, projects } from '../db/schema';
import { AppError } from '../errors';
import type { Caller } from '../events/credentials';
import { ensureParticipant } from '../events/participants';
import type { EventAccess } from '../events/policy';
import { type EventCtx, type EventRow, requireViewableEvent } from '../events/service';
import { requireRequiredAnswers } from '../forms/service';
import { fieldsToUpdate } from '../http/update-mask';
import { requireNotArchived } from '../plans/archive';
import { eventFeatures, featureLimit } from '../plans/features';
import { requireBelowLimit, requireTemplateCustomisation } from '../plans/limits';
import { loadSubmissionWindow, windowState } from '../timeline/submission-window';
import { fireProjectStatus } from '../webhooks/fire';
import type { OpenedProject } from './access';
import { isBoundBySubmissionWindow, isReviewer, statusActorsFor } from './policy';
import type { ProjectRow } from './presenter';
import { findProject } from './queries';

const CLOSED_MESSAGE = 'The submission deadline has passed: projects can no longer be changed';

/** Team members may only change projects while the event's submission window has not closed. */
export async function requireWindowNotClosed(db: Db, eventId: number, access: EventAccess) {
  if (!isBoundBySubmissionWindow(access)) return;
  const state = windowState(await loadSubmissionWindow(db, eventId));
  if (state === 'closed') throw new AppError('forbidden', CLOSED_MESSAGE);
}

/**
 * The readable address of a project within its event: the title's slug, then `-2`, `-3` … for later
 * projects with the same title. Master templates (no event) share one namespace, like events' projects.
 */
export async function projectSlug(db: Db, eventId: number | null, title: string, exceptId?: number) {
  const words = slugify(title, 80) || 'project';
  // Addresses made only of digits would read as project ids.
  const base = /^\d+$/.test(words) ? `project-${words}` : words;
  const rows = await db
    .select({ id: projects.id, slug: projects.slug })
    .from(projects)
    .where(
      and(
        eventId === null ? isNull(projects.eventId) : eq(projects.eventId, eventId),
        or(eq(projects.slug, base), like(projects.slug, `${base}-%`)),
      ),
    );
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const isSlugClash = (error: unknown) =>
  String((error as { cause?: unknown })?.cause ?? error).includes('projects_event_slug_idx');

/** Runs a write that picks a slug, again when a concurrent write took the same slug first. */
async function withFreeSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 5 || !isSlugClash(error)) throw error;
    }
  }
}

type ProjectContent = Pick<
  ProjectRow,
  | 'title'
  | 'description'
  | 'imageUrl'
  | 'videoUrl'
  | 'instructionVideo'
  | 'instructionSection'
  | 'media'
  | 'links'
>;

const contentOf = (row: ProjectContent): ProjectContent => ({
  title: row.title,
  description: row.description,
  imageUrl: row.imageUrl,
  videoUrl: row.videoUrl,
  instructionVideo: row.instructionVideo,
  instructionSection: row.instructionSection,
  media: row.media,
  links: row.links,
});

async function insertOwnedProject(
  db: Db,
  values: ProjectContent & { eventId: number; isTemplate: boolean; isPrivate: boolean },
  ownerId: number,
): Promise<ProjectRow> {
  return withFreeSlug(() =>
    db.transaction(async (tx) => {
      const slug = await projectSlug(tx, values.eventId, values.title);
      const [project] = await tx
        .insert(projects)
        .values({ ...values, slug, submissionStatus: 'DRAFT' })
        .returning();
      await tx.insert(projectMemberships).values({ projectId: project!.id, userId: ownerId, role: 'Owner' });
      if (!values.isTemplate) await ensureParticipant(tx, values.eventId, ownerId);
      return project!;
    }),
  );
}

/** The project the event asks participants to start from: its first published event template. */
async function eventTemplateProject(db: Db, eventId: number): Promise<ProjectRow | undefined> {
  const [template] = await db
    .select({ projectId: eventTemplates.projectId })
    .from(eventTemplates)
    .where(and(eq(eventTemplates.eventId, eventId), eq(eventTemplates.status, 'Published')))
    .orderBy(asc(eventTemplates.id))
    .limit(1);
  return template ? findProject(db, String(template.projectId), null) : undefined;
}

export interface CreateInput {
  title?: string;
  description?: string | null;
  video_url?: string | null;
  isPrivate?: boolean;
}

/**
 * A new draft owned by the caller, started from the event template when the event has one. The editor
 * sends what was typed before the first save (docs/product.md, "Starting a project"), so a project row
 * only exists once something is saved; text given here replaces the template's.
 */
export async function createProject(
  db: Db,
  event: EventRow,
  access: EventAccess,
  input: CreateInput,
): Promise<ProjectRow> {
  const viewer = access.viewer;
  if (!viewer) throw new AppError('unauthorized', 'Login required');
  requireNotArchived(event);
  await requireWindowNotClosed(db, event.id, access);
  const template = await eventTemplateProject(db, event.id);
  const content: ProjectContent = template
    ? contentOf(template)
    : {
        title: '',
        description: '',
        imageUrl: null,
        videoUrl: null,
        instructionVideo: null,
        instructionSection: null,
        media: [],
        links: [],
      };
  if (input.title !== undefined) content.title = checkTitle(input.title);
  if (input.description?.trim()) content.description = normalise('description', input.description) ?? '';
  if (input.video_url?.trim()) content.videoUrl = normalise('video_url', input.video_url);
  return insertOwnedProject(
    db,
    { ...content, eventId: event.id, isTemplate: false, isPrivate: input.isPrivate ?? false },
    viewer.id,
  );
}

export interface CopyInput {
  eventId: number;
  isTemplate: boolean;
  makePrivate: boolean;
}

/**
 * POST /projects/copy/{id}: copies a template (a master template, or a template of the target event)
 * or a project the caller may copy into an event as a new draft they own.
 */
export async function copyProject(
  ctx: EventCtx,
  sourceId: number,
  caller: Caller & { viewer: Viewer },
  input: CopyInput,
  openSource: () => Promise<OpenedProject>,
): Promise<ProjectRow> {
  const { db } = ctx;
  const { viewer } = caller;
  const { event, access } = await requireViewableEvent(ctx, input.eventId, caller);
  requireNotArchived(event);
  const found = await findProject(db, String(sourceId), null);
  if (!found) throw new AppError('not_found', 'Project not found');
  const isUsableTemplate = found.isTemplate && (found.eventId === null || found.eventId === event.id);
  const source = isUsableTemplate ? found : (await openSource()).project;
  if (input.isTemplate && !isReviewer(access)) {
    throw new AppError('forbidden', 'Only event owners, admins and editors may create event templates');
  }
  if (!input.isTemplate) await requireWindowNotClosed(db, event.id, access);
  const copy = await insertOwnedProject(
    db,
    { ...contentOf(source), eventId: event.id, isTemplate: input.isTemplate, isPrivate: input.makePrivate },
    viewer.id,
  );
  if (source.eventId === event.id) {
    await db.execute(sql`
      insert into ${projectCategories} (project_id, category_id)
      select ${copy.id}, category_id from ${projectCategories} where project_id = ${source.id}`);
  }
  return copy;
}

const URL_FIELDS: readonly ProjectUpdateField[] = ['imageUrl', 'video_url', 'instruction_video'];
const COLUMN: Record<ProjectUpdateField, keyof ProjectContent> = {
  title: 'title',
  description: 'description',
  imageUrl: 'imageUrl',
  video_url: 'videoUrl',
  instruction_video: 'instructionVideo',
  instruction_section: 'instructionSection',
};

function checkTitle(value: string): string {
  const title = value.trim();
  if (title.length > TITLE_MAX)
    throw new AppError('bad_request', `Title cannot be more than ${TITLE_MAX} characters`);
  if (hasMarkup(title)) throw new AppError('bad_request', MARKUP_MESSAGE);
  return title;
}

/** Links are web addresses or paths on this server (uploads, demo art); anything else is refused. */
function checkLink(value: string): string {
  const link = value.trim();
  if (!isWebLink(link)) throw new AppError('bad_request', LINK_MESSAGE);
  return link;
}

export type ProjectPatch = Partial<Record<ProjectUpdateField, string | null>>;

function normalise(field: ProjectUpdateField, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') {
    return field === 'title' || field === 'description' ? '' : null;
  }
  if (field === 'title') return checkTitle(value);
  if (field === 'description' || field === 'instruction_section') {
    if (value.length > DESCRIPTION_MAX) {
      throw new AppError('bad_request', `Text cannot be more than ${DESCRIPTION_MAX} characters`);
    }
    return sanitizeRichText(value);
  }
  if (URL_FIELDS.includes(field)) return checkLink(value);
  return value;
}

/** PATCH /projects/{id}: writes the masked fields; submitted and approved projects must stay complete. */
export async function updateProject(
  db: Db,
  { project, actor, event }: OpenedProject,
  patch: ProjectPatch,
  mask?: string,
): Promise<ProjectRow> {
  const fields = fieldsToUpdate(PROJECT_UPDATE_FIELDS, patch, mask);
  if (!fields.length) throw new AppError('bad_request', 'Nothing to update');
  if (project.isTemplate) await requireTemplateCustomisation(db, event);
  if (project.eventId !== null) await requireWindowNotClosed(db, project.eventId, actor);
  const changes: Partial<ProjectContent> = {};
  for (const field of fields) {
    (changes as Record<string, string | null>)[COLUMN[field]] = normalise(field, patch[field]);
  }
  const next = { ...project, ...changes };
  if (project.submissionStatus !== 'DRAFT' && !project.isTemplate) {
    const problems = Object.values(checkProjectForSubmission(next));
    if (problems.length) throw new AppError('bad_request', problems[0]!);
  }
  // A public project keeps its address when renamed, so shared links keep working.
  const renamed = changes.title !== undefined && changes.title !== project.title;
  const reslug = renamed && project.submissionStatus !== 'APPROVED';
  return withFreeSlug(async () => {
    const slug = reslug ? await projectSlug(db, project.eventId, next.title, project.id) : project.slug;
    const [updated] = await db
      .update(projects)
      .set({ ...changes, slug, updatedAt: new Date() })
      .where(eq(projects.id, project.id))
      .returning();
    return updated!;
  });
}

export async function deleteProject(db: Db, { project, actor }: OpenedProject): Promise<void> {
  if (project.eventId !== null) await requireWindowNotClosed(db, project.eventId, actor);
  await db.delete(projects).where(eq(projects.id, project.id));
}

async function requireApprovalCapacity(db: Db, event: EventRow) {
  const limit = featureLimit(await eventFeatures(db, event.planId), 'number_of_approved_projects');
  if (limit === null) return;
  const [row] = await db
    .select({ approved: count() })
    .from(projects)
    .where(and(eq(projects.eventId, event.id), eq(projects.submissionStatus, 'APPROVED')));
  requireBelowLimit(row?.approved ?? 0, limit, 'approvedProjects');
}

/** PATCH /projects/{id}/updateProjectStatuses: one step of the transition table in common/projects.ts. */
export async function changeProjectStatus(
  db: Db,
  { project, event, actor }: OpenedProject,
  to: ProjectStatus,
): Promise<ProjectRow> {
  if (project.isTemplate) throw new AppError('bad_request', 'Templates are not submitted');
  const from = project.submissionStatus;
  const capacities = statusActorsFor(actor);
  if (!capacities.length) throw new AppError('forbidden', "You may not change this project's status");
  if (from === to) throw new AppError('conflict', `The project is already ${to}`);
  const transition = capacities.map((by) => findTransition(from, to, by)).find(Boolean);
  if (!transition) throw new AppError('forbidden', `You may not change a ${from} project to ${to}`);
  if (transition.needsOpenWindow) {
    const state = windowState(await loadSubmissionWindow(db, event.id));
    if (state === 'not_open')
      throw new AppError('forbidden', 'Submissions for this event have not opened yet');
    if (state === 'closed') throw new AppError('forbidden', CLOSED_MESSAGE);
  }
  if (to === 'SUBMITTED' && transition.by === 'team') {
    const problems = Object.values(checkProjectForSubmission(project));
    if (problems.length) throw new AppError('bad_request', problems[0]!);
    await requireRequiredAnswers(db, event, project.id);
  }
  if (to === 'APPROVED') await requireApprovalCapacity(db, event);
  // The status guard makes concurrent changes safe: only one of two racing updates applies.
  const [updated] = await db
    .update(projects)
    .set({ submissionStatus: to, updatedAt: new Date() })
    .where(and(eq(projects.id, project.id), eq(projects.submissionStatus, from)))
    .returning();
  if (!updated) throw new AppError('conflict', 'The project status changed meanwhile; reload and try again');
  await fireProjectStatus(db, event, updated);
  return updated;
}

/** POST /projects/{id}/match/{templateId}: takes the template's instructions into the project. */
export async function matchTemplate(
  db: Db,
  { project }: OpenedProject,
  templateId: number,
): Promise<ProjectRow> {
  const template = await findProject(db, String(templateId), null);
  if (!template?.isTemplate || (template.eventId !== null && template.eventId !== project.eventId)) {
    throw new AppError('bad_request', 'event id or template id not valid');
  }
  const [updated] = await db
    .update(projects)
    .set({
      instructionSection: template.instructionSection,
      instructionVideo: template.instructionVideo,
      updatedAt: new Date(),
    })
    .where(eq(projects.id, project.id))
    .returning();
  return updated!;
}
