import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventSchema, projectSchema } from '../../common/api';
import { events, projects } from '../db/schema';
import { callerOf } from '../events/credentials';
import { presentEvent } from '../events/presenter';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { idOrSlug, ON_AND_OFF, positiveId } from '../http/query';
import { openProject } from '../projects/access';
import { presentProject } from '../projects/presenter';
import { requireNotArchived } from './archive';
import { requireFeature } from './features';

const errors = errorResponses(401, 403, 404, 409);

/**
 * Archiving freezes an event or a project: it stays public, marked as archived, and read-only until its
 * owner or an event admin restores it. Archiving needs the plan feature; restoring never does, so a
 * smaller plan cannot trap content.
 */
export const archiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  async function setEventArchived(request: FastifyRequest, key: string, archived: boolean) {
    const { event } = await requireEventPermission(request, key, 'archive_event');
    if (archived) await requireFeature(db, event.planId, 'can_archive_event');
    const [updated] = await db
      .update(events)
      .set({ archivedAt: archived ? (event.archivedAt ?? new Date()) : null })
      .where(eq(events.id, event.id))
      .returning();
    return presentEvent(updated!, {});
  }

  async function setProjectArchived(request: FastifyRequest, id: number, archived: boolean) {
    const { project, event } = await openProject(app.ctx, id, callerOf(request), 'archive');
    // An archived event freezes its projects: restore the event first.
    requireNotArchived(event);
    if (archived) await requireFeature(db, event.planId, 'can_archive_project');
    const [updated] = await db
      .update(projects)
      .set({ archivedAt: archived ? (project.archivedAt ?? new Date()) : null })
      .where(eq(projects.id, project.id))
      .returning();
    return presentProject(updated!, {});
  }

  const eventParams = z.object({ idOrSlug });
  const projectParams = z.object({ id: positiveId });
  for (const [method, archived] of ON_AND_OFF) {
    const verb = archived ? 'Archive' : 'Restore';
    app.route({
      method,
      url: '/partners/events/:idOrSlug/archive',
      schema: {
        tags: ['plans'],
        summary: `${verb} an event (event owner or admin); archived events stay public and read-only`,
        params: eventParams,
        response: { 200: eventSchema, ...errors },
      },
      handler: (request) => setEventArchived(request, request.params.idOrSlug, archived),
    });
    app.route({
      method,
      url: '/projects/:id/archive',
      schema: {
        tags: ['plans'],
        summary: `${verb} a project (its owner, an event owner or admin); archived projects stay public and read-only`,
        params: projectParams,
        response: { 200: projectSchema, ...errors },
      },
      handler: (request) => setProjectArchived(request, request.params.id, archived),
    });
  }
};
