import { and, asc, eq, isNull } from 'drizzle-orm';
import type { EVENT_TEMPLATE_STATUSES } from '../../common/constants';
import type { Db } from '../db/client';
import { eventTemplates, projects } from '../db/schema';
import { AppError } from '../errors';

export type TemplateStatus = (typeof EVENT_TEMPLATE_STATUSES)[number];
type EventTemplateRow = typeof eventTemplates.$inferSelect;

export const INVALID_CLONE = 'event id or template id not valid';

export const presentEventTemplate = ({ id, status, projectId, eventId }: EventTemplateRow) => ({
  id,
  status,
  projectId,
  eventId,
});

export async function listEventTemplates(db: Db, eventId: number, status?: TemplateStatus) {
  const rows = await db
    .select()
    .from(eventTemplates)
    .where(and(eq(eventTemplates.eventId, eventId), status ? eq(eventTemplates.status, status) : undefined))
    .orderBy(asc(eventTemplates.id));
  return rows.map(presentEventTemplate);
}

/** Master templates: template projects that belong to no event, offered to every organiser. */
export async function listMasterTemplates(db: Db, limit: number, offset: number) {
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.isTemplate, true), isNull(projects.eventId)))
    .orderBy(asc(projects.id))
    .limit(limit)
    .offset(offset);
}

/** An event template points at a template project of the same event. */
export async function createEventTemplate(
  db: Db,
  eventId: number,
  projectId: number,
  status: TemplateStatus,
) {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.eventId, eventId), eq(projects.isTemplate, true)));
  if (!project) throw new AppError('bad_request', INVALID_CLONE);
  const [row] = await db.insert(eventTemplates).values({ eventId, projectId, status }).returning();
  return presentEventTemplate(row!);
}

export async function findEventTemplate(db: Db, id: number) {
  const [row] = await db.select().from(eventTemplates).where(eq(eventTemplates.id, id));
  if (!row) throw new AppError('not_found', 'Template not found');
  return row;
}

export async function updateEventTemplate(db: Db, id: number, status: TemplateStatus) {
  const [row] = await db.update(eventTemplates).set({ status }).where(eq(eventTemplates.id, id)).returning();
  return presentEventTemplate(row!);
}

export async function deleteEventTemplate(db: Db, id: number) {
  await db.delete(eventTemplates).where(eq(eventTemplates.id, id));
}
