import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  awards,
  eventMemberships,
  projectCategories,
  projectMemberships,
  projects,
  users,
  peoplesChoiceVotes as votes,
} from '../db/schema';
import { publicProject } from '../projects/public-scope';

/**
 * Which projects compete for an award (the `awards` row joined in the query): approved projects of its
 * event and, when the award has a category, of that category. The same condition picks the votes that
 * count, so a project declined or moved out of the category after votes were cast simply stops
 * counting, and its voters get those votes back (ballot.ts).
 */
export const competesForAward = (): SQL =>
  and(
    eq(projects.eventId, awards.eventId),
    publicProject(),
    or(
      isNull(awards.categoryId),
      sql`exists (select 1 from ${projectCategories} where ${projectCategories.projectId} = ${projects.id} and ${projectCategories.categoryId} = ${awards.categoryId})`,
    ),
  )!;

/**
 * Who may vote and whose votes count. By default any verified account that may open the event; with
 * `strict`, only people of the event (any role in it: participants, registered attendees, judges,
 * staff) and accounts created before voting first opened (`accountsBefore`; none when voting has no
 * dates). Accounts made in bulk once the vote is announced then count for nothing.
 */
export interface VoterRule {
  strict: boolean;
  accountsBefore: Date | null;
}

/** The voter (of the `votes` row in the query) holds a role in the vote's event. */
const voterIsOfEvent = (): SQL =>
  sql`exists (select 1 from ${eventMemberships} where ${eventMemberships.eventId} = ${votes.eventId} and ${eventMemberships.userId} = ${votes.voterId})`;

/** The voter's account was created before `before`. */
const voterAccountBefore = (before: Date): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${votes.voterId} and ${users.createdAt} < ${before.toISOString()})`;

/**
 * Which votes count (the `votes`, `projects` and `awards` rows joined in the query): votes on projects
 * that still compete, from voters who are not on the project's team now (someone who voted and then
 * joined the team, or left, voted and came back, does not count), and who pass the voter rule now. Every
 * tally, every ballot and every free slot reads this one condition, so a vote that stops counting gives
 * its voter the vote back.
 */
export function countingVotes(rule: VoterRule): SQL {
  return and(
    competesForAward(),
    sql`not exists (select 1 from ${projectMemberships} where ${projectMemberships.projectId} = ${votes.projectId} and ${projectMemberships.userId} = ${votes.voterId})`,
    rule.strict
      ? or(voterIsOfEvent(), rule.accountsBefore ? voterAccountBefore(rule.accountsBefore) : undefined)
      : undefined,
  )!;
}

/** Whether one voter passes the rule, at vote time (the same rule as countingVotes, for one account). */
export function voterPassesRule(rule: VoterRule, voter: { createdAt: Date; isOfEvent: boolean }): boolean {
  if (!rule.strict || voter.isOfEvent) return true;
  return rule.accountsBefore !== null && voter.createdAt < rule.accountsBefore;
}

export interface ProjectForVote {
  id: number;
  eventId: number | null;
  categoryIds: number[];
  isOwnProject: boolean;
}

/** An approved project of the event with its categories and whether the voter is on its team. */
export async function findCandidate(
  db: Db,
  eventId: number,
  projectId: number,
  voterId: number,
): Promise<ProjectForVote | null> {
  const [project] = await db
    .select({ id: projects.id, eventId: projects.eventId })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.eventId, eventId), publicProject()));
  if (!project) return null;
  const [links, membership] = await Promise.all([
    db
      .select({ categoryId: projectCategories.categoryId })
      .from(projectCategories)
      .where(eq(projectCategories.projectId, projectId)),
    db
      .select({ id: projectMemberships.id })
      .from(projectMemberships)
      .where(and(eq(projectMemberships.projectId, projectId), eq(projectMemberships.userId, voterId))),
  ]);
  return {
    ...project,
    categoryIds: links.map((link) => link.categoryId),
    isOwnProject: membership.length > 0,
  };
}

/** The approved projects of an event whose team the user is on. */
export async function ownProjectIds(db: Db, eventId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: projects.id })
    .from(projectMemberships)
    .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
    .where(
      and(
        eq(projectMemberships.userId, userId),
        eq(projects.eventId, eventId),
        eq(projects.submissionStatus, 'APPROVED'),
      ),
    );
  return rows.map((row) => row.id);
}
