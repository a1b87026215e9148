import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ANSWER_ERROR_KEYS,
  type AnswersInput,
  type AnswerValue,
  checkAnswer,
  isEmptyAnswer,
  missingRequired,
  type ProjectAnswer,
  requiredMessage,
  STORY_TEMPLATE,
  type SubmissionField,
  type SubmissionFieldInput,
  submissionFieldInputSchema,
  UPLOAD_LINK_PREFIX,
} from '../../common/registration-form';
import type { Db } from '../db/client';
import { submissionAnswers, submissionFields, uploadedFiles } from '../db/schema';
import { AppError, notFound } from '../errors';
import { eventFeatures, featureEnabled } from '../plans/features';

type FieldRow = typeof submissionFields.$inferSelect;

const present = (row: FieldRow): SubmissionField => ({
  id: row.id,
  type: row.type,
  label: row.label,
  helpText: row.helpText,
  options: row.options,
  required: row.required,
  isPublic: row.isPublic,
  position: row.position,
});

/** The event's extra fields in form order. */
export async function listFields(db: Db, eventId: number): Promise<SubmissionField[]> {
  const rows = await db
    .select()
    .from(submissionFields)
    .where(eq(submissionFields.eventId, eventId))
    .orderBy(asc(submissionFields.position), asc(submissionFields.id));
  return rows.map(present);
}

export async function createField(db: Db, eventId: number, input: SubmissionFieldInput) {
  const [row] = await db
    .insert(submissionFields)
    .values({ eventId, ...submissionFieldInputSchema.parse(input) })
    .returning();
  return present(row!);
}

/**
 * Adds the story template's fields (common/registration-form.ts) after the event's own, leaving out any
 * whose label the form already has, so pressing it twice adds nothing twice.
 */
export async function addStoryTemplate(db: Db, eventId: number): Promise<SubmissionField[]> {
  return db.transaction(async (tx) => {
    const existing = await listFields(tx, eventId);
    const labels = new Set(existing.map((field) => field.label.trim().toLowerCase()));
    const start = existing.reduce((last, field) => Math.max(last, field.position + 1), 0);
    const missing = STORY_TEMPLATE.filter((field) => !labels.has(field.label.trim().toLowerCase()));
    if (missing.length) {
      await tx.insert(submissionFields).values(
        missing.map((field, index) => ({
          eventId,
          ...submissionFieldInputSchema.parse({ ...field, position: start + index }),
        })),
      );
    }
    return listFields(tx, eventId);
  });
}

export async function updateField(db: Db, eventId: number, fieldId: number, input: SubmissionFieldInput) {
  const [row] = await db
    .update(submissionFields)
    .set(submissionFieldInputSchema.parse(input))
    .where(and(eq(submissionFields.id, fieldId), eq(submissionFields.eventId, eventId)))
    .returning();
  if (!row) throw notFound('Field');
  return present(row);
}

export async function deleteField(db: Db, eventId: number, fieldId: number) {
  const deleted = await db
    .delete(submissionFields)
    .where(and(eq(submissionFields.id, fieldId), eq(submissionFields.eventId, eventId)))
    .returning({ id: submissionFields.id });
  if (!deleted.length) throw notFound('Field');
}

/** Answers of several projects, by project and then field id. */
export async function answersByProject(db: Db, projectIds: number[]) {
  const byProject = new Map<number, Map<number, AnswerValue>>();
  if (!projectIds.length) return byProject;
  const rows = await db
    .select()
    .from(submissionAnswers)
    .where(inArray(submissionAnswers.projectId, projectIds));
  for (const row of rows) {
    const answers = byProject.get(row.projectId) ?? new Map<number, AnswerValue>();
    answers.set(row.fieldId, row.value);
    byProject.set(row.projectId, answers);
  }
  return byProject;
}

/**
 * Answers of several projects in form order, by project; `publicOnly` keeps the fields the
 * organisers did not make public.
 */
export async function answersOfProjects(
  db: Db,
  eventId: number,
  projectIds: number[],
  publicOnly: boolean,
): Promise<Map<number, ProjectAnswer[]>> {
  const [fields, byProject] = await Promise.all([listFields(db, eventId), answersByProject(db, projectIds)]);
  const shown = fields.filter((field) => !publicOnly || field.isPublic);
  return new Map(
    projectIds.map((projectId) => {
      const answers = byProject.get(projectId) ?? new Map<number, AnswerValue>();
      return [
        projectId,
        shown
          .filter((field) => !isEmptyAnswer(answers.get(field.id)))
          .map((field) => ({
            fieldId: field.id,
            label: field.label,
            type: field.type,
            value: answers.get(field.id)!,
            isPublic: field.isPublic,
          })),
      ];
    }),
  );
}

/** A project's answers in form order; `publicOnly` keeps the fields the organisers did not make public. */
export async function projectAnswers(
  db: Db,
  eventId: number,
  projectId: number,
  publicOnly: boolean,
): Promise<ProjectAnswer[]> {
  return (await answersOfProjects(db, eventId, [projectId], publicOnly)).get(projectId) ?? [];
}

/** The links among `links` that are uploads of this site (looked up by their unique storage key). */
async function knownUploads(db: Db, links: string[]): Promise<Set<string>> {
  if (!links.length) return new Set();
  const rows = await db
    .select({ link: uploadedFiles.link })
    .from(uploadedFiles)
    .where(
      inArray(
        uploadedFiles.storageKey,
        links.map((link) => link.slice(UPLOAD_LINK_PREFIX.length)),
      ),
    );
  return new Set(rows.map((row) => row.link));
}

/**
 * Saves a team's answers (a null or empty answer removes it); every problem is reported at once, in
 * the message and as a key per field id so the editor shows each next to its field. A project past
 * its draft (submitted, approved) must stay complete, as with its built-in fields: a required answer
 * cannot be removed.
 */
export async function saveAnswers(
  db: Db,
  eventId: number,
  project: { id: number; submissionStatus: string; isTemplate: boolean },
  input: AnswersInput,
) {
  const projectId = project.id;
  const mustStayComplete = project.submissionStatus !== 'DRAFT' && !project.isTemplate;
  const fields = new Map((await listFields(db, eventId)).map((field) => [field.id, field]));
  const problems: string[] = [];
  const keys: Record<string, string> = {};
  const writes: { fieldId: number; value: AnswerValue | null }[] = [];
  for (const [key, raw] of Object.entries(input.answers)) {
    const field = fields.get(Number(key));
    if (!field) {
      problems.push(`Field ${key} is not part of this event's form`);
      keys[key] = ANSWER_ERROR_KEYS.unknown;
      continue;
    }
    if (isEmptyAnswer(raw)) {
      if (mustStayComplete && field.required) {
        problems.push(requiredMessage(field));
        keys[key] = ANSWER_ERROR_KEYS.required;
      } else writes.push({ fieldId: field.id, value: null });
      continue;
    }
    const checked = checkAnswer(field, raw!);
    if ('error' in checked) {
      problems.push(checked.error);
      keys[key] = checked.key;
    } else writes.push({ fieldId: field.id, value: checked.value });
  }
  const fileWrites = writes.filter(({ fieldId }) => fields.get(fieldId)?.type === 'file');
  const uploads = await knownUploads(
    db,
    fileWrites.flatMap(({ value }) => (typeof value === 'string' ? [value] : [])),
  );
  for (const { fieldId, value } of fileWrites) {
    if (value === null || uploads.has(String(value))) continue;
    problems.push(`${fields.get(fieldId)!.label}: upload a file`);
    keys[String(fieldId)] = ANSWER_ERROR_KEYS.file;
  }
  if (problems.length) throw new AppError('bad_request', problems.join('; '), undefined, keys);
  await db.transaction(async (tx) => {
    for (const { fieldId, value } of writes) {
      const where = and(eq(submissionAnswers.projectId, projectId), eq(submissionAnswers.fieldId, fieldId));
      if (value === null) await tx.delete(submissionAnswers).where(where);
      else
        await tx
          .insert(submissionAnswers)
          .values({ projectId, fieldId, value })
          .onConflictDoUpdate({
            target: [submissionAnswers.projectId, submissionAnswers.fieldId],
            set: { value, updatedAt: new Date() },
          });
    }
  });
}

/**
 * Submitting needs every required field answered when the event's plan includes the custom form;
 * the message names each missing field.
 */
export async function requireRequiredAnswers(
  db: Db,
  event: { id: number; planId: number | null },
  projectId: number,
) {
  if (!featureEnabled(await eventFeatures(db, event.planId), 'enable_custom_registration_form')) return;
  const fields = await listFields(db, event.id);
  if (!fields.some((field) => field.required)) return;
  const answers = (await answersByProject(db, [projectId])).get(projectId) ?? new Map();
  const missing = missingRequired(fields, answers);
  if (missing.length)
    throw new AppError(
      'bad_request',
      missing.map(requiredMessage).join('; '),
      ANSWER_ERROR_KEYS.required,
      Object.fromEntries(missing.map((field) => [String(field.id), ANSWER_ERROR_KEYS.required])),
    );
}
