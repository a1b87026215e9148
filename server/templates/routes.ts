import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, eventTemplateSchema, messageResponse } from '../../common/api';
import { EVENT_TEMPLATE_STATUSES, PAGE_SIZES } from '../../common/constants';
import {
  clonedTemplateResponse,
  eventTemplatesResponse,
  masterTemplatesResponse,
} from '../../common/schemas/organiser';
import { requireViewer } from '../auth/authenticate';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { positiveId } from '../http/query';
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

const errors = errorResponses(400, 401, 403, 404);
const status = z.enum(EVENT_TEMPLATE_STATUSES);

/** Event templates and the clone flow of docs/product.md (master template → event template, status Draft). */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/partners/events/templates',
    {
      schema: {
        tags: ['templates'],
        summary: "An event's templates (event staff)",
        querystring: z.object({ eventId: positiveId, status: status.optional() }),
        response: { 200: eventTemplatesResponse, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.query.eventId, 'view_staff_area');
      return { eventTemplates: await listEventTemplates(db, event.id, request.query.status) };
    },
  );

  app.get(
    '/partners/events/master-templates',
    {
      schema: {
        tags: ['templates'],
        summary: 'Master project templates every organiser may clone (limit 10, offset 0 by default)',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.masterTemplates),
          offset: z.coerce.number().int().min(0).max(10_000).default(0),
        }),
        response: { 200: masterTemplatesResponse, 401: errorResponse },
      },
    },
    async (request) => {
      requireViewer(request);
      const rows = await listMasterTemplates(db, request.query.limit, request.query.offset);
      return { projects: rows.map((row) => presentProject(row, {})) };
    },
  );

  app.post(
    '/partners/events/template',
    {
      schema: {
        tags: ['templates'],
        summary: 'Make a template project of the event its template (status Draft unless given)',
        body: z.object({ eventId: positiveId, projectId: positiveId, status: status.default('Draft') }),
        response: { 200: eventTemplateSchema, ...errors },
      },
    },
    async (request) => {
      const { eventId, projectId, status: initial } = request.body;
      const { event } = await requireEventPermission(request, eventId, 'manage_templates');
      return createEventTemplate(db, event.id, projectId, initial);
    },
  );

  app.post(
    '/partners/events/:eventId/templates/clone',
    {
      schema: {
        tags: ['templates'],
        summary: 'Clone a master template into the event and make it the event template (status Draft)',
        params: z.object({ eventId: positiveId }),
        body: z.object({ templateId: positiveId.optional() }),
        response: { 200: clonedTemplateResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.body.templateId) throw new AppError('bad_request', INVALID_CLONE);
      const { templateId } = request.body;
      const { event, viewer } = await requireEventPermission(
        request,
        request.params.eventId,
        'manage_templates',
      );
      const caller = { ...callerOf(request), viewer };
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
  );

  app.patch(
    '/partners/events/template/:id',
    {
      schema: {
        tags: ['templates'],
        summary: "Change an event template's status",
        params: z.object({ id: positiveId }),
        body: z.object({ status }),
        response: { 200: eventTemplateSchema, ...errors },
      },
    },
    async (request) => {
      const template = await findEventTemplate(db, request.params.id);
      await requireEventPermission(request, template.eventId, 'manage_templates');
      return updateEventTemplate(db, template.id, request.body.status);
    },
  );

  app.delete(
    '/partners/events/template/:id',
    {
      schema: {
        tags: ['templates'],
        summary: 'Delete an event template (its template project stays)',
        params: z.object({ id: positiveId }),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const template = await findEventTemplate(db, request.params.id);
      await requireEventPermission(request, template.eventId, 'manage_templates');
      await deleteEventTemplate(db, template.id);
      return { message: 'Template deleted' };
    },
  );
};
