import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import { answerText } from '../../common/registration-form';
import { htmlToText } from '../../common/text';
import { displayName } from '../../common/users';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import { answersByProject, listFields } from '../forms/service';
import { csvCell } from '../http/csv';
import { loadProjectRelations } from '../projects/relations';
import type { EventRow } from './service';

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
