import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  CONSENT_ERROR_KEYS as C,
  CONSENT_FORM_MESSAGES,
  CONSENT_LINK_DAYS,
  type ConsentDecision,
  consentAnswersSchema,
  needsConsent,
} from '../../common/consent';
import type { ConsentAnswerInput, ConsentSettingsInput } from '../../common/schemas/consent';
import type { Db } from '../db/client';
import { consentSettings, events, parentConsents, registrations, users } from '../db/schema';
import { AppError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { consentMail } from './consent-mail';

const DAY_MS = 86_400_000;
export const hashConsentToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function consentSettingsOf(db: Db, eventId: number) {
  const [row] = await db.select().from(consentSettings).where(eq(consentSettings.eventId, eventId));
  return { ageUnder: row?.ageUnder ?? null, text: row?.text ?? '', textVersion: row?.textVersion ?? 1 };
}

/** Saves the settings; a changed text gets the next version, so past consents keep naming theirs. */
export async function updateConsentSettings(db: Db, eventId: number, input: ConsentSettingsInput) {
  const current = await consentSettingsOf(db, eventId);
  const textVersion = input.text === current.text ? current.textVersion : current.textVersion + 1;
  const set = { ageUnder: input.ageUnder, text: input.text, textVersion, updatedAt: new Date() };
  await db
    .insert(consentSettings)
    .values({ eventId, ...set })
    .onConflictDoUpdate({ target: consentSettings.eventId, set });
  return consentSettingsOf(db, eventId);
}

/**
 * Checks the registration form's consent answers before anyone registers, with the form's own rules
 * (common/consent.ts): with consent on, a birth date is required, and under the age a parent's e-mail
 * other than the applicant's. Returns the parent to ask, or null.
 */
export async function consentNeededFor(
  db: Db,
  eventId: number,
  userId: number,
  input: { birthDate?: string; parentEmail?: string },
  now = new Date(),
) {
  const { ageUnder } = await consentSettingsOf(db, eventId);
  if (ageUnder === null) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const parsed = z.safeParse(consentAnswersSchema(ageUnder, now, user?.email), {
    birthDate: input.birthDate ?? '',
    parentEmail: input.parentEmail ?? '',
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    const first = parsed.error.issues[0]!.message;
    throw new AppError('bad_request', CONSENT_FORM_MESSAGES[first] ?? first, first, fields);
  }
  const { birthDate, parentEmail } = parsed.data;
  if (!needsConsent(ageUnder, birthDate, now)) return { birthDate, parentEmail: null };
  return { birthDate, parentEmail };
}

type MailCtx = {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  background: { run(name: string, task: () => Promise<void>): void };
};

/**
 * Asks a parent (again): earlier links stop working, a new single-use token is made whose hash alone is
 * stored, the registration waits (`pending`), and the link is mailed after the answer.
 */
export async function requestConsent(
  ctx: MailCtx,
  registrationId: number,
  parentEmail: string,
  birthDate: string | null,
  now = new Date(),
) {
  const token = randomBytes(24).toString('base64url');
  const [row] = await ctx.db
    .select({
      slug: events.slug,
      event: events.name,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userName: users.userName,
      locale: users.locale,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(eq(registrations.id, registrationId));
  if (!row) throw new AppError('not_found', 'Registration not found');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(parentConsents)
      .set({ revokedAt: now })
      .where(and(eq(parentConsents.registrationId, registrationId), isNull(parentConsents.revokedAt)));
    await tx.insert(parentConsents).values({
      registrationId,
      parentEmail,
      tokenHash: hashConsentToken(token),
      expiresAt: new Date(now.getTime() + CONSENT_LINK_DAYS * DAY_MS),
    });
    await tx
      .update(registrations)
      .set({ consentStatus: 'pending', consentAt: null, ...(birthDate ? { birthDate } : {}), updatedAt: now })
      .where(eq(registrations.id, registrationId));
  });
  const child = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.userName;
  const link = `${ctx.baseUrl}/${row.slug}/parent-access?token=${token}`;
  ctx.background.run('consent-mail', () =>
    ctx.mailer.send(
      consentMail(parentEmail, row.locale, { event: row.event, child, link, days: CONSENT_LINK_DAYS }),
    ),
  );
}

/** Resend for the organiser: only a registration still waiting for consent, to the parent it named. */
export async function resendConsent(ctx: MailCtx, eventId: number, registrationId: number) {
  const [registration] = await ctx.db
    .select({ consentStatus: registrations.consentStatus })
    .from(registrations)
    .where(and(eq(registrations.id, registrationId), eq(registrations.eventId, eventId)));
  if (!registration) throw new AppError('not_found', 'Registration not found');
  if (registration.consentStatus !== 'pending')
    throw new AppError('conflict', 'This registration is not waiting for consent', C.notPending);
  const [last] = await ctx.db
    .select({ parentEmail: parentConsents.parentEmail })
    .from(parentConsents)
    .where(eq(parentConsents.registrationId, registrationId))
    .orderBy(desc(parentConsents.id))
    .limit(1);
  await requestConsent(ctx, registrationId, last!.parentEmail, null);
}

/** The open request a token names within an event, or a 404 that tells nothing about why. */
async function openRequest(db: Db, slug: string, token: string, now: Date) {
  const [row] = await db
    .select({ consent: parentConsents, registration: registrations, event: events, user: users })
    .from(parentConsents)
    .innerJoin(registrations, eq(registrations.id, parentConsents.registrationId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(parentConsents.tokenHash, hashConsentToken(token)), eq(events.slug, slug)));
  if (!row || row.consent.revokedAt || row.consent.decidedAt || row.consent.expiresAt < now)
    throw new AppError('not_found', 'This consent link is no longer valid', C.invalidLink);
  return row;
}

export async function consentPage(db: Db, slug: string, token: string, now = new Date()) {
  const { event, user, registration } = await openRequest(db, slug, token, now);
  const settings = await consentSettingsOf(db, event.id);
  return {
    event: { name: event.name, slug: event.slug, description: event.description ?? '' },
    child: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userName,
    birthDate: registration.birthDate,
    text: settings.text,
    textVersion: settings.textVersion,
  };
}

/** The parent's answer: stored once with who, how, when and the text's version; the link is spent. */
export async function answerConsent(
  db: Db,
  slug: string,
  token: string,
  input: Omit<ConsentAnswerInput, 'token'>,
  now = new Date(),
) {
  const { consent, registration, event } = await openRequest(db, slug, token, now);
  const { textVersion } = await consentSettingsOf(db, event.id);
  const decision: ConsentDecision = input.decision;
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(parentConsents)
      .set({
        parentName: input.name,
        relationship: input.relationship,
        decision,
        textVersion,
        decidedAt: now,
      })
      .where(
        and(
          eq(parentConsents.id, consent.id),
          isNull(parentConsents.decidedAt),
          isNull(parentConsents.revokedAt),
        ),
      )
      .returning({ id: parentConsents.id });
    if (!spent.length) throw new AppError('not_found', 'This consent link is no longer valid', C.invalidLink);
    await tx
      .update(registrations)
      .set({ consentStatus: decision, consentAt: now, updatedAt: now })
      .where(eq(registrations.id, registration.id));
    return { decision, textVersion };
  });
}

/** The latest answered or open request per registration, for the organiser's registrants table. */
export async function consentRecords(db: Db, registrationIds: number[]) {
  if (!registrationIds.length) return new Map<number, typeof parentConsents.$inferSelect>();
  const rows = await db
    .select()
    .from(parentConsents)
    .where(inArray(parentConsents.registrationId, registrationIds))
    .orderBy(parentConsents.id);
  return new Map(rows.map((row) => [row.registrationId, row]));
}
