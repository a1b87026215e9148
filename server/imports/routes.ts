import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventImportInputSchema } from '../../common/event-file';
import {
  csvImportInputSchema,
  EVENT_JSON_MAX_BYTES,
  EXPORT_LISTS,
  IMPORT_CSV_MAX_BYTES,
  importResultSchema,
} from '../../common/imports';
import { requireViewer } from '../auth/authenticate';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { requestOrigin } from '../http/public-origin';
import { positiveId } from '../http/query';
import type { MailMessage } from '../mail/mailer';
import { requireNotArchived } from '../plans/archive';
import { requireFeature } from '../plans/features';
import { exportEventFile, importEventFile } from './event-file';
import { exportListCsv } from './exports';
import { importCsv } from './service';

/**
 * Import and export (docs/integrations.md): CSV imports with a dry run, a CSV of every console list, and
 * the whole event as one JSON file that another Showcase loads into a new event. Owners and admins only:
 * the files carry people's e-mail addresses.
 */
export const importExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const errors = errorResponses(400, 401, 403, 404, 409, 413);
  // Mail is sent once the import has committed, after the answer (server/http/background.ts).
  const deliver = (mails: MailMessage[]) =>
    app.background.run('import invitations', async () => {
      for (const mail of mails) await ctx.mailer.send(mail);
    });

  app.post(
    '/partners/events/:eventId/import',
    {
      // The file travels as JSON text: room for the largest CSV with its escapes.
      bodyLimit: IMPORT_CSV_MAX_BYTES * 2 + 64 * 1024,
      schema: {
        tags: ['organiser'],
        summary:
          'Import projects (Devpost CSV), judges or participants (CSV of e-mails); a dry run by default (owners, admins)',
        params: z.object({ eventId: positiveId }),
        body: csvImportInputSchema,
        response: { 200: importResultSchema, ...errors },
      },
    },
    async (request) => {
      const { event, viewer } = await requireEventPermission(
        request,
        request.params.eventId,
        'import_export',
      );
      requireNotArchived(event);
      // Judges come with judging, which the event's plan must include, as for every judging call.
      if (request.body.kind === 'judges') await requireFeature(ctx.db, event.planId, 'enable_judging');
      return importCsv(ctx, event, viewer, request.body, deliver);
    },
  );

  app.get(
    '/partners/events/:eventId/export/:list',
    {
      schema: {
        tags: ['organiser'],
        summary:
          'One console list as CSV: projects, participants, judges, comments or votes (owners, admins)',
        params: z.object({
          eventId: positiveId,
          list: z.enum(EXPORT_LISTS.map((list) => `${list}.csv`) as [string, ...string[]]),
        }),
      },
    },
    async (request, reply) => {
      const { event } = await requireEventPermission(request, request.params.eventId, 'import_export');
      const list = request.params.list.replace(/\.csv$/, '') as (typeof EXPORT_LISTS)[number];
      const csv = await exportListCsv(ctx.db, event, list, requestOrigin(request, ctx.config));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}-${list}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/partners/events/:eventId/export.json',
    {
      schema: {
        tags: ['organiser'],
        summary: 'The whole event as one JSON file that another Showcase imports (owners, admins)',
        params: z.object({ eventId: positiveId }),
      },
    },
    async (request, reply) => {
      const { event } = await requireEventPermission(request, request.params.eventId, 'import_export');
      const file = await exportEventFile(ctx.db, event, requestOrigin(request, ctx.config));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}-event.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(file, null, 2));
    },
  );

  app.post(
    '/partners/events/import.json',
    {
      bodyLimit: EVENT_JSON_MAX_BYTES,
      schema: {
        tags: ['organiser'],
        summary:
          'Load an exported event file into a new event owned by the caller; a dry run by default (logged in)',
        body: eventImportInputSchema,
        response: { 200: importResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return importEventFile(ctx, viewer, request.body, deliver);
    },
  );
};
