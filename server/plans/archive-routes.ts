import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { plansContract } from '../../common/contract/plans';
import type { Db } from '../db/client';
import { events, projects } from '../db/schema';
import { presentEvent } from '../events/presenter';
import { eventStaffResource } from '../events/resource';
import type { EventRow } from '../events/service';
import { implement } from '../http/endpoint';
import { type ProjectRow, presentProject } from '../projects/presenter';
import { projectResource } from '../projects/resource';

async function setEventArchived(db: Db, event: EventRow, archived: boolean) {
  const [updated] = await db
    .update(events)
    .set({ archivedAt: archived ? (event.archivedAt ?? new Date()) : null })
    .where(eq(events.id, event.id))
    .returning();
  return presentEvent(updated!, {});
}

async function setProjectArchived(db: Db, project: ProjectRow, archived: boolean) {
  const [updated] = await db
    .update(projects)
    .set({ archivedAt: archived ? (project.archivedAt ?? new Date()) : null })
    .where(eq(projects.id, project.id))
    .returning();
  return presentProject(updated!, {});
}

/**
 * Archiving and restoring events and projects, registered with the plan's read (routes.ts). Who may,
 * the 409 of a project in an archived event and the plan's feature are the guard's (common/contract/plans.ts).
 */
export function archiveEndpoints(app: FastifyInstance) {
  const { db } = app.ctx;
  const staff = eventStaffResource('idOrSlug');
  const c = plansContract;
  return {
    archiveEvent: implement(c.archiveEvent, {
      resource: staff,
      handle: ({ record }) => setEventArchived(db, record, true),
    }),
    restoreEvent: implement(c.restoreEvent, {
      resource: staff,
      handle: ({ record }) => setEventArchived(db, record, false),
    }),
    archiveProject: implement(c.archiveProject, {
      resource: projectResource,
      handle: ({ record }) => setProjectArchived(db, record.project, true),
    }),
    restoreProject: implement(c.restoreProject, {
      resource: projectResource,
      handle: ({ record }) => setProjectArchived(db, record.project, false),
    }),
  };
}
