import { staffResourceOf } from '../events/resource';
import type { EventRow } from '../events/service';
import type { Resource } from '../http/endpoint';
import { viewableEventOf } from '../http/event-context';
import { type VotingActor, votingPolicy } from '../policies/voting';
import { findVoter } from './ballot';

const eventOf = (request: { params: unknown }) => (request.params as { idOrSlug: string }).idOrSlug;

/**
 * People's choice of an event the caller may open (404, or 401/403 for a draft, private or coded event,
 * as for every read), with the caller's standing in it; `withVoter` also reads the logged-in caller's
 * account as a voter.
 */
function peoplesChoiceOf(withVoter: boolean): Resource<VotingActor, EventRow> {
  return {
    async load(request) {
      const { event, access } = await viewableEventOf(request, eventOf(request));
      const voter =
        withVoter && request.viewer
          ? await findVoter(request.server.ctx.db, request.viewer.id, event.id)
          : null;
      return { actor: { ...access, voter }, record: event };
    },
    policy: votingPolicy,
    planOf: (event) => event.planId,
  };
}

/** The state of the vote and the votes: the caller as a voter. */
export const ballotResource = peoplesChoiceOf(true);
/** The counts: whether the caller is staff, who sees them before publication. */
export const countsResource = peoplesChoiceOf(false);
/** The organiser's settings and publication: the caller's role in the event, as for every staff action. */
export const votingStaffResource = staffResourceOf(eventOf, votingPolicy);
