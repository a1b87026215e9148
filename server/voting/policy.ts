import {
  VOTE_REFUSAL_MESSAGES,
  type VoteRefusal,
  type VotingWindowState,
  voteRefusalKey,
} from '../../common/voting';
import { AppError, type AppErrorCode } from '../errors';

/**
 * Whether a vote may change, in one place (docs/permissions.md, "People's choice"): a chain of
 * refusals, checked in the order below so each caller hears the most useful reason first. Who may ask
 * at all (staff actions, a logged-in voter) is the voting policy's, server/policies/voting.ts.
 */

export interface BallotBox {
  isEnabled: boolean;
  isPeoplesChoiceAward: boolean;
  window: VotingWindowState;
  resultsPublished: boolean;
}

/** Whether votes for this award may change at all right now, whoever asks. */
export function ballotBoxRefusal(box: BallotBox): VoteRefusal | null {
  if (!box.isEnabled) return 'off';
  if (!box.isPeoplesChoiceAward) return 'notAnAward';
  if (box.resultsPublished) return 'published';
  if (box.window === 'none') return 'noWindow';
  if (box.window === 'upcoming') return 'notOpenYet';
  if (box.window === 'closed') return 'closed';
  return null;
}

/**
 * Any verified account that may open the event votes, unless the event chose the stricter voter rule
 * (eligibility.ts) and the account passes it not; anonymous callers log in first.
 */
export function voterRefusal(voter: { isVerified: boolean; passesRule: boolean } | null): VoteRefusal | null {
  if (!voter) return 'login';
  if (!voter.isVerified) return 'unverified';
  if (!voter.passesRule) return 'notAVoter';
  return null;
}

export interface Candidate {
  /** The award's category, when it has one: only that category's projects compete. */
  awardCategoryId: number | null;
  projectCategoryIds: readonly number[];
  /** The voter is on the project's team. */
  isOwnProject: boolean;
}

/**
 * Teams may vote like anyone, but not for their own project: with a few hundred voters, every team
 * voting for itself would decide the award (docs/decisions/009-peoples-choice-votes.md).
 */
export function candidateRefusal(candidate: Candidate): VoteRefusal | null {
  if (candidate.awardCategoryId !== null && !candidate.projectCategoryIds.includes(candidate.awardCategoryId))
    return 'notEligible';
  if (candidate.isOwnProject) return 'ownProject';
  return null;
}

const STATUS_OF: Record<VoteRefusal, AppErrorCode> = {
  off: 'conflict',
  notAnAward: 'not_found',
  notOpenYet: 'conflict',
  closed: 'conflict',
  noWindow: 'conflict',
  published: 'conflict',
  login: 'unauthorized',
  unverified: 'forbidden',
  notAVoter: 'forbidden',
  ownProject: 'forbidden',
  notEligible: 'bad_request',
  noVotesLeft: 'conflict',
  alreadyVoted: 'conflict',
  notVoted: 'conflict',
};

/** The answer to a refused vote: its status, an English message and the key the browser translates. */
export const voteRefused = (reason: VoteRefusal) =>
  new AppError(STATUS_OF[reason], VOTE_REFUSAL_MESSAGES[reason], voteRefusalKey(reason));

export function requireVoteAllowed(reason: VoteRefusal | null): void {
  if (reason) throw voteRefused(reason);
}
