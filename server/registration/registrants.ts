import { stringify } from 'csv-stringify/sync';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { REGISTRATION_STATUSES } from '../../common/registration';
import { answerText } from '../../common/registration-form';
import type { RegistrantsFilters, RegistrationCounts } from '../../common/schemas/registration';
import { displayName } from '../../common/users';
import type { Db } from '../db/client';
import { jobs, registrations, users } from '../db/schema';
import { csvCell } from '../http/csv';
import { listRegistrationFields, presentRegistration } from './service';

type Filters = Omit<RegistrantsFilters, 'limit' | 'offset'>;

/** The table's filters as one condition: status, consent, check-in, a form answer, a name or address. */
function where(eventId: number, filters: Filters): SQL {
  const parts: (SQL | undefined)[] = [eq(registrations.eventId, eventId)];
  if (filters.status) parts.push(eq(registrations.status, filters.status));
  if (filters.consent) parts.push(eq(registrations.consentStatus, filters.consent));
  if (filters.checkedIn === 'yes') parts.push(isNotNull(registrations.checkedInAt));
  if (filters.checkedIn === 'no') parts.push(isNull(registrations.checkedInAt));
  if (filters.fieldId) {
    const answer = sql`${registrations.answers} -> ${String(filters.fieldId)}`;
    // A text answer, a number, a ticked box ("true") or one of several choices, matched as text.
    parts.push(
      filters.answer
        ? sql`${answer} is not null and (${answer})::text ilike ${`%${filters.answer.replace(/[%_\\]/g, '\\$&')}%`}`
        : sql`${answer} is not null`,
    );
  }
  if (filters.q) {
    const like = `%${filters.q.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(
      or(
        ilike(users.email, like),
        ilike(users.userName, like),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, like),
      ),
    );
  }
  return and(...parts)!;
}

export async function registrationCounts(db: Db, eventId: number): Promise<RegistrationCounts> {
  const rows = await db
    .select({
      status: registrations.status,
      n: count(),
      consentPending: sql<number>`count(*) filter (where ${registrations.consentStatus} = 'pending')`.mapWith(
        Number,
      ),
      checkedIn: sql<number>`count(${registrations.checkedInAt})`.mapWith(Number),
    })
    .from(registrations)
    .where(eq(registrations.eventId, eventId))
    .groupBy(registrations.status);
  const counts: RegistrationCounts = {
    applied: 0,
    waitlisted: 0,
    accepted: 0,
    confirmed: 0,
    declined: 0,
    cancelled: 0,
    consentPending: 0,
    checkedIn: 0,
    total: 0,
  };
  for (const row of rows) {
    if ((REGISTRATION_STATUSES as readonly string[]).includes(row.status)) counts[row.status] = row.n;
    counts.consentPending += row.consentPending;
    counts.checkedIn += row.checkedIn;
    counts.total += row.n;
  }
  return counts;
}

async function selectRegistrants(
  db: Db,
  eventId: number,
  filters: Filters,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select({ registration: registrations, user: users })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(where(eventId, filters))
    .orderBy(asc(registrations.appliedAt), asc(registrations.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function listRegistrants(db: Db, eventId: number, query: RegistrantsFilters) {
  const { limit, offset, ...filters } = query;
  const [rows, [total], counts, fields] = await Promise.all([
    selectRegistrants(db, eventId, filters, { limit, offset }),
    db
      .select({ n: count() })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(where(eventId, filters)),
    registrationCounts(db, eventId),
    listRegistrationFields(db, eventId),
  ]);
  // Waitlist positions in one pass over the event's waitlist, oldest first.
  const waitlist = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waitlisted')))
    .orderBy(asc(registrations.appliedAt), asc(registrations.id));
  const position = new Map(waitlist.map((row, index) => [row.id, index + 1]));
  return {
    registrants: rows.map(({ registration, user }) => {
      const { qrToken: _hidden, ...shown } = presentRegistration(
        registration,
        position.get(registration.id) ?? null,
      );
      return {
        ...shown,
        userId: user.id,
        name: displayName(user),
        email: user.email,
        userName: user.userName,
        decidedBy: registration.decidedBy,
        checkedInBy: registration.checkedInBy,
        birthDate: registration.birthDate,
      };
    }),
    total: total?.n ?? 0,
    counts,
    fields,
  };
}

const CSV_HEADER = [
  'id',
  'name',
  'user_name',
  'email',
  'status',
  'applied_at',
  'decided_at',
  'rsvp_due_at',
  'confirmed_at',
  'cancelled_at',
  'consent',
  'checked_in_at',
  'note',
];

export async function registrantsCsv(db: Db, eventId: number, filters: Filters): Promise<string> {
  const [rows, fields] = await Promise.all([
    selectRegistrants(db, eventId, filters),
    listRegistrationFields(db, eventId),
  ]);
  const at = (date: Date | null) => date?.toISOString() ?? '';
  const lines = rows.map(({ registration: r, user }) => [
    String(r.id),
    csvCell(displayName(user)),
    csvCell(user.userName),
    csvCell(user.email),
    r.status,
    at(r.appliedAt),
    at(r.decidedAt),
    at(r.rsvpDueAt),
    at(r.confirmedAt),
    at(r.cancelledAt),
    r.consentStatus,
    at(r.checkedInAt),
    csvCell(r.note ?? ''),
    ...fields.map((field) => {
      const value = r.answers[String(field.id)];
      return value === undefined ? '' : csvCell(answerText(value));
    }),
  ]);
  return stringify([[...CSV_HEADER, ...fields.map((field) => csvCell(field.label))], ...lines]);
}

/** Queues the organiser's message to everyone whose registration is in `status`; answers how many. */
export async function queueBulkMail(
  db: Db,
  eventId: number,
  input: { status: (typeof REGISTRATION_STATUSES)[number]; subject: string; body: string },
  key: string,
): Promise<number> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, input.status)));
  if (!rows.length) return 0;
  await db.insert(jobs).values({
    key,
    kind: 'registration-bulk-mail',
    payload: { eventId, ids: rows.map((row) => row.id), subject: input.subject, body: input.body },
  });
  return rows.length;
}
