import { z } from 'zod';
import { eventTemplateSchema, messageResponse } from '../api';
import { EVENT_TEMPLATE_STATUSES, PAGE_SIZES } from '../constants';
import { positiveId } from '../schemas/ids';
import {
  clonedTemplateResponse,
  eventTemplatesResponse,
  masterTemplatesResponse,
} from '../schemas/organiser';
import { defineContract } from './endpoint';
import { templateRoutes } from './routes/templates';

const errors = [400, 401, 403, 404] as const;
const tags = ['templates'] as const;
const status = z.enum(EVENT_TEMPLATE_STATUSES);
const templateParams = z.object({ id: positiveId });

export const templatesContract = defineContract(templateRoutes, {
  list: {
    tags,
    summary: "An event's templates (event staff)",
    query: z.object({ eventId: positiveId, status: status.optional() }),
    response: eventTemplatesResponse,
    errors,
    action: 'view_staff_area',
  },
  masterTemplates: {
    tags,
    summary: 'Master project templates every organiser may clone (limit 10, offset 0 by default)',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.masterTemplates),
      offset: z.coerce.number().int().min(0).max(10_000).default(0),
    }),
    response: masterTemplatesResponse,
    errors: [401],
    login: true,
  },
  create: {
    tags,
    summary: 'Make a template project of the event its template (status Draft unless given)',
    body: z.object({ eventId: positiveId, projectId: positiveId, status: status.default('Draft') }),
    response: eventTemplateSchema,
    errors,
    action: 'manage_templates',
  },
  clone: {
    tags,
    summary: 'Clone a master template into the event and make it the event template (status Draft)',
    params: z.object({ eventId: positiveId }),
    body: z.object({ templateId: positiveId.optional() }),
    response: clonedTemplateResponse,
    errors,
    action: 'manage_templates',
  },
  setStatus: {
    tags,
    summary: "Change an event template's status",
    params: templateParams,
    body: z.object({ status }),
    response: eventTemplateSchema,
    errors,
    action: 'manage_templates',
  },
  remove: {
    tags,
    summary: 'Delete an event template (its template project stays)',
    params: templateParams,
    response: messageResponse,
    errors,
    action: 'manage_templates',
  },
});
