import { z } from 'zod';
import { eventImportInputSchema } from '../event-file';
import { csvImportInputSchema, EXPORT_LISTS, importResultSchema } from '../imports';
import { positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { importRoutes } from './routes/imports';

const tags = ['organiser'] as const;
const errors = [400, 401, 403, 404, 409, 413] as const;
const params = z.object({ eventId: positiveId });

/**
 * Import and export (docs/integrations.md). Owners and admins only: the files carry people's e-mail
 * addresses. The exports answer files, which the OpenAPI document leaves undescribed.
 */
export const importsContract = defineContract(importRoutes, {
  importCsv: {
    tags,
    summary:
      'Import projects (Devpost CSV), judges or participants (CSV of e-mails); a dry run by default (owners, admins)',
    params,
    body: csvImportInputSchema,
    response: importResultSchema,
    errors,
    action: 'import_export',
  },
  exportList: {
    tags,
    summary: 'One console list as CSV: projects, participants, judges, comments or votes (owners, admins)',
    params: z.object({
      eventId: positiveId,
      list: z.enum(EXPORT_LISTS.map((list) => `${list}.csv`) as [string, ...string[]]),
    }),
    errors: [],
    action: 'import_export',
  },
  exportEvent: {
    tags,
    summary: 'The whole event as one JSON file that another Showcase imports (owners, admins)',
    params,
    errors: [],
    action: 'import_export',
  },
  importEvent: {
    tags,
    summary:
      'Load an exported event file into a new event owned by the caller; a dry run by default (logged in)',
    body: eventImportInputSchema,
    response: importResultSchema,
    errors,
    login: true,
  },
});
