import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  badgePhoto,
  CHECK_IN_BACKDATE_MAX_MS,
  CHECK_IN_ERROR_KEYS,
  CHECK_IN_SEARCH_MAX,
  CHECK_IN_STATUSES,
  type CheckInCard,
  type CheckInInput,
  type CheckInResult,
  type CheckInSummary,
  type CheckInWarning,
} from '../../common/check-in';
import { displayName } from '../../common/users';
import type { Db } from '../db/client';
import { registrationFields, registrations, users } from '../db/schema';
import { AppError } from '../errors';

const checker = alias(users, 'checker');
type Row = {
  registration: typeof registrations.$inferSelect;
  user: typeof users.$inferSelect;
  checker: typeof users.$inferSelect | null;
};

/** What the volunteer must see before tapping: not confirmed, consent missing, already in. */
export function warningsOf(registration: typeof registrations.$inferSelect): CheckInWarning[] {
  const warnings: CheckInWarning[] = [];
  if (registration.status !== 'confirmed') warnings.push('not_confirmed');
  if (registration.consentStatus === 'pending') warnings.push('consent_pending');
  if (registration.consentStatus === 'declined') warnings.push('consent_declined');
  if (registration.checkedInAt) warnings.push('already_checked_in');
  return warnings;
}

/** The event's file questions in form order: where a badge photo may be. */
async function photoFields(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: registrationFields.id })
    .from(registrationFields)
    .where(and(eq(registrationFields.eventId, eventId), eq(registrationFields.type, 'file')))
    .orderBy(asc(registrationFields.position), asc(registrationFields.id));
  return rows.map((row) => row.id);
}

function card({ registration, user, checker: by }: Row, fileFields: readonly number[]): CheckInCard {
  return {
    registrationId: registration.id,
    token: registration.qrToken,
    name: displayName(user),
    userName: user.userName,
    status: registration.status,
    consentStatus: registration.consentStatus,
    checkedInAt: registration.checkedInAt?.toISOString() ?? null,
    checkedInByName: by ? displayName(by) : null,
    photo: badgePhoto(registration.answers, fileFields),
    warnings: warningsOf(registration),
  };
}

const cards = (db: Db) =>
  db
    .select({ registration: registrations, user: users, checker })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(checker, eq(checker.id, registrations.checkedInBy));

/** The registration a code names in this event: 404 for an unknown code, 409 for one without a place. */
async function byToken(db: Db, eventId: number, token: string): Promise<Row> {
  const [row] = await cards(db).where(
    and(eq(registrations.eventId, eventId), eq(registrations.qrToken, token)),
  );
  if (!row)
    throw new AppError(
      'not_found',
      'No registration of this event has that code',
      CHECK_IN_ERROR_KEYS.unknownCode,
    );
  if (!CHECK_IN_STATUSES.includes(row.registration.status)) {
    throw new AppError(
      'conflict',
      `This registration is ${row.registration.status}, not accepted: it cannot be checked in`,
      CHECK_IN_ERROR_KEYS.notAccepted,
    );
  }
  return row;
}

export async function lookUpByToken(db: Db, eventId: number, token: string): Promise<CheckInCard> {
  const [row, fileFields] = await Promise.all([byToken(db, eventId, token), photoFields(db, eventId)]);
  return card(row, fileFields);
}

/** The door's fallback: accepted and confirmed registrants whose name, user name or address contains q. */
export async function searchByName(db: Db, eventId: number, q: string): Promise<CheckInCard[]> {
  const like = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
  const rows = await cards(db)
    .where(
      and(
        eq(registrations.eventId, eventId),
        inArray(registrations.status, [...CHECK_IN_STATUSES]),
        or(
          ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, like),
          ilike(users.userName, like),
          ilike(users.email, like),
        ),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(registrations.id))
    .limit(CHECK_IN_SEARCH_MAX);
  const fileFields = await photoFields(db, eventId);
  return rows.map((row) => card(row, fileFields));
}

/** The tap's time as the scanner saw it, kept within reason: never ahead of now, never days back. */
function tapTime(at: string | undefined, now: Date): Date {
  if (!at) return now;
  const when = new Date(at);
  if (when > now || now.getTime() - when.getTime() > CHECK_IN_BACKDATE_MAX_MS) return now;
  return when;
}

/**
 * Checks a registrant in exactly once: the conditional update takes only while nobody has, so two
 * volunteers (or two taps) at once record one check-in and the other learns who was first. The same
 * client id sent again (an offline queue replaying) answers as the first time did.
 */
export async function checkIn(
  db: Db,
  eventId: number,
  byUserId: number,
  input: CheckInInput,
): Promise<CheckInResult> {
  const found = await byToken(db, eventId, input.token);
  const now = new Date();
  const taken = await db
    .update(registrations)
    .set({
      checkedInAt: tapTime(input.at, now),
      checkedInBy: byUserId,
      checkedInClientId: input.clientId,
      updatedAt: now,
    })
    .where(
      and(
        eq(registrations.id, found.registration.id),
        isNull(registrations.checkedInAt),
        inArray(registrations.status, [...CHECK_IN_STATUSES]),
      ),
    )
    .returning({ id: registrations.id });
  const [row] = await cards(db).where(eq(registrations.id, found.registration.id));
  if (!row)
    throw new AppError(
      'not_found',
      'No registration of this event has that code',
      CHECK_IN_ERROR_KEYS.unknownCode,
    );
  const replay = row.registration.checkedInClientId === input.clientId;
  const registrant = card(row, await photoFields(db, eventId));
  if (taken.length > 0 || replay) {
    // The check-in this call (or its earlier send) made: "already" is not a warning for it.
    registrant.warnings = registrant.warnings.filter((w) => w !== 'already_checked_in');
    return { registrant, alreadyCheckedIn: false };
  }
  return { registrant, alreadyCheckedIn: true };
}

/** Arrivals: how many are in, of how many holding a place. */
export async function checkInSummary(db: Db, eventId: number): Promise<CheckInSummary> {
  const [row] = await db
    .select({
      expected: count(),
      checkedIn: count(registrations.checkedInAt),
    })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), inArray(registrations.status, [...CHECK_IN_STATUSES])));
  return { checkedIn: Number(row?.checkedIn ?? 0), expected: Number(row?.expected ?? 0) };
}
