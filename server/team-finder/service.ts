import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  type CardInput,
  coverage,
  type JoinRequest,
  type ManagedTeam,
  missingSkills,
  type OpeningInput,
  TEAM_FINDER_LIMITS,
  type TeamFinderBoard,
  type TeamFinderCard,
  type TeamFinderSettings,
  type TeamOpening,
} from '../../common/team-finder';
import type { AppContext, Viewer } from '../context';
import type { Db } from '../db/client';
import {
  projectMemberships,
  projects,
  teamFinderCards,
  teamFinderSettings,
  teamJoinRequests,
  teamOpenings,
  users,
} from '../db/schema';
import { AppError } from '../errors';
import { ensureParticipant } from '../events/participants';
import type { EventRow } from '../events/service';
import { publicBaseUrl } from '../http/public-origin';
import { requireNotArchived } from '../plans/archive';
import type { OpenedProject } from '../projects/access';
import { inviteToTeam } from '../teams/service';
import { publicUserColumns } from '../users/columns';
import { presentPublicUser } from '../users/presenter';
import { teamFinderMail } from './mail';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;
type CardRow = typeof teamFinderCards.$inferSelect;
type OpeningRow = typeof teamOpenings.$inferSelect;
type UserRow = {
  id: number;
  uuid: string;
  userName: string;
  firstName: string | null;
  lastName: string | null;
};

const OFF: TeamFinderSettings = { enabled: false, publicListing: false };
const BOARD_MAX = 200;
const MANAGING_ROLES = ['Owner', 'CoOwner'] as const;

export async function teamFinderSettingsOf(db: Db, eventId: number): Promise<TeamFinderSettings> {
  const [row] = await db.select().from(teamFinderSettings).where(eq(teamFinderSettings.eventId, eventId));
  return row ? { enabled: row.enabled, publicListing: row.publicListing } : OFF;
}

/** Whether the event's navigation links to the board. */
export async function teamFinderOn(db: Db, eventId: number): Promise<boolean> {
  return (await teamFinderSettingsOf(db, eventId)).enabled;
}

export async function saveTeamFinderSettings(db: Db, eventId: number, settings: TeamFinderSettings) {
  await db
    .insert(teamFinderSettings)
    .values({ eventId, ...settings })
    .onConflictDoUpdate({ target: teamFinderSettings.eventId, set: { ...settings, updatedAt: new Date() } });
  return settings;
}

/**
 * Who may post a card, ask to join and be suggested: today any signed-in user who may open the event
 * (the caller checked that). The one place to narrow it, e.g. to accepted registrants once an event
 * requires registration.
 */
export function mayUseTeamFinder(event: Pick<EventRow, 'id' | 'archivedAt'>, user: Viewer | null): boolean {
  return user !== null && event.archivedAt === null;
}

function requireUsable(event: EventRow, user: Viewer | null, settings: TeamFinderSettings): Viewer {
  if (!user) throw new AppError('unauthorized', 'Login required');
  if (!settings.enabled) throw new AppError('not_found', 'The team finder is off for this event');
  requireNotArchived(event);
  if (!mayUseTeamFinder(event, user)) {
    throw new AppError('forbidden', 'You may not use the team finder of this event');
  }
  return user;
}

/** The user ids, among `userIds`, already on a team (a non-template project) of the event. */
async function onTeamIn(db: Db, eventId: number, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectDistinct({ userId: projectMemberships.userId })
    .from(projectMemberships)
    .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
    .where(
      and(
        eq(projects.eventId, eventId),
        eq(projects.isTemplate, false),
        inArray(projectMemberships.userId, userIds),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

function presentCard(row: CardRow, user: UserRow, onTeam: boolean): TeamFinderCard {
  return {
    id: row.id,
    eventId: row.eventId,
    user: presentPublicUser(user),
    skills: row.skills,
    interests: row.interests,
    pitch: row.pitch,
    links: row.links,
    visible: row.visible,
    hiddenReason: onTeam ? 'joined' : row.visible ? null : 'request',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function cardsOf(db: Db, eventId: number, where = sql`true`) {
  const rows = await db
    .select({ card: teamFinderCards, user: publicUserColumns })
    .from(teamFinderCards)
    .innerJoin(users, eq(users.id, teamFinderCards.userId))
    .where(and(eq(teamFinderCards.eventId, eventId), where))
    .orderBy(desc(teamFinderCards.updatedAt), desc(teamFinderCards.id))
    .limit(BOARD_MAX);
  const onTeam = await onTeamIn(
    db,
    eventId,
    rows.map((row) => row.user.id),
  );
  return rows.map((row) => presentCard(row.card, row.user, onTeam.has(row.user.id)));
}

/** Cards on the board: shown by their authors and of people on no team yet. */
const listed = (cards: TeamFinderCard[]) => cards.filter((card) => card.hiddenReason === null);

async function openingsOf(db: Db, eventId: number, projectIds?: number[]): Promise<TeamOpening[]> {
  if (projectIds && !projectIds.length) return [];
  const rows = await db
    .select({
      opening: teamOpenings,
      title: projects.title,
      slug: projects.slug,
      status: projects.submissionStatus,
    })
    .from(teamOpenings)
    .innerJoin(projects, eq(projects.id, teamOpenings.projectId))
    .where(
      and(
        eq(teamOpenings.eventId, eventId),
        sql`${projects.archivedAt} is null`,
        projectIds ? inArray(teamOpenings.projectId, projectIds) : undefined,
      ),
    )
    .orderBy(desc(teamOpenings.updatedAt), desc(teamOpenings.projectId))
    .limit(BOARD_MAX);
  if (!rows.length) return [];
  const ids = rows.map((row) => row.opening.projectId);
  // What the members offer: the skills on their cards in this event.
  const members = await db
    .select({ projectId: projectMemberships.projectId, skills: teamFinderCards.skills })
    .from(projectMemberships)
    .leftJoin(
      teamFinderCards,
      and(eq(teamFinderCards.userId, projectMemberships.userId), eq(teamFinderCards.eventId, eventId)),
    )
    .where(inArray(projectMemberships.projectId, ids));
  const offered = new Map<number, { size: number; skills: string[] }>();
  for (const member of members) {
    const team = offered.get(member.projectId) ?? { size: 0, skills: [] };
    team.size += 1;
    team.skills.push(...(member.skills ?? []));
    offered.set(member.projectId, team);
  }
  return rows.map(({ opening, title, slug, status }) => {
    const team = offered.get(opening.projectId) ?? { size: 0, skills: [] };
    return {
      projectId: opening.projectId,
      projectTitle: title || 'Untitled project',
      // Only a public project's page can be opened by whoever reads the board.
      projectSlug: status === 'APPROVED' ? slug : null,
      skills: opening.skills,
      missing: missingSkills(opening.skills, team.skills),
      note: opening.note,
      teamSize: team.size,
      updatedAt: opening.updatedAt.toISOString(),
    };
  });
}

/** Rank by how many wanted skills a candidate covers, then the newest first; no match, no suggestion. */
function rank<T extends { skills: string[]; updatedAt: string }>(wanted: string[], candidates: T[]) {
  return candidates
    .map((candidate) => ({ ...candidate, matched: coverage(wanted, candidate.skills) }))
    .filter((candidate) => candidate.matched.length > 0)
    .sort((a, b) => b.matched.length - a.matched.length || Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, TEAM_FINDER_LIMITS.suggestionsMax);
}

/** For a team: people whose skills cover what it needs and lacks. */
export function suggestPeople(opening: TeamOpening, cards: TeamFinderCard[], teamUserIds: Set<number>) {
  return rank(
    opening.missing,
    listed(cards).filter((card) => !teamUserIds.has(card.user.id)),
  );
}

/** For a person: teams that lack skills on their card. */
export function suggestTeams(card: TeamFinderCard, openings: TeamOpening[], myProjectIds: Set<number>) {
  return rank(
    card.skills,
    openings
      .filter((opening) => !myProjectIds.has(opening.projectId))
      .map((opening) => ({ ...opening, skills: opening.missing, wants: opening.skills })),
  ).map(({ wants, ...opening }) => ({ ...opening, skills: wants }));
}

async function requestsWhere(db: Db, where: ReturnType<typeof and>): Promise<JoinRequest[]> {
  const rows = await db
    .select({ request: teamJoinRequests, user: publicUserColumns, title: projects.title })
    .from(teamJoinRequests)
    .innerJoin(users, eq(users.id, teamJoinRequests.userId))
    .innerJoin(projects, eq(projects.id, teamJoinRequests.projectId))
    .where(where)
    .orderBy(desc(teamJoinRequests.createdAt), desc(teamJoinRequests.id))
    .limit(50);
  return rows.map(({ request, user, title }) => ({
    id: request.id,
    projectId: request.projectId,
    projectTitle: title || 'Untitled project',
    user: presentPublicUser(user),
    message: request.message,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  }));
}

/** GET /events/{slug}/team-finder: both lists, and the caller's side when signed in. */
export async function loadBoard(
  db: Db,
  event: EventRow,
  viewer: Viewer | null,
  options: { canModerate: boolean; skill?: string },
): Promise<TeamFinderBoard> {
  const settings = await teamFinderSettingsOf(db, event.id);
  if (!settings.enabled && !options.canModerate) {
    throw new AppError('not_found', 'The team finder is off for this event');
  }
  const cardsShown = viewer !== null || settings.publicListing;
  const allCards = cardsShown ? await cardsOf(db, event.id) : [];
  const allOpenings = cardsShown ? await openingsOf(db, event.id) : [];
  const skill = options.skill?.trim().toLowerCase();
  const bySkill = <T extends { skills: string[] }>(items: T[]) =>
    skill ? items.filter((item) => item.skills.includes(skill)) : items;
  const board: TeamFinderBoard = {
    settings,
    canAct: viewer !== null,
    canPost: settings.enabled && mayUseTeamFinder(event, viewer),
    canModerate: options.canModerate,
    cardsShown,
    cards: bySkill(listed(allCards)),
    openings: bySkill(allOpenings),
    me: null,
  };
  if (!viewer) return board;

  const [own] = await cardsOf(db, event.id, eq(teamFinderCards.userId, viewer.id));
  const memberships = await db
    .select({ projectId: projectMemberships.projectId, role: projectMemberships.role })
    .from(projectMemberships)
    .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
    .where(
      and(
        eq(projectMemberships.userId, viewer.id),
        eq(projects.eventId, event.id),
        eq(projects.isTemplate, false),
      ),
    );
  const myProjects = new Set(memberships.map((m) => m.projectId));
  const managed = memberships
    .filter((m) => (MANAGING_ROLES as readonly string[]).includes(m.role))
    .map((m) => m.projectId);
  const teams: ManagedTeam[] = [];
  if (managed.length) {
    const titles = await db
      .select({ id: projects.id, title: projects.title })
      .from(projects)
      .where(inArray(projects.id, managed));
    const openings = await openingsOf(db, event.id, managed);
    const teamMembers = await db
      .select({ projectId: projectMemberships.projectId, userId: projectMemberships.userId })
      .from(projectMemberships)
      .where(inArray(projectMemberships.projectId, managed));
    const pending = await requestsWhere(
      db,
      and(inArray(teamJoinRequests.projectId, managed), eq(teamJoinRequests.status, 'pending')),
    );
    for (const { id, title } of titles.sort((a, b) => a.id - b.id)) {
      const opening = openings.find((o) => o.projectId === id) ?? null;
      const members = new Set(teamMembers.filter((m) => m.projectId === id).map((m) => m.userId));
      teams.push({
        projectId: id,
        projectTitle: title || 'Untitled project',
        opening,
        requests: pending.filter((r) => r.projectId === id),
        suggestions: opening ? suggestPeople(opening, allCards, members) : [],
      });
    }
  }
  board.me = {
    card: own ?? null,
    teamProjectIds: [...myProjects],
    requests: await requestsWhere(
      db,
      and(eq(teamJoinRequests.userId, viewer.id), eq(teamJoinRequests.eventId, event.id)),
    ),
    suggestions: own && own.hiddenReason === null ? suggestTeams(own, allOpenings, myProjects) : [],
    teams,
  };
  return board;
}

async function ownCard(db: Db, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(teamFinderCards)
    .where(and(eq(teamFinderCards.eventId, eventId), eq(teamFinderCards.userId, userId)));
  return row;
}

async function presentOwn(db: Db, eventId: number, userId: number) {
  const [card] = await cardsOf(db, eventId, eq(teamFinderCards.userId, userId));
  return card!;
}

type CardValues = Required<Pick<CardInput, 'skills' | 'interests' | 'pitch' | 'links' | 'visible'>>;

/** POST: one card per person and event (409 for a second one: edit the first). */
export async function createCard(db: Db, event: EventRow, viewer: Viewer | null, input: CardValues) {
  const user = requireUsable(event, viewer, await teamFinderSettingsOf(db, event.id));
  const inserted = await db
    .insert(teamFinderCards)
    .values({ eventId: event.id, userId: user.id, ...input })
    .onConflictDoNothing()
    .returning();
  if (!inserted.length) throw new AppError('conflict', 'You already have a card in this event: edit it');
  return presentOwn(db, event.id, user.id);
}

export async function updateCard(db: Db, event: EventRow, viewer: Viewer | null, input: CardValues) {
  const user = requireUsable(event, viewer, await teamFinderSettingsOf(db, event.id));
  const updated = await db
    .update(teamFinderCards)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(teamFinderCards.eventId, event.id), eq(teamFinderCards.userId, user.id)))
    .returning();
  if (!updated.length) throw new AppError('not_found', 'You have no card in this event');
  return presentOwn(db, event.id, user.id);
}

/** DELETE a card: its author, or an organiser (`manage_team_finder`), checked by the caller. */
export async function deleteCard(
  db: Db,
  event: EventRow,
  viewer: Viewer,
  cardId: number | 'own',
  canModerate: boolean,
) {
  requireNotArchived(event);
  const card =
    cardId === 'own'
      ? await ownCard(db, event.id, viewer.id)
      : (
          await db
            .select()
            .from(teamFinderCards)
            .where(and(eq(teamFinderCards.id, cardId), eq(teamFinderCards.eventId, event.id)))
        )[0];
  if (!card) throw new AppError('not_found', 'Card not found');
  if (card.userId !== viewer.id && !canModerate) {
    throw new AppError('forbidden', 'Only its author or an organiser may remove this card');
  }
  await db.delete(teamFinderCards).where(eq(teamFinderCards.id, card.id));
  return 'Card removed';
}

function requireTeamFinderProject(opened: OpenedProject) {
  if (opened.project.isTemplate) throw new AppError('bad_request', 'A template does not look for members');
}

/** PUT /project/{id}/team-finder: the team looks for members (Owner, CoOwner; checked by openProject). */
export async function saveOpening(
  db: Db,
  opened: OpenedProject,
  input: Required<Pick<OpeningInput, 'skills' | 'note'>>,
) {
  requireTeamFinderProject(opened);
  const settings = await teamFinderSettingsOf(db, opened.event.id);
  if (!settings.enabled) throw new AppError('not_found', 'The team finder is off for this event');
  const values = { skills: input.skills, note: input.note, updatedAt: new Date() };
  await db
    .insert(teamOpenings)
    .values({ projectId: opened.project.id, eventId: opened.event.id, ...values })
    .onConflictDoUpdate({ target: teamOpenings.projectId, set: values });
  const [opening] = await openingsOf(db, opened.event.id, [opened.project.id]);
  return opening!;
}

export async function deleteOpening(db: Db, opened: OpenedProject) {
  const removed = await db
    .delete(teamOpenings)
    .where(eq(teamOpenings.projectId, opened.project.id))
    .returning();
  if (!removed.length) throw new AppError('not_found', 'This team is not looking for members');
  return 'The team is no longer looking for members';
}

async function managersOf(db: Db, projectId: number) {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(projectMemberships)
    .innerJoin(users, eq(users.id, projectMemberships.userId))
    .where(
      and(eq(projectMemberships.projectId, projectId), inArray(projectMemberships.role, [...MANAGING_ROLES])),
    );
}

const nameOf = (user: Pick<UserRow, 'firstName' | 'lastName' | 'userName'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userName;

const boardLink = (ctx: Ctx, event: EventRow) => `${publicBaseUrl(ctx.config)}/${event.slug}/teams`;

/** POST /project/{id}/join-requests: a person asks a team looking for members to take them. */
export async function askToJoin(
  ctx: Ctx,
  event: EventRow,
  project: { id: number; title: string; eventId: number; archivedAt: Date | null; isTemplate: boolean },
  viewer: Viewer | null,
  message: string,
) {
  const { db } = ctx;
  const user = requireUsable(event, viewer, await teamFinderSettingsOf(db, event.id));
  requireNotArchived(event, project);
  const [opening] = await db.select().from(teamOpenings).where(eq(teamOpenings.projectId, project.id));
  if (!opening) throw new AppError('conflict', 'This team is not looking for members');
  const [member] = await db
    .select({ id: projectMemberships.id })
    .from(projectMemberships)
    .where(and(eq(projectMemberships.projectId, project.id), eq(projectMemberships.userId, user.id)));
  if (member) throw new AppError('conflict', 'You are already on this team');
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const [recent] = await db
    .select({ n: count() })
    .from(teamJoinRequests)
    .where(and(eq(teamJoinRequests.userId, user.id), gt(teamJoinRequests.createdAt, hourAgo)));
  if ((recent?.n ?? 0) >= TEAM_FINDER_LIMITS.joinRequestsPerHour) {
    throw new AppError('too_many', 'Too many requests to join: try again in an hour');
  }
  const [open] = await db
    .select({ n: count() })
    .from(teamJoinRequests)
    .where(and(eq(teamJoinRequests.userId, user.id), eq(teamJoinRequests.status, 'pending')));
  if ((open?.n ?? 0) >= TEAM_FINDER_LIMITS.openJoinRequestsMax) {
    throw new AppError(
      'conflict',
      `You already wait for ${TEAM_FINDER_LIMITS.openJoinRequestsMax} teams to answer: withdraw one first`,
    );
  }
  const inserted = await db
    .insert(teamJoinRequests)
    .values({ eventId: event.id, projectId: project.id, userId: user.id, message })
    .onConflictDoNothing()
    .returning();
  if (!inserted.length) throw new AppError('conflict', 'You already asked to join this team');
  const [requester] = await db.select().from(users).where(eq(users.id, user.id));
  for (const manager of await managersOf(db, project.id)) {
    await ctx.mailer.send(
      teamFinderMail(manager.email, manager.locale, 'joinRequest', {
        person: nameOf(requester!),
        project: project.title || 'your project',
        event: event.name,
        message,
        link: boardLink(ctx, event),
      }),
    );
  }
  const [request] = await requestsWhere(db, and(eq(teamJoinRequests.id, inserted[0]!.id)));
  return request!;
}

async function requestOf(db: Db, requestId: number) {
  const [row] = await db.select().from(teamJoinRequests).where(eq(teamJoinRequests.id, requestId));
  if (!row) throw new AppError('not_found', 'Request not found');
  return row;
}

/**
 * POST /join-requests/{id}/accept by whoever may change the team (Owner, CoOwner; openProject checked
 * 'invite'): the person becomes a Contributor once, however many times the button is pressed. The
 * request is claimed compare-and-set, and the team's rows are locked while its size is checked.
 */
export async function acceptRequest(ctx: Ctx, opened: OpenedProject, requestId: number, viewer: Viewer) {
  const { db } = ctx;
  const existing = await requestOf(db, requestId);
  if (existing.projectId !== opened.project.id) throw new AppError('not_found', 'Request not found');
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(teamJoinRequests)
      .set({ status: 'accepted', decidedBy: viewer.id, decidedAt: new Date() })
      .where(and(eq(teamJoinRequests.id, requestId), eq(teamJoinRequests.status, 'pending')))
      .returning();
    if (!claimed.length) {
      const [now] = await tx.select().from(teamJoinRequests).where(eq(teamJoinRequests.id, requestId));
      if (now?.status === 'accepted') return 'already' as const;
      throw new AppError('conflict', `This request was already ${now?.status ?? 'answered'}`);
    }
    const members = await tx
      .select({ userId: projectMemberships.userId })
      .from(projectMemberships)
      .where(eq(projectMemberships.projectId, opened.project.id))
      .for('update');
    if (!members.some((m) => m.userId === existing.userId)) {
      if (members.length >= TEAM_FINDER_LIMITS.teamSizeMax) {
        throw new AppError(
          'conflict',
          `The team already has ${TEAM_FINDER_LIMITS.teamSizeMax} members, the most the team finder adds to`,
        );
      }
      await tx
        .insert(projectMemberships)
        .values({ projectId: opened.project.id, userId: existing.userId, role: 'Contributor' })
        .onConflictDoNothing();
      await ensureParticipant(tx, opened.event.id, existing.userId);
    }
    // Their other requests are moot once they are on a team.
    await tx
      .update(teamJoinRequests)
      .set({ status: 'withdrawn', decidedAt: new Date() })
      .where(
        and(
          eq(teamJoinRequests.userId, existing.userId),
          eq(teamJoinRequests.eventId, opened.event.id),
          eq(teamJoinRequests.status, 'pending'),
        ),
      );
    return 'accepted' as const;
  });
  if (outcome === 'accepted') await mailRequester(ctx, opened, existing.userId, 'joinAccepted');
  const [request] = await requestsWhere(db, and(eq(teamJoinRequests.id, requestId)));
  return request!;
}

export async function declineRequest(ctx: Ctx, opened: OpenedProject, requestId: number, viewer: Viewer) {
  const { db } = ctx;
  const existing = await requestOf(db, requestId);
  if (existing.projectId !== opened.project.id) throw new AppError('not_found', 'Request not found');
  const claimed = await db
    .update(teamJoinRequests)
    .set({ status: 'declined', decidedBy: viewer.id, decidedAt: new Date() })
    .where(and(eq(teamJoinRequests.id, requestId), eq(teamJoinRequests.status, 'pending')))
    .returning();
  if (!claimed.length) throw new AppError('conflict', `This request was already ${existing.status}`);
  await mailRequester(ctx, opened, existing.userId, 'joinDeclined');
  const [request] = await requestsWhere(db, and(eq(teamJoinRequests.id, requestId)));
  return request!;
}

/** DELETE /join-requests/{id}: the person who asked takes it back while it waits. */
export async function withdrawRequest(db: Db, requestId: number, viewer: Viewer) {
  const existing = await requestOf(db, requestId);
  if (existing.userId !== viewer.id) throw new AppError('forbidden', 'Only who asked may withdraw a request');
  const claimed = await db
    .update(teamJoinRequests)
    .set({ status: 'withdrawn', decidedAt: new Date() })
    .where(and(eq(teamJoinRequests.id, requestId), eq(teamJoinRequests.status, 'pending')))
    .returning();
  if (!claimed.length) throw new AppError('conflict', `This request was already ${existing.status}`);
  return 'Request withdrawn';
}

async function mailRequester(
  ctx: Ctx,
  opened: OpenedProject,
  userId: number,
  template: 'joinAccepted' | 'joinDeclined',
) {
  const [person] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!person) return;
  await ctx.mailer.send(
    teamFinderMail(person.email, person.locale, template, {
      person: nameOf(person),
      project: opened.project.title || 'a project',
      event: opened.event.name,
      link: boardLink(ctx, opened.event),
    }),
  );
}

/** POST /project/{id}/team-finder/invite: the team invites a card's author with the usual invitation. */
export async function inviteFromCard(ctx: Ctx, opened: OpenedProject, viewer: Viewer, cardId: number) {
  requireTeamFinderProject(opened);
  const [row] = await ctx.db
    .select({ card: teamFinderCards, userName: users.userName })
    .from(teamFinderCards)
    .innerJoin(users, eq(users.id, teamFinderCards.userId))
    .where(and(eq(teamFinderCards.id, cardId), eq(teamFinderCards.eventId, opened.event.id)));
  if (!row || !row.card.visible) throw new AppError('not_found', 'Card not found');
  return inviteToTeam(ctx, opened, viewer, [{ userName: row.userName, role: 'Contributor' }]);
}
