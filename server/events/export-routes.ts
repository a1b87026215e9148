import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerText } from '../../common/registration-form';
import { htmlToText } from '../../common/text';
import { displayName } from '../../common/users';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import { answersByProject, listFields } from '../forms/service';
import { csvCell } from '../http/csv';
import { requestOrigin } from '../http/public-origin';
import { positiveId } from '../http/query';
import { loadProjectRelations } from '../projects/relations';
import type { EventRow } from './service';
import { requireEventPermission } from './staff-access';

const HEADER = [
  'id',
  'title',
  'status',
  'likes',
  'categories',
  'awards',
  'team',
  'description',
  'link',
  'created_at',
];

export { csvCell };

export async function exportProjectsCsv(db: Db, event: EventRow, baseUrl: string): Promise<string> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.eventId, event.id))
    .orderBy(asc(projects.id));
  const work = rows.filter((row) => !row.isTemplate);
  const relations = await loadProjectRelations(
    db,
    work.map((row) => row.id),
    { awards: true, categories: true, memberships: true, users: true },
  );
  // The event's own submission fields follow the fixed columns, one column each, labelled as on the form.
  const fields = await listFields(db, event.id);
  const answers = await answersByProject(
    db,
    work.map((row) => row.id),
  );
  const lines = work.map((row) => [
    String(row.id),
    csvCell(row.title),
    row.submissionStatus,
    String(row.likesCount),
    csvCell((relations.categories?.get(row.id) ?? []).map((c) => c.name).join('; ')),
    csvCell((relations.awards?.get(row.id) ?? []).map((a) => a.name).join('; ')),
    csvCell(
      (relations.memberships?.get(row.id) ?? [])
        .map((m) => (m.user ? `${displayName(m.user)} (@${m.user.userName}, ${m.role})` : String(m.userId)))
        .join('; '),
    ),
    csvCell(htmlToText(row.description).slice(0, 2000)),
    `${baseUrl}/${event.slug}/project/${row.slug}`,
    row.createdAt.toISOString(),
    ...fields.map((field) => {
      const value = answers.get(row.id)?.get(field.id);
      return value === undefined ? '' : csvCell(answerText(value));
    }),
  ]);
  return stringify([[...HEADER, ...fields.map((field) => csvCell(field.label))], ...lines]);
}

export const eventExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners/events/:eventId/export.csv',
    {
      schema: {
        tags: ['organiser'],
        summary: 'Every project with its team, categories and awards, as CSV (event staff)',
        params: z.object({ eventId: positiveId }),
      },
    },
    async (request, reply) => {
      const { event } = await requireEventPermission(request, request.params.eventId, 'view_staff_area');
      const base = requestOrigin(request, app.ctx.config);
      const csv = await exportProjectsCsv(app.ctx.db, event, base);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}-projects.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );
};
