import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { CONSENT_ERROR_KEYS } from '../../common/consent';
import { TIMELINE_TYPES } from '../../common/constants';
import {
  ACTIVE_STATUSES,
  DECIDABLE_FROM,
  REGISTRATION_ERROR_KEYS as K,
  PLACE_HOLDING,
  type RegistrationMode,
  type RegistrationStatus,
} from '../../common/registration';
import { type AnswerValue, checkAnswers } from '../../common/registration-form';
import { LIMIT_KEYS } from '../../common/schemas/plans';
import type {
  DecisionInput,
  Registration,
  RegistrationField,
  RegistrationSettings,
  RegistrationSettingsInput,
} from '../../common/schemas/registration';
import type { Db } from '../db/client';
import { jobs, registrationFields, registrationSettings, registrations, timelines } from '../db/schema';
import { AppError } from '../errors';
import { eventFeatures, featureLimit } from '../plans/features';
import { loadWindow, windowState } from '../timeline/submission-window';
import { fireRegistrationChanged } from '../webhooks/fire';
import { consentSettingsOf } from './consent';
import type { RegistrationMail } from './mail';

type RegistrationRow = typeof registrations.$inferSelect;
type SettingsRow = typeof registrationSettings.$inferSelect;
export type EventRef = { id: number; slug: string; name: string; planId: number | null };
const DAY_MS = 86_400_000;

const DEFAULT_SETTINGS = { required: false, mode: 'review' as RegistrationMode, capacity: null, rsvpDays: 7 };

/** A change whose mail goes out after the transaction commits (through the jobs table). */
export interface MailOut {
  kind: RegistrationMail;
  ids: number[];
  note?: string | null;
}

/** What a change did: the mails to send and the confirmation deadlines to watch. */
export interface Outcome {
  mails: MailOut[];
  rsvp: { id: number; dueAt: Date }[];
}
const emptyOutcome = (): Outcome => ({ mails: [], rsvp: [] });

export const newQrToken = () => randomBytes(18).toString('base64url');

export async function settingsRow(db: Db, eventId: number) {
  const [row] = await db.select().from(registrationSettings).where(eq(registrationSettings.eventId, eventId));
  return row ?? { eventId, ...DEFAULT_SETTINGS };
}

/** True when the event asks people to register before they take part. */
export async function registrationRequired(db: Db, eventId: number): Promise<boolean> {
  return (await settingsRow(db, eventId)).required;
}

export async function listRegistrationFields(db: Db, eventId: number): Promise<RegistrationField[]> {
  const rows = await db
    .select()
    .from(registrationFields)
    .where(eq(registrationFields.eventId, eventId))
    .orderBy(asc(registrationFields.position), asc(registrationFields.id));
  return rows.map(({ id, type, label, helpText, options, required, position }) => ({
    id,
    type,
    label,
    helpText,
    options,
    required,
    position,
  }));
}

/** The timeline's registration window (type 0); `none` when the timeline has no such entry. */
async function registrationWindow(db: Db, eventId: number, now = new Date()) {
  const [entries] = await db
    .select({ n: count() })
    .from(timelines)
    .where(
      and(eq(timelines.eventId, eventId), eq(timelines.timelineType, TIMELINE_TYPES.STUDENT_REGISTRATION)),
    );
  const window = await loadWindow(db, eventId, TIMELINE_TYPES.STUDENT_REGISTRATION);
  return {
    opensAt: window.opensAt?.toISOString() ?? null,
    closesAt: window.closesAt?.toISOString() ?? null,
    state: entries?.n ? windowState(window, now) : ('none' as const),
  };
}

/** Places held now: accepted and confirmed registrations. */
async function placesTaken(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), inArray(registrations.status, [...PLACE_HOLDING])));
  return row?.n ?? 0;
}

/** The number of places: the event's capacity and the plan's participant limit, the smaller one. */
async function placeLimits(db: Db, event: EventRef, settings: Pick<SettingsRow, 'capacity'>) {
  const plan = featureLimit(await eventFeatures(db, event.planId), 'number_of_participants');
  const limits = [settings.capacity, plan].filter((n): n is number => n !== null && n !== undefined);
  return { places: limits.length ? Math.min(...limits) : null, plan };
}

export async function registrationState(db: Db, event: EventRef): Promise<RegistrationSettings> {
  const settings = await settingsRow(db, event.id);
  const [window, taken, limits, fields, consent] = await Promise.all([
    registrationWindow(db, event.id),
    placesTaken(db, event.id),
    placeLimits(db, event, settings),
    listRegistrationFields(db, event.id),
    consentSettingsOf(db, event.id),
  ]);
  return {
    required: settings.required,
    mode: settings.mode,
    capacity: settings.capacity ?? null,
    rsvpDays: settings.rsvpDays ?? null,
    window,
    open: settings.required && (window.state === 'open' || window.state === 'none'),
    taken,
    places: limits.places,
    fields,
    consentAgeUnder: consent.ageUnder,
  };
}

export async function updateRegistrationSettings(db: Db, event: EventRef, input: RegistrationSettingsInput) {
  const set = { ...input, updatedAt: new Date() };
  await db
    .insert(registrationSettings)
    .values({ eventId: event.id, ...set })
    .onConflictDoUpdate({ target: registrationSettings.eventId, set });
  return registrationState(db, event);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentRegistration(row: RegistrationRow, waitlistPosition: number | null): Registration {
  return {
    id: row.id,
    eventId: row.eventId,
    status: row.status,
    answers: row.answers,
    note: row.note,
    appliedAt: row.appliedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    rsvpDueAt: iso(row.rsvpDueAt),
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason ?? null,
    waitlistPosition,
    consentStatus: row.consentStatus,
    checkedInAt: iso(row.checkedInAt),
    qrToken: row.qrToken,
  };
}

/** 1 for the next one promoted. */
export async function waitlistPosition(db: Db, row: RegistrationRow): Promise<number | null> {
  if (row.status !== 'waitlisted') return null;
  const [ahead] = await db
    .select({ n: count() })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, row.eventId),
        eq(registrations.status, 'waitlisted'),
        sql`(${registrations.appliedAt}, ${registrations.id}) < (${row.appliedAt}, ${row.id})`,
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

export async function findRegistration(db: Db, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)));
  return row ?? null;
}

/** Takes the event's registration lock: every change of who holds a place runs one at a time. */
async function lockEvent(tx: Db, eventId: number): Promise<SettingsRow> {
  await tx.insert(registrationSettings).values({ eventId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(registrationSettings)
    .where(eq(registrationSettings.eventId, eventId))
    .for('update');
  return row!;
}

const rsvpDue = (settings: Pick<SettingsRow, 'rsvpDays'>, now: Date) =>
  settings.rsvpDays ? new Date(now.getTime() + settings.rsvpDays * DAY_MS) : null;

/** The answers normalised, or a 400 naming each wrong or missing one by its question's id. */
function validAnswers(fields: RegistrationField[], input: Record<string, AnswerValue | null>) {
  const { answers, problems } = checkAnswers(fields, input);
  if (problems.length) {
    throw new AppError(
      'bad_request',
      problems.map((problem) => problem.message).join('; '),
      problems[0]!.key,
      Object.fromEntries(problems.map((problem) => [problem.fieldId, problem.key])),
    );
  }
  return Object.fromEntries([...answers].map(([id, value]) => [String(id), value]));
}

/**
 * A person registers (or registers again after cancelling). The mode decides the status; a second
 * submission of the form returns the registration the first made.
 */
export async function applyForEvent(
  db: Db,
  event: EventRef,
  userId: number,
  input: Record<string, AnswerValue | null>,
  now = new Date(),
): Promise<{ row: RegistrationRow; created: boolean; outcome: Outcome }> {
  const state = await registrationState(db, event);
  if (!state.required)
    throw new AppError('bad_request', 'This event does not ask people to register', K.notRequired);
  if (state.window.state === 'not_open')
    throw new AppError('conflict', 'Registration has not opened yet', K.notOpen);
  if (state.window.state === 'closed') throw new AppError('conflict', 'Registration has closed', K.closed);
  const answers = validAnswers(state.fields, input);

  return db.transaction(async (tx) => {
    const settings = await lockEvent(tx, event.id);
    const existing = await findRegistration(tx, event.id, userId);
    if (existing && ACTIVE_STATUSES.includes(existing.status))
      return { row: existing, created: false, outcome: emptyOutcome() };
    if (existing?.status === 'declined')
      throw new AppError('conflict', 'The organisers declined this registration', K.declined);

    const { places } = await placeLimits(tx, event, settings);
    const room = places === null || (await placesTaken(tx, event.id)) < places;
    let status: RegistrationStatus;
    if (settings.mode === 'review') status = 'applied';
    else if (room) status = 'accepted';
    else if (settings.mode === 'fcfs') status = 'waitlisted';
    else throw new AppError('conflict', 'The event is full', K.full);

    const accepted = status === 'accepted';
    const values = {
      status,
      answers,
      note: null,
      appliedAt: now,
      decidedAt: accepted ? now : null,
      decidedBy: null,
      rsvpDueAt: accepted ? rsvpDue(settings, now) : null,
      confirmedAt: null,
      cancelledAt: null,
      cancelReason: null,
      updatedAt: now,
    };
    const [row] = existing
      ? await tx.update(registrations).set(values).where(eq(registrations.id, existing.id)).returning()
      : await tx
          .insert(registrations)
          .values({ eventId: event.id, userId, qrToken: newQrToken(), ...values })
          .returning();
    const outcome = emptyOutcome();
    outcome.mails.push({
      kind: status === 'applied' ? 'applied' : status === 'waitlisted' ? 'waitlisted' : 'accepted',
      ids: [row!.id],
    });
    if (row!.rsvpDueAt) outcome.rsvp.push({ id: row!.id, dueAt: row!.rsvpDueAt });
    return { row: row!, created: !existing, outcome };
  });
}

/**
 * Fills free places from the waitlist, oldest first. Runs under the event's lock, so a place freed once
 * promotes exactly one person however many cancel at the same moment.
 */
async function promoteWaitlisted(
  tx: Db,
  event: EventRef,
  settings: SettingsRow,
  outcome: Outcome,
  now: Date,
) {
  const { places } = await placeLimits(tx, event, settings);
  const free = places === null ? Number.POSITIVE_INFINITY : places - (await placesTaken(tx, event.id));
  if (free <= 0) return;
  const next = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, event.id), eq(registrations.status, 'waitlisted')))
    .orderBy(asc(registrations.appliedAt), asc(registrations.id))
    .limit(Number.isFinite(free) ? free : 10_000);
  if (!next.length) return;
  const dueAt = rsvpDue(settings, now);
  const promoted = await tx
    .update(registrations)
    .set({ status: 'accepted', decidedAt: now, decidedBy: null, rsvpDueAt: dueAt, updatedAt: now })
    .where(
      and(
        inArray(
          registrations.id,
          next.map((row) => row.id),
        ),
        eq(registrations.status, 'waitlisted'),
      ),
    )
    .returning({ id: registrations.id });
  outcome.mails.push({ kind: 'promoted', ids: promoted.map((row) => row.id) });
  if (dueAt) outcome.rsvp.push(...promoted.map((row) => ({ id: row.id, dueAt })));
}

/** The person confirms they will come, before their confirmation date. */
export async function confirmRegistration(db: Db, event: EventRef, userId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, event.id);
    const row = await findRegistration(tx, event.id, userId);
    if (!row) throw new AppError('not_found', 'You have not registered for this event', K.notFound);
    if (row.status === 'confirmed') return { row, outcome: emptyOutcome() };
    if (row.status !== 'accepted')
      throw new AppError('conflict', 'Only an accepted registration can be confirmed', K.transition);
    if (row.rsvpDueAt && row.rsvpDueAt < now)
      throw new AppError('conflict', 'The date to confirm has passed', K.rsvpPassed);
    const [updated] = await tx
      .update(registrations)
      .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
      .where(and(eq(registrations.id, row.id), eq(registrations.status, 'accepted')))
      .returning();
    return { row: updated!, outcome: { mails: [{ kind: 'confirmed' as const, ids: [row.id] }], rsvp: [] } };
  });
}

/** The person withdraws; a place they held goes to the next on the waitlist. */
export async function cancelRegistration(db: Db, event: EventRef, userId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const settings = await lockEvent(tx, event.id);
    const row = await findRegistration(tx, event.id, userId);
    if (!row) throw new AppError('not_found', 'You have not registered for this event', K.notFound);
    if (row.status === 'cancelled') return { row, outcome: emptyOutcome() };
    if (!ACTIVE_STATUSES.includes(row.status))
      throw new AppError('conflict', 'This registration can no longer be cancelled', K.transition);
    const [updated] = await tx
      .update(registrations)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'person', rsvpDueAt: null, updatedAt: now })
      .where(eq(registrations.id, row.id))
      .returning();
    const outcome: Outcome = { mails: [{ kind: 'cancelled', ids: [row.id] }], rsvp: [] };
    if (PLACE_HOLDING.includes(row.status)) await promoteWaitlisted(tx, event, settings, outcome, now);
    return { row: updated!, outcome };
  });
}

/**
 * The organiser's decision on many registrations at once. Accepting checks the places for the whole
 * batch first: either all fit or none changes.
 */
export async function decideRegistrations(
  db: Db,
  event: EventRef,
  deciderId: number,
  input: DecisionInput,
  now = new Date(),
): Promise<{ changed: number; unchanged: number; outcome: Outcome }> {
  return db.transaction(async (tx) => {
    const settings = await lockEvent(tx, event.id);
    const from = DECIDABLE_FROM[input.decision];
    const rows = await tx
      .select({ id: registrations.id, status: registrations.status, consent: registrations.consentStatus })
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), inArray(registrations.id, [...new Set(input.ids)])));
    if (rows.length !== new Set(input.ids).size)
      throw new AppError('not_found', 'Some of these registrations do not exist', K.notFound);
    const moving = rows.filter((row) => from.includes(row.status));
    const outcome = emptyOutcome();
    if (!moving.length) return { changed: 0, unchanged: rows.length, outcome };

    const accepting = input.decision === 'accepted';
    if (accepting && moving.some((row) => row.consent === 'declined'))
      throw new AppError(
        'conflict',
        'A parent or guardian declined consent, so this registration cannot be accepted',
        CONSENT_ERROR_KEYS.declined,
      );
    if (accepting) {
      const { places, plan } = await placeLimits(tx, event, settings);
      const taken = await placesTaken(tx, event.id);
      if (places !== null && taken + moving.length > places) {
        if (plan !== null && plan === places)
          throw new AppError(
            'forbidden',
            `This event's plan allows ${plan} ${plan === 1 ? 'participant' : 'participants'}; the event is full`,
            LIMIT_KEYS.participants,
            undefined,
            { count: plan },
          );
        throw new AppError(
          'conflict',
          `Only ${Math.max(0, places - taken)} of ${places} places are free`,
          K.capacity,
          undefined,
          { count: Math.max(0, places - taken) },
        );
      }
    }
    const dueAt = accepting ? rsvpDue(settings, now) : null;
    const note = input.note?.trim() || null;
    const ids = moving.map((row) => row.id);
    await tx
      .update(registrations)
      .set({
        status: input.decision,
        note,
        decidedAt: now,
        decidedBy: deciderId,
        rsvpDueAt: dueAt,
        ...(accepting ? { confirmedAt: null } : {}),
        updatedAt: now,
      })
      .where(inArray(registrations.id, ids));
    outcome.mails.push({ kind: input.decision, ids, note });
    if (dueAt) outcome.rsvp.push(...ids.map((id) => ({ id, dueAt })));
    if (moving.some((row) => PLACE_HOLDING.includes(row.status)) && !accepting)
      await promoteWaitlisted(tx, event, settings, outcome, now);
    return { changed: ids.length, unchanged: rows.length - ids.length, outcome };
  });
}

/** The RSVP job: an accepted person who did not confirm by their date loses the place. */
export async function expireRsvp(db: Db, event: EventRef, registrationId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const settings = await lockEvent(tx, event.id);
    const [lapsed] = await tx
      .update(registrations)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'rsvp_expired', updatedAt: now })
      .where(
        and(
          eq(registrations.id, registrationId),
          eq(registrations.status, 'accepted'),
          sql`${registrations.rsvpDueAt} <= ${now.toISOString()}`,
        ),
      )
      .returning({ id: registrations.id });
    const outcome = emptyOutcome();
    if (!lapsed) return outcome;
    outcome.mails.push({ kind: 'expired', ids: [lapsed.id] });
    await promoteWaitlisted(tx, event, settings, outcome, now);
    return outcome;
  });
}

/**
 * Queues what a change leaves to do: its mails, and one job per confirmation deadline (keyed by the
 * registration and its date, so a later acceptance gets a new one and an old one finds nothing to do).
 */
export async function queueOutcome(db: Db, eventId: number, outcome: Outcome): Promise<void> {
  const rows: (typeof jobs.$inferInsert)[] = [];
  for (const mail of outcome.mails) {
    if (!mail.ids.length) continue;
    rows.push({
      key: `registration-mail:${mail.kind}:${randomBytes(8).toString('hex')}`,
      kind: 'registration-mail',
      payload: { eventId, kind: mail.kind, ids: mail.ids, note: mail.note ?? null },
    });
  }
  for (const rsvp of outcome.rsvp) {
    rows.push({
      key: `registration-rsvp:${rsvp.id}:${rsvp.dueAt.getTime()}`,
      kind: 'registration-rsvp',
      payload: { eventId, registrationId: rsvp.id },
      runAt: rsvp.dueAt,
    });
  }
  // Inserted in slices: a bulk decision on thousands stays within the driver's parameter limit.
  for (let start = 0; start < rows.length; start += 1000)
    await db
      .insert(jobs)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing({ target: jobs.key });
  // Webhooks hear each change the mails tell of, one delivery per change (a bulk decision included).
  for (const mail of outcome.mails) await fireRegistrationChanged(db, eventId, mail.kind, mail.ids);
}
