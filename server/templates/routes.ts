import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { templatesContract } from '../../common/contract/templates';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import { staffResourceOf } from '../events/resource';
import { implement, registerEndpoints } from '../http/endpoint';
import { openProject } from '../projects/access';
import { presentProject } from '../projects/presenter';
import { copyProject } from '../projects/service';
import {
  createEventTemplate,
  deleteEventTemplate,
  findEventTemplate,
  INVALID_CLONE,
  listEventTemplates,
  listMasterTemplates,
  updateEventTemplate,
} from './service';

/** The event the query or the body names. */
const queryEvent = staffResourceOf((request) => (request.query as { eventId: number }).eventId);
const bodyEvent = staffResourceOf((request) => (request.body as { eventId: number }).eventId);

/** The event a clone goes into; a clone that names no template is refused (400) before anything else. */
const cloneEvent = staffResourceOf((request) => {
  if (!(request.body as { templateId?: number }).templateId) throw new AppError('bad_request', INVALID_CLONE);
  return (request.params as { eventId: number }).eventId;
});

/** The event of the template the path names (404 for no such template, before anyone's standing). */
const templateEvent = staffResourceOf(
  async (request) =>
    (await findEventTemplate(request.server.ctx.db, (request.params as { id: number }).id)).eventId,
);

/**
 * Event templates and the clone flow of docs/product.md (master template → event template, status
 * Draft), common/contract/templates.ts: every change on the event staff resource.
 */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoints(app, templatesContract, {
    list: implement(templatesContract.list, {
      resource: queryEvent,
      handle: async ({ request, record: event }) => ({
        eventTemplates: await listEventTemplates(db, event.id, request.query.status),
      }),
    }),

    masterTemplates: implement(templatesContract.masterTemplates, {
      handle: async ({ request }) => {
        const rows = await listMasterTemplates(db, request.query.limit, request.query.offset);
        return { projects: rows.map((row) => presentProject(row, {})) };
      },
    }),

    create: implement(templatesContract.create, {
      resource: bodyEvent,
      handle: ({ request, record: event }) =>
        createEventTemplate(db, event.id, request.body.projectId, request.body.status),
    }),

    clone: implement(templatesContract.clone, {
      resource: cloneEvent,
      handle: async ({ request, actor, record: event }) => {
        const templateId = request.body.templateId!;
        const caller = { ...callerOf(request), viewer: actor.viewer };
        const project = await copyProject(
          app.ctx,
          templateId,
          caller,
          { eventId: event.id, isTemplate: true, makePrivate: true },
          async () => {
            const opened = await openProject(app.ctx, templateId, caller, 'copy');
            if (!opened.project.isTemplate) throw new AppError('bad_request', INVALID_CLONE);
            return opened;
          },
        );
        const eventTemplate = await createEventTemplate(db, event.id, project.id, 'Draft');
        return { eventTemplate, project: presentProject(project, {}) };
      },
    }),

    setStatus: implement(templatesContract.setStatus, {
      resource: templateEvent,
      handle: ({ request }) => updateEventTemplate(db, request.params.id, request.body.status),
    }),

    remove: implement(templatesContract.remove, {
      resource: templateEvent,
      handle: async ({ request }) => {
        await deleteEventTemplate(db, request.params.id);
        return { message: 'Template deleted' };
      },
    }),
  });
};
