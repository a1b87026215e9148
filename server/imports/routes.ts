import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importsContract } from '../../common/contract/imports';
import { EVENT_JSON_MAX_BYTES, type EXPORT_LISTS, IMPORT_CSV_MAX_BYTES } from '../../common/imports';
import { requireViewer } from '../auth/authenticate';
import { eventStaffResource } from '../events/resource';
import { implement, registerEndpoints } from '../http/endpoint';
import { requestOrigin } from '../http/public-origin';
import type { MailMessage } from '../mail/mailer';
import { requireNotArchived } from '../plans/archive';
import { requireFeature } from '../plans/features';
import { exportEventFile, importEventFile } from './event-file';
import { exportListCsv } from './exports';
import { importCsv } from './service';

/**
 * Import and export (docs/integrations.md, common/contract/imports.ts): CSV imports with a dry run, a
 * CSV of every console list, and the whole event as one JSON file that another Showcase loads into a
 * new event.
 */
export const importExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const staff = eventStaffResource('eventId');
  // Mail is sent once the import has committed, after the answer (server/http/background.ts).
  const deliver = (mails: MailMessage[]) =>
    app.background.run('import invitations', async () => {
      for (const mail of mails) await ctx.mailer.send(mail);
    });

  registerEndpoints(app, importsContract, {
    importCsv: implement(importsContract.importCsv, {
      resource: staff,
      // The file travels as JSON text: room for the largest CSV with its escapes.
      bodyLimit: IMPORT_CSV_MAX_BYTES * 2 + 64 * 1024,
      handle: async ({ request, actor, record: event }) => {
        // Exports are reads and pass on an archived event; an import changes it.
        requireNotArchived(event);
        // Judges come with judging, which the event's plan must include, as for every judging call.
        if (request.body.kind === 'judges') await requireFeature(ctx.db, event.planId, 'enable_judging');
        return importCsv(ctx, event, actor.viewer, request.body, deliver);
      },
    }),
    exportList: implement(importsContract.exportList, {
      resource: staff,
      handle: async ({ request, reply, record: event }) => {
        const list = request.params.list.replace(/\.csv$/, '') as (typeof EXPORT_LISTS)[number];
        const csv = await exportListCsv(ctx.db, event, list, requestOrigin(request, ctx.config));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${event.slug}-${list}.csv"`)
          .header('cache-control', 'no-store')
          .send(`\uFEFF${csv}`);
      },
    }),
    exportEvent: implement(importsContract.exportEvent, {
      resource: staff,
      handle: async ({ request, reply, record: event }) => {
        const file = await exportEventFile(ctx.db, event, requestOrigin(request, ctx.config));
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${event.slug}-event.json"`)
          .header('cache-control', 'no-store')
          .send(JSON.stringify(file, null, 2));
      },
    }),
    importEvent: implement(importsContract.importEvent, {
      bodyLimit: EVENT_JSON_MAX_BYTES,
      handle: ({ request }) => importEventFile(ctx, requireViewer(request), request.body, deliver),
    }),
  });
};
