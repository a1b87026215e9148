import { and, eq } from 'drizzle-orm';
import type { SubmissionFieldInput } from '../../common/registration-form';
import { registrationFieldInputSchema } from '../../common/schemas/registration';
import type { Db } from '../db/client';
import { registrationFields } from '../db/schema';
import { notFound } from '../errors';

/** The registration form's questions: the submission form's field rules, without public answers. */
const valuesOf = (input: SubmissionFieldInput) => {
  const { isPublic: _unused, ...field } = registrationFieldInputSchema.parse(input);
  return field;
};
const present = ({
  id,
  type,
  label,
  helpText,
  options,
  required,
  position,
}: typeof registrationFields.$inferSelect) => ({
  id,
  type,
  label,
  helpText,
  options,
  required,
  position,
});

export async function createRegistrationField(db: Db, eventId: number, input: SubmissionFieldInput) {
  const [row] = await db
    .insert(registrationFields)
    .values({ eventId, ...valuesOf(input) })
    .returning();
  return present(row!);
}

export async function updateRegistrationField(
  db: Db,
  eventId: number,
  fieldId: number,
  input: SubmissionFieldInput,
) {
  const [row] = await db
    .update(registrationFields)
    .set(valuesOf(input))
    .where(and(eq(registrationFields.id, fieldId), eq(registrationFields.eventId, eventId)))
    .returning();
  if (!row) throw notFound('Field');
  return present(row);
}

export async function deleteRegistrationField(db: Db, eventId: number, fieldId: number) {
  const deleted = await db
    .delete(registrationFields)
    .where(and(eq(registrationFields.id, fieldId), eq(registrationFields.eventId, eventId)))
    .returning({ id: registrationFields.id });
  if (!deleted.length) throw notFound('Field');
}
