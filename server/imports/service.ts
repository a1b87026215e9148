import { and, eq, sql } from 'drizzle-orm';
import type { ImportKind, ImportResult, ImportRow, ImportRowError } from '../../common/imports';
import { JUDGE_ROLE } from '../../common/judging';
import { isValidEmail } from '../../common/user-validation';
import { sanitizeRichText } from '../content/sanitize';
import type { Viewer } from '../context';
import {
  eventMemberships,
  judges,
  projectMemberships,
  projects,
  submissionAnswers,
  users,
} from '../db/schema';
import { AppError } from '../errors';
import { offerEventRole } from '../events/members';
import type { EventRow } from '../events/service';
import { listFields } from '../forms/service';
import { inviteJudge } from '../judging/judge-roster';
import type { MailMessage } from '../mail/mailer';
import { projectSlug } from '../projects/service';
import { inviteToTeam } from '../teams/service';
import { type CsvTable, readCsv, requireColumn } from './csv';
import { readDevpost } from './devpost';
import { rowError } from './errors';
import { type ImportCtx, inImportTransaction } from './run';

const EMAIL_COLUMNS = ['email', 'email address', 'judge email', 'participant email', 'submitter email'];

/** A row's own failure while being written (a plan limit, a clash) skips that row and says why. */
async function writeRow(ctx: ImportCtx, row: ImportRow, write: (ctx: ImportCtx) => Promise<string[]>) {
  try {
    // A savepoint per row: a failed row leaves the others and the transaction usable.
    row.invitations = await ctx.db.transaction((tx) => write({ ...ctx, db: tx }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    row.action = 'skip';
    row.invitations = [];
    row.errors.push(rowError('', 'imports.error.row', error.message));
  }
}

function resultOf(kind: ImportKind, dryRun: boolean, rows: ImportRow[]): ImportResult {
  const created = rows.filter((row) => row.action === 'create');
  return {
    kind,
    dryRun,
    created: created.length,
    skipped: rows.length - created.length,
    invitations: created.reduce((sum, row) => sum + row.invitations.length, 0),
    rows,
  };
}

const planned = (
  row: number,
  label: string,
  errors: ImportRowError[],
  invitations: string[] = [],
): ImportRow => ({
  row,
  label,
  action: errors.length ? 'skip' : 'create',
  errors,
  invitations: errors.length ? [] : invitations,
});

async function importDevpost(ctx: ImportCtx, event: EventRow, viewer: Viewer, table: CsvTable) {
  const [importer] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, viewer.id));
  const existing = await ctx.db
    .select({ title: projects.title })
    .from(projects)
    .where(and(eq(projects.eventId, event.id), eq(projects.isTemplate, false)));
  const fields = await listFields(ctx.db, event.id);
  const read = readDevpost(
    table,
    fields,
    new Set(existing.map((row) => row.title.toLowerCase())),
    importer?.email ?? '',
  );
  const rows: ImportRow[] = [];
  for (const project of read) {
    const row = planned(project.row, project.title || `#${project.row}`, project.errors, project.emails);
    rows.push(row);
    if (row.action === 'skip') continue;
    await writeRow(ctx, row, async (tx) => {
      const slug = await projectSlug(tx.db, event.id, project.title);
      const [created] = await tx.db
        .insert(projects)
        .values({
          eventId: event.id,
          slug,
          title: project.title,
          description: sanitizeRichText(project.description),
          videoUrl: project.videoUrl,
          links: project.links,
          // Drafts: a Devpost export has no cover picture, which submitting needs; the invited team
          // adds it and submits (docs/decisions/030-imported-projects-are-drafts.md).
          submissionStatus: 'DRAFT',
        })
        .returning();
      await tx.db
        .insert(projectMemberships)
        .values({ projectId: created!.id, userId: viewer.id, role: 'Owner' });
      for (const [fieldId, value] of project.answers) {
        await tx.db.insert(submissionAnswers).values({ projectId: created!.id, fieldId, value });
      }
      if (!project.emails.length) return [];
      await inviteToTeam(
        tx,
        {
          project: created!,
          event,
          actor: { viewer, role: null, hasPreview: false, hasAccessPass: false, teamRole: 'Owner' },
        },
        viewer,
        project.emails.map((email) => ({ email, role: 'CoOwner' as const })),
      );
      return project.emails;
    });
  }
  return rows;
}

/** Judges and participants: one e-mail a row, each invited by the event's own invitations. */
async function importPeople(
  ctx: ImportCtx,
  event: EventRow,
  viewer: Viewer,
  table: CsvTable,
  kind: 'judges' | 'participants',
) {
  const column = requireColumn(table, 'Email', ...EMAIL_COLUMNS);
  const label = table.headers.get(column) ?? 'Email';
  const seen = new Set<string>();
  const rows: ImportRow[] = [];
  for (const record of table.records) {
    const email = (record.cells.get(column) ?? '').trim();
    const errors: ImportRowError[] = [];
    const lower = email.toLowerCase();
    if (!email) errors.push(rowError(label, 'imports.error.required'));
    else if (!isValidEmail(email)) errors.push(rowError(label, 'imports.error.email'));
    else if (seen.has(lower)) errors.push(rowError(label, 'imports.error.duplicate'));
    else if (kind === 'judges') {
      const [judge] = await ctx.db
        .select({ status: judges.status })
        .from(judges)
        .innerJoin(users, eq(users.id, judges.userId))
        .where(and(eq(judges.eventId, event.id), sql`lower(${users.email}) = ${lower}`));
      if (judge?.status === 'active') errors.push(rowError(label, 'imports.error.alreadyJudge'));
    } else {
      const [member] = await ctx.db
        .select({ role: eventMemberships.role })
        .from(eventMemberships)
        .innerJoin(users, eq(users.id, eventMemberships.userId))
        .where(and(eq(eventMemberships.eventId, event.id), sql`lower(${users.email}) = ${lower}`));
      if (member && member.role !== JUDGE_ROLE) errors.push(rowError(label, 'imports.error.alreadyMember'));
    }
    if (email) seen.add(lower);
    const row = planned(record.row, email || `#${record.row}`, errors, [email]);
    rows.push(row);
    if (row.action === 'skip') continue;
    await writeRow(ctx, row, async (tx) => {
      if (kind === 'judges') await inviteJudge(tx, event, viewer, { email });
      else
        await offerEventRole(tx, event, viewer, {
          email,
          role: 'ss_event_participant',
          template: 'participantInvitation',
        });
      return [email];
    });
  }
  return rows;
}

/**
 * POST …/import: reads the CSV, checks every row, writes the valid ones in one transaction and mails
 * their invitations once it commits. Rows with errors are skipped; the others are created together or,
 * should the database fail, not at all. A dry run runs the same code and rolls it back.
 */
export async function importCsv(
  ctx: ImportCtx,
  event: EventRow,
  viewer: Viewer,
  input: { kind: ImportKind; csv: string; dryRun: boolean },
  deliver: (mails: MailMessage[]) => void,
): Promise<ImportResult> {
  const table = readCsv(input.csv);
  const rows = await inImportTransaction(
    ctx,
    input.dryRun,
    (tx) =>
      input.kind === 'devpost'
        ? importDevpost(tx, event, viewer, table)
        : importPeople(tx, event, viewer, table, input.kind),
    deliver,
  );
  return resultOf(input.kind, input.dryRun, rows);
}
