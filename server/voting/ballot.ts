import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ballot } from '../../common/voting';
import type { Db } from '../db/client';
import { databaseErrorOf, uniqueViolationOf } from '../db/errors';
import { awards, eventMemberships, projects, users, peoplesChoiceVotes as votes } from '../db/schema';
import { AppError } from '../errors';
import { countingVotes, findCandidate, ownProjectIds, type VoterRule, voterPassesRule } from './eligibility';
import { ballotBoxRefusal, candidateRefusal, requireVoteAllowed, voteRefused, voterRefusal } from './policy';
import { loadVotingSetup, type VotingAward, type VotingSetup } from './settings';

const FOREIGN_KEY_VIOLATION = '23503';

export interface Voter {
  id: number;
  isVerified: boolean;
  createdAt: Date;
  /** Holds a role in the event (the stricter voter rule lets them vote). */
  isOfEvent: boolean;
}

export async function findVoter(db: Db, userId: number, eventId: number): Promise<Voter | null> {
  const [[user], memberships] = await Promise.all([
    db
      .select({ id: users.id, isVerified: users.isVerified, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ id: eventMemberships.id })
      .from(eventMemberships)
      .where(and(eq(eventMemberships.eventId, eventId), eq(eventMemberships.userId, userId))),
  ]);
  return user ? { ...user, isOfEvent: memberships.length > 0 } : null;
}

const blockOf = (voter: Voter, rule: VoterRule): Ballot['blockedBy'] => {
  if (!voter.isVerified) return 'unverified';
  return voterPassesRule(rule, voter) ? null : 'notAVoter';
};

/** The voter's votes on the event's people's-choice awards that still count (eligibility.ts). */
export async function ballotOf(db: Db, eventId: number, voter: Voter, setup: VotingSetup): Promise<Ballot> {
  const awardIds = setup.awards.map((award) => award.id);
  const [cast, own] = await Promise.all([
    awardIds.length
      ? db
          .select({
            awardId: votes.awardId,
            projectId: votes.projectId,
            title: projects.title,
            slug: projects.slug,
          })
          .from(votes)
          .innerJoin(projects, eq(projects.id, votes.projectId))
          .innerJoin(awards, eq(awards.id, votes.awardId))
          .where(
            and(
              eq(votes.eventId, eventId),
              eq(votes.voterId, voter.id),
              inArray(votes.awardId, awardIds),
              countingVotes(setup.voterRule),
            ),
          )
          .orderBy(asc(votes.awardId), asc(votes.slot))
      : [],
    ownProjectIds(db, eventId, voter.id),
  ]);
  return { blockedBy: blockOf(voter, setup.voterRule), votes: cast, ownProjectIds: own };
}

export interface VoteChange {
  eventId: number;
  awardId: number;
  voter: Voter;
  projectId: number;
  now?: Date;
}

/**
 * Opens the ballot box for one change: locks the settings row in share mode for the transaction (so a
 * publication, a lower N or voting turned off waits for this vote, and this vote sees theirs), then
 * checks, in order, the box, the voter and, for a new vote, the project.
 */
async function openBallotBox(
  tx: Db,
  change: VoteChange,
): Promise<{ award: VotingAward; votesPerAward: number; voterRule: VoterRule }> {
  const setup = await loadVotingSetup(tx, change.eventId, { now: change.now, lock: 'share' });
  const award = setup.awards.find((candidate) => candidate.id === change.awardId);
  requireVoteAllowed(
    ballotBoxRefusal({
      isEnabled: setup.isEnabled,
      isPeoplesChoiceAward: award !== undefined,
      window: setup.window.state,
      resultsPublished: setup.resultsPublished,
    }),
  );
  const { voter } = change;
  requireVoteAllowed(
    voterRefusal({ isVerified: voter.isVerified, passesRule: voterPassesRule(setup.voterRule, voter) }),
  );
  return { award: award!, votesPerAward: setup.votesPerAward, voterRule: setup.voterRule };
}

async function requireCandidate(tx: Db, change: VoteChange, award: VotingAward): Promise<void> {
  const candidate = await findCandidate(tx, change.eventId, change.projectId, change.voter.id);
  if (!candidate) throw new AppError('not_found', 'Project not found');
  requireVoteAllowed(
    candidateRefusal({
      awardCategoryId: award.category?.id ?? null,
      projectCategoryIds: candidate.categoryIds,
      isOwnProject: candidate.isOwnProject,
    }),
  );
}

/** The voter's rows for one award, each marked with whether it still counts. */
function votesOf(tx: Db, awardId: number, voterId: number, rule: VoterRule) {
  return tx
    .select({
      id: votes.id,
      slot: votes.slot,
      projectId: votes.projectId,
      counts: sql<boolean>`${countingVotes(rule)}`.mapWith(Boolean),
    })
    .from(votes)
    .innerJoin(projects, eq(projects.id, votes.projectId))
    .innerJoin(awards, eq(awards.id, votes.awardId))
    .where(and(eq(votes.awardId, awardId), eq(votes.voterId, voterId)));
}

/**
 * A new vote takes the lowest slot below N not held by a vote that counts; a vote that stopped counting
 * (its project was declined) gives its slot up. The unique (award, voter, slot) index settles races:
 * when a concurrent vote took the slot first, nothing is written and the next free slot is tried, so
 * N votes at once all land and the N+1st is refused, and no vote is lost or counted twice.
 */
async function placeVote(tx: Db, change: VoteChange, votesPerAward: number, rule: VoterRule): Promise<void> {
  const { awardId, voter, projectId, eventId } = change;
  for (let attempt = 0; attempt <= votesPerAward; attempt++) {
    const mine = await votesOf(tx, awardId, voter.id, rule);
    if (mine.some((vote) => vote.projectId === projectId)) return;
    const held = new Set(mine.filter((vote) => vote.counts).map((vote) => vote.slot));
    const slot = Array.from({ length: votesPerAward }, (_, index) => index).find((s) => !held.has(s));
    if (slot === undefined) throw voteRefused('noVotesLeft');
    const stale = mine.find((vote) => vote.slot === slot);
    const written = stale
      ? await tx
          .update(votes)
          .set({ projectId, updatedAt: new Date() })
          .where(and(eq(votes.id, stale.id), eq(votes.projectId, stale.projectId)))
          .returning({ id: votes.id })
      : await tx
          .insert(votes)
          .values({ eventId, awardId, voterId: voter.id, slot, projectId })
          .onConflictDoNothing()
          .returning({ id: votes.id });
    if (written.length) return;
  }
  throw new AppError('conflict', 'Too many votes at once: please try again');
}

/** Moves one of the voter's votes to another project: its slot stays, so N is never exceeded. */
async function moveVote(tx: Db, change: VoteChange, fromProjectId: number, rule: VoterRule): Promise<void> {
  const { awardId, voter, projectId } = change;
  if (fromProjectId === projectId) return;
  const mine = await votesOf(tx, awardId, voter.id, rule);
  if (mine.some((vote) => vote.projectId === projectId)) throw voteRefused('alreadyVoted');
  const moved = await tx
    .update(votes)
    .set({ projectId, updatedAt: new Date() })
    .where(and(eq(votes.awardId, awardId), eq(votes.voterId, voter.id), eq(votes.projectId, fromProjectId)))
    .returning({ id: votes.id });
  if (!moved.length) throw voteRefused('notVoted');
}

/** Casts a vote, or moves one (`replacesProjectId`); casting the same vote again changes nothing. */
export async function castVote(db: Db, change: VoteChange & { replacesProjectId?: number }): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const { award, votesPerAward, voterRule } = await openBallotBox(tx, change);
      await requireCandidate(tx, change, award);
      if (change.replacesProjectId === undefined) await placeVote(tx, change, votesPerAward, voterRule);
      else await moveVote(tx, change, change.replacesProjectId, voterRule);
    });
  } catch (error) {
    // A move racing another vote of the same voter onto the same project: one of them wins.
    if (uniqueViolationOf(error)) throw voteRefused('alreadyVoted');
    // The project was deleted between the check and the write.
    if (databaseErrorOf(error)?.code === FOREIGN_KEY_VIOLATION)
      throw new AppError('not_found', 'Project not found');
    throw error;
  }
}

/** Takes a vote back (idempotent): the voter may spend it again while voting is open. */
export async function withdrawVote(db: Db, change: VoteChange): Promise<void> {
  await db.transaction(async (tx) => {
    await openBallotBox(tx, change);
    await tx
      .delete(votes)
      .where(
        and(
          eq(votes.awardId, change.awardId),
          eq(votes.voterId, change.voter.id),
          eq(votes.projectId, change.projectId),
        ),
      );
  });
}
