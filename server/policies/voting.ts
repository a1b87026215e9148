import type { EventAction } from '../../common/permissions';
import { VOTE_REFUSAL_MESSAGES } from '../../common/voting';
import { archivedRefusal } from '../plans/archive';
import type { Voter } from '../voting/ballot';
import { voteRefused } from '../voting/policy';
import type { EventStanding } from './event';
import { type StaffRecord, staffEntry } from './event-staff';
import { definePolicy, loginRequired, type Rule } from './policy';

/**
 * Who acts on People's choice: their standing in the event and, for a vote, their account as a voter
 * (null when nobody is logged in or the account is gone).
 */
export type VotingActor = EventStanding & { voter?: Voter | null };

/** People's choice's staff actions, each an action of the event role table (docs/permissions.md). */
export const VOTING_STAFF_ACTIONS = {
  /** Turn voting on or off, choose the awards and the number of votes. */
  configure: 'edit_event',
  /** See the live counts before they are published. */
  see_live_counts: 'view_staff_area',
  /** Publish or hide the results, and give an award to its leaders. */
  publish: 'edit_event',
} as const satisfies Record<string, EventAction>;

export const VOTING_ACTIONS = ['vote', 'see_live_counts', 'configure', 'publish'] as const;
export type VotingAction = (typeof VOTING_ACTIONS)[number];

/**
 * A vote changes on an event that is not archived (409), for someone logged in (401 asking them to log
 * in to vote) whose account is found. Whether this vote may be cast (the window, a verified account,
 * the voter rule, one's own team) is decided with the ballot box locked (server/voting/ballot.ts).
 */
const mayChangeVotes: Rule<VotingActor, StaffRecord> = (actor, event) =>
  archivedRefusal(event) ?? (!actor.viewer ? voteRefused('login') : actor.voter ? true : loginRequired());

/** People's choice of an event as a resource: voting, and the staff's reads and writes. */
export const votingPolicy = definePolicy<VotingActor, StaffRecord, VotingAction>({
  // Each refusal of a vote is its own (above), so the rule never answers a bare 403.
  vote: { allow: mayChangeVotes, denied: VOTE_REFUSAL_MESSAGES.login },
  see_live_counts: staffEntry(VOTING_STAFF_ACTIONS.see_live_counts),
  configure: staffEntry(VOTING_STAFF_ACTIONS.configure),
  publish: staffEntry(VOTING_STAFF_ACTIONS.publish),
});
