import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { AwardResult } from '../../common/voting';
import { assignAward, refreshAwardRank } from '../awards/service';
import type { Db } from '../db/client';
import { awards, projectAwards, projects, peoplesChoiceVotes as votes } from '../db/schema';
import { AppError } from '../errors';
import { countingVotes, type VoterRule } from './eligibility';
import { loadVotingSetup, type VotingAward } from './settings';

interface ProjectTally {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  votes: number;
}

/** Ranks a tally, most votes first; equal counts share a rank (1, 2, 2, 4) and list by title. */
export function rankTally<T extends { votes: number; title: string; id: number }>(
  tally: readonly T[],
): (T & { rank: number })[] {
  const sorted = [...tally].sort(
    (a, b) => b.votes - a.votes || a.title.localeCompare(b.title) || a.id - b.id,
  );
  return sorted.map((entry) => ({
    ...entry,
    rank: sorted.findIndex((other) => other.votes === entry.votes) + 1,
  }));
}

/** Projects with the most votes (several when tied); none before the first vote. */
export const leadersOf = (ranked: readonly { votes: number; rank: number; id: number }[]) =>
  ranked.filter((entry) => entry.rank === 1 && entry.votes > 0).map((entry) => entry.id);

/**
 * Counts the votes of each award: one query for the per-project counts and one for the voters, both
 * over votes that count (countingVotes in eligibility.ts: projects still competing, voters off their
 * team and passing the event's voter rule). Exact at any moment: every
 * vote is a row, so a count is a count, never a counter kept beside the votes.
 */
export async function tallyVotes(
  db: Db,
  eventAwards: readonly VotingAward[],
  voterRule: VoterRule,
): Promise<AwardResult[]> {
  const awardIds = eventAwards.map((award) => award.id);
  if (!awardIds.length) return [];
  const counting = and(inArray(votes.awardId, awardIds), countingVotes(voterRule));
  const [perProject, perAward, holders] = await Promise.all([
    db
      .select({
        awardId: votes.awardId,
        id: projects.id,
        slug: projects.slug,
        title: projects.title,
        imageUrl: projects.imageUrl,
        votes: count(),
      })
      .from(votes)
      .innerJoin(projects, eq(projects.id, votes.projectId))
      .innerJoin(awards, eq(awards.id, votes.awardId))
      .where(counting)
      .groupBy(votes.awardId, projects.id),
    db
      .select({ awardId: votes.awardId, votes: count(), voters: countDistinct(votes.voterId) })
      .from(votes)
      .innerJoin(projects, eq(projects.id, votes.projectId))
      .innerJoin(awards, eq(awards.id, votes.awardId))
      .where(counting)
      .groupBy(votes.awardId),
    db
      .select({ awardId: projectAwards.awardId, projectId: projectAwards.projectId })
      .from(projectAwards)
      .where(inArray(projectAwards.awardId, awardIds)),
  ]);
  return eventAwards.map((award) => {
    const totals = perAward.find((row) => row.awardId === award.id);
    const tally: ProjectTally[] = perProject
      .filter((row) => row.awardId === award.id)
      .map(({ awardId: _, ...project }) => project);
    return {
      ...award,
      votes: totals?.votes ?? 0,
      voters: totals?.voters ?? 0,
      projects: rankTally(tally),
      winnerIds: holders.filter((row) => row.awardId === award.id).map((row) => row.projectId),
    };
  });
}

/**
 * Gives a people's-choice award to the project(s) with the most votes, in place of whoever held it:
 * one step from published results to a winner. The results must be published, so the votes are final.
 */
export async function giveAwardToLeaders(db: Db, eventId: number, awardId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const setup = await loadVotingSetup(tx, eventId, { lock: 'share' });
    const award = setup.awards.find((candidate) => candidate.id === awardId);
    if (!award) throw new AppError('not_found', "This award is not decided by people's choice");
    if (!setup.resultsPublished)
      throw new AppError(
        'conflict',
        'Publish the results first: the winner comes from the final count',
        'voting.error.notPublished',
      );
    const [result] = await tallyVotes(tx, [award], setup.voterRule);
    const leaders = leadersOf(result!.projects);
    if (!leaders.length)
      throw new AppError('conflict', 'Nobody has voted for this award', 'voting.error.noVotes');
    const previous = await tx
      .delete(projectAwards)
      .where(eq(projectAwards.awardId, awardId))
      .returning({ projectId: projectAwards.projectId });
    await refreshAwardRank(
      tx,
      previous.map((row) => row.projectId).filter((id) => !leaders.includes(id)),
    );
    await assignAward(tx, awardId, leaders);
    return leaders;
  });
}
