import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { TIMELINE_TYPES } from '../../common/constants';
import {
  JUDGE_ROLE,
  JUDGING_ERROR_KEYS,
  type JudgeInvitationInput,
  type JudgingSettings,
  type JudgingSettingsInput,
  SELF_CONFLICT_PERCENT_DEFAULT,
  selfConflictCap,
} from '../../common/judging';
import { isValidEmail } from '../../common/user-validation';
import { VALIDATION_MESSAGES } from '../../common/validation';
import type { AppContext, Viewer } from '../context';
import type { Db } from '../db/client';
import {
  eventInvitations,
  eventMemberships,
  judgeConflicts,
  judges,
  judgingLooks,
  judgingPins,
  judgingSettings,
  projects,
  timelines,
  users,
} from '../db/schema';
import { AppError } from '../errors';
import { offerEventRole } from '../events/members';
import type { EventRow } from '../events/service';
import type { JudgeRow } from '../policies/actor';
import { windowState } from '../timeline/submission-window';
import { publicUserColumns } from '../users/columns';
import { presentPublicUser } from '../users/presenter';
import { lockEventAssignment } from './assignment-lock';
import { activateJudge } from './judge-activation';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * The event's judge list: invitations (mailed, accepted by the invited account), self-registrations
 * (pending until an organiser accepts them), conflicts of interest, removal. Being on the list as
 * `active` is what lets someone score; people with no other role in the event also get the event role
 * ss_event_judge, which opens private and access-coded events to them.
 */

export async function listJudges(db: Db, eventId: number) {
  const rows = await db
    .select({ judge: judges, user: publicUserColumns })
    .from(judges)
    .innerJoin(users, eq(users.id, judges.userId))
    .where(and(eq(judges.eventId, eventId), ne(judges.status, 'removed')))
    .orderBy(asc(judges.id));
  const ids = rows.map((row) => row.judge.id);
  const [conflicts, selfDeclared] = await Promise.all([
    conflictsOf(db, ids),
    conflictsOf(db, ids, ['judge', 'skip']),
  ]);
  return rows.map(({ judge, user }) => ({
    id: judge.id,
    userId: judge.userId,
    user: presentPublicUser(user),
    status: judge.status as 'pending' | 'active',
    source: judge.source,
    conflictProjectIds: conflicts.get(judge.id) ?? [],
    selfDeclaredConflictIds: selfDeclared.get(judge.id) ?? [],
    createdAt: judge.createdAt.toISOString(),
  }));
}

export async function presentJudge(db: Db, eventId: number, judgeId: number) {
  const judge = (await listJudges(db, eventId)).find((candidate) => candidate.id === judgeId);
  if (!judge) throw new AppError('not_found', 'Judge not found');
  return judge;
}

type ConflictSource = (typeof judgeConflicts.$inferSelect)['source'];

/** Each judge's conflicts (of every source, or of the sources named), by judge id. */
export async function conflictsOf(
  db: Db,
  judgeIds: number[],
  sources?: ConflictSource[],
): Promise<Map<number, number[]>> {
  const byJudge = new Map<number, number[]>();
  if (!judgeIds.length) return byJudge;
  const rows = await db
    .select({ judgeId: judgeConflicts.judgeId, projectId: judgeConflicts.projectId })
    .from(judgeConflicts)
    .where(
      and(
        inArray(judgeConflicts.judgeId, judgeIds),
        sources ? inArray(judgeConflicts.source, sources) : undefined,
      ),
    )
    .orderBy(asc(judgeConflicts.projectId));
  for (const row of rows) byJudge.set(row.judgeId, [...(byJudge.get(row.judgeId) ?? []), row.projectId]);
  return byJudge;
}

export async function listJudgeInvitations(db: Db, eventId: number) {
  const rows = await db
    .select()
    .from(eventInvitations)
    .where(and(eq(eventInvitations.eventId, eventId), eq(eventInvitations.role, JUDGE_ROLE)))
    .orderBy(asc(eventInvitations.id));
  return rows.map((row) => ({
    id: row.id,
    // An invitation by user name never shows that person's address to the organisers.
    email: row.userName ? null : row.email,
    userName: row.userName,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
}

const alreadyJudge = () =>
  new AppError('conflict', 'This person is already a judge of this event', JUDGING_ERROR_KEYS.alreadyJudge);

/** Invites a judge by address or user name: a mailed link that only the invited account can accept. */
export async function inviteJudge(ctx: Ctx, event: EventRow, inviter: Viewer, input: JudgeInvitationInput) {
  let email: string;
  let userName: string | null = null;
  if (input.userName) {
    const [user] = await ctx.db
      .select({ email: users.email, userName: users.userName })
      .from(users)
      .where(sql`lower(${users.userName}) = ${input.userName.toLowerCase()}`);
    if (!user) throw new AppError('bad_request', `There is no user named '${input.userName}'`);
    email = user.email;
    userName = user.userName;
  } else {
    email = input.email ?? '';
    if (!isValidEmail(email)) {
      throw new AppError('bad_request', VALIDATION_MESSAGES['register.error.email']!, 'register.error.email');
    }
  }
  const [existing] = await ctx.db
    .select({ status: judges.status })
    .from(judges)
    .innerJoin(users, eq(users.id, judges.userId))
    .where(and(eq(judges.eventId, event.id), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  if (existing?.status === 'active') throw alreadyJudge();
  await offerEventRole(ctx, event, inviter, {
    email,
    userName,
    role: JUDGE_ROLE,
    template: 'judgeInvitation',
  });
  return { invited: userName ?? email, pending: true as const };
}

/** The judge-registration window of the timeline (type 1); `none` when the event has no such entry. */
export async function registrationWindow(db: Db, eventId: number, now = new Date()) {
  const rows = await db
    .select({ startAt: timelines.startAt, endAt: timelines.endAt })
    .from(timelines)
    .where(
      and(eq(timelines.eventId, eventId), eq(timelines.timelineType, TIMELINE_TYPES.JUDGE_REGISTRATION)),
    );
  if (!rows.length) return { opensAt: null, closesAt: null, state: 'none' as const };
  const starts = rows.map((row) => row.startAt);
  const ends = rows.map((row) => row.endAt);
  // An entry without a start is open from launch; one without an end never closes.
  const opensAt = starts.every(Boolean) ? new Date(Math.min(...starts.map(Number))) : null;
  const closesAt = ends.every(Boolean) ? new Date(Math.max(...ends.map(Number))) : null;
  return {
    opensAt: opensAt?.toISOString() ?? null,
    closesAt: closesAt?.toISOString() ?? null,
    state: windowState({ opensAt, closesAt }, now),
  };
}

export async function judgingSettingsOf(db: Db, eventId: number): Promise<JudgingSettings> {
  const [row] = await db.select().from(judgingSettings).where(eq(judgingSettings.eventId, eventId));
  const judgeRegistration = row?.judgeRegistration ?? false;
  const window = await registrationWindow(db, eventId);
  return {
    judgeRegistration,
    registrationWindow: window,
    registrationOpen: judgeRegistration && window.state === 'open',
    selfConflictPercent: row?.selfConflictPercent ?? SELF_CONFLICT_PERCENT_DEFAULT,
  };
}

export async function updateJudgingSettings(db: Db, eventId: number, input: JudgingSettingsInput) {
  const set = {
    judgeRegistration: input.judgeRegistration,
    ...(input.selfConflictPercent === undefined ? {} : { selfConflictPercent: input.selfConflictPercent }),
  };
  await db
    .insert(judgingSettings)
    .values({ eventId, ...set })
    .onConflictDoUpdate({ target: judgingSettings.eventId, set });
  return judgingSettingsOf(db, eventId);
}

/** How many conflicts a judge of the event may declare themselves now (selfConflictCap). */
export async function selfConflictCapOf(db: Db, eventId: number): Promise<number> {
  const [settings, [approved]] = await Promise.all([
    judgingSettingsOf(db, eventId),
    db
      .select({ n: count() })
      .from(projects)
      .where(
        and(
          eq(projects.eventId, eventId),
          eq(projects.submissionStatus, 'APPROVED'),
          eq(projects.isTemplate, false),
        ),
      ),
  ]);
  return selfConflictCap(approved?.n ?? 0, settings.selfConflictPercent);
}

/** Someone offers to judge: allowed while the organiser accepts registrations and the window is open. */
export async function registerAsJudge(db: Db, event: EventRow, viewer: Viewer, existing: JudgeRow | null) {
  const settings = await judgingSettingsOf(db, event.id);
  if (!settings.registrationOpen) {
    throw new AppError(
      'forbidden',
      'Judge registration is not open for this event',
      JUDGING_ERROR_KEYS.registrationClosed,
    );
  }
  const [account] = await db
    .select({ isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!account?.isVerified)
    throw new AppError('forbidden', 'Verify your account before registering as a judge');
  if (existing && existing.status !== 'removed') throw alreadyJudge();
  await db
    .insert(judges)
    .values({ eventId: event.id, userId: viewer.id, status: 'pending', source: 'registration' })
    .onConflictDoUpdate({
      target: [judges.eventId, judges.userId],
      set: { status: 'pending', source: 'registration', acceptedAt: null },
    });
}

async function requireListedJudge(db: Db, eventId: number, judgeId: number): Promise<JudgeRow> {
  const [row] = await db
    .select()
    .from(judges)
    .where(and(eq(judges.eventId, eventId), eq(judges.id, judgeId), ne(judges.status, 'removed')));
  if (!row) throw new AppError('not_found', 'Judge not found');
  return row;
}

export async function acceptRegistration(db: Db, eventId: number, judgeId: number) {
  const judge = await requireListedJudge(db, eventId, judgeId);
  if (judge.status === 'active') throw alreadyJudge();
  await db.transaction((tx) => activateJudge(tx, eventId, judge.userId, judge.source));
}

/**
 * Takes someone off the judge list. A pending registration is simply declined. An active judge's
 * finished looks stay (they are part of the results); their unfinished look and pins are released and
 * the judge role they were given is taken back.
 */
export async function removeJudge(db: Db, eventId: number, judgeId: number) {
  const judge = await requireListedJudge(db, eventId, judgeId);
  await db.transaction(async (tx) => {
    if (judge.status === 'pending') {
      await tx.delete(judges).where(eq(judges.id, judge.id));
    } else {
      await tx.update(judges).set({ status: 'removed' }).where(eq(judges.id, judge.id));
      await tx
        .delete(judgingLooks)
        .where(and(eq(judgingLooks.judgeId, judge.id), eq(judgingLooks.status, 'in-progress')));
      await tx.delete(judgingPins).where(eq(judgingPins.judgeId, judge.id));
    }
    await tx
      .delete(eventMemberships)
      .where(
        and(
          eq(eventMemberships.eventId, eventId),
          eq(eventMemberships.userId, judge.userId),
          eq(eventMemberships.role, JUDGE_ROLE),
        ),
      );
  });
}

export async function findListedJudge(db: Db, eventId: number, judgeId: number) {
  return requireListedJudge(db, eventId, judgeId);
}

/**
 * A judge's own list may not grow past the event's cap; conflicts an organiser recorded do not count,
 * and a list that only shrinks is always accepted (the cap may have been lowered since).
 */
async function requireWithinSelfConflictCap(db: Db, eventId: number, judgeId: number, wanted: number[]) {
  const [cap, organiserSet, current] = await Promise.all([
    selfConflictCapOf(db, eventId),
    conflictsOf(db, [judgeId], ['organiser']),
    conflictsOf(db, [judgeId], ['judge', 'skip']),
  ]);
  const byOrganiser = new Set(organiserSet.get(judgeId) ?? []);
  const declared = wanted.filter((id) => !byOrganiser.has(id));
  const before = new Set(current.get(judgeId) ?? []);
  if (declared.length > cap && declared.some((id) => !before.has(id))) {
    throw new AppError(
      'bad_request',
      `You may declare up to ${cap} conflicts yourself: ask the organisers for more`,
      JUDGING_ERROR_KEYS.tooManyConflicts,
    );
  }
}

/**
 * Replaces a judge's conflicts. An organiser's list is the whole list; a judge's own list replaces what
 * they declared (and their skips), never what an organiser set. A judge's unfinished look at a project
 * that becomes a conflict is released.
 */
export async function setConflicts(
  db: Db,
  eventId: number,
  judgeId: number,
  projectIds: number[],
  by: 'judge' | 'organiser',
) {
  const wanted = [...new Set(projectIds)];
  if (wanted.length) {
    // A judge names approved projects only, and hears the same answer for a draft as for an id that
    // does not exist: their list is no way to learn which drafts an event has.
    const found = await db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          inArray(projects.id, wanted),
          eq(projects.eventId, eventId),
          eq(projects.isTemplate, false),
          by === 'judge' ? eq(projects.submissionStatus, 'APPROVED') : undefined,
        ),
      );
    if (found.length !== wanted.length)
      throw new AppError(
        'bad_request',
        by === 'judge'
          ? 'Conflicts name approved projects of this event only'
          : 'Conflicts name projects of this event only',
      );
  }
  if (by === 'judge') await requireWithinSelfConflictCap(db, eventId, judgeId, wanted);
  await db.transaction(async (tx) => {
    // Assignment reads conflicts under this lock: no look can be handed out from the old list meanwhile.
    await lockEventAssignment(tx, eventId);
    const replaceable = by === 'organiser' ? undefined : inArray(judgeConflicts.source, ['judge', 'skip']);
    await tx
      .delete(judgeConflicts)
      .where(
        and(
          eq(judgeConflicts.judgeId, judgeId),
          replaceable,
          wanted.length ? notInArray(judgeConflicts.projectId, wanted) : undefined,
        ),
      );
    if (wanted.length) {
      await tx
        .insert(judgeConflicts)
        .values(wanted.map((projectId) => ({ judgeId, projectId, source: by })))
        .onConflictDoNothing();
      await tx
        .delete(judgingLooks)
        .where(
          and(
            eq(judgingLooks.judgeId, judgeId),
            eq(judgingLooks.status, 'in-progress'),
            inArray(judgingLooks.projectId, wanted),
          ),
        );
    }
  });
}
