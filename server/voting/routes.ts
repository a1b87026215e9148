import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { votingContract } from '../../common/contract/voting';
import { AppError } from '../errors';
import { implement, registerEndpoints } from '../http/endpoint';
import { votingPolicy } from '../policies/voting';
import { ballotOf, castVote, type Voter, withdrawVote } from './ballot';
import { presentPeoplesChoice } from './presenter';
import { ballotResource, countsResource } from './resource';
import { tallyVotes } from './results';
import { loadVotingSetup } from './settings';

/**
 * People's choice for visitors (common/contract/voting.ts): the state of the vote, the caller's ballot,
 * votes, and published results. A vote needs the voting policy's `vote` (a logged-in voter, an event
 * not archived); the rest of its rules are decided with the ballot box locked.
 */
export const votingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  // One limiter for every vote change (vote, move, take back): a per-route limit would give each
  // route its own budget, so 30 votes and 30 withdrawals a minute. Authentication runs first, so a
  // voter's budget follows the account, not the address.
  const voteLimit = app.rateLimit({
    max: config.VOTE_RATE_LIMIT,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.viewer ? `vote:user:${request.viewer.id}` : `vote:ip:${request.ip}`,
    errorResponseBuilder: () => new AppError('too_many', 'Too many votes at once, please slow down'),
  });

  /** The state after a change, as the voter sees it. */
  const stateFor = async (eventId: number, voter: Voter) => {
    const setup = await loadVotingSetup(db, eventId);
    return presentPeoplesChoice(setup, await ballotOf(db, eventId, voter, setup));
  };

  registerEndpoints(app, votingContract, {
    state: implement(votingContract.state, {
      resource: ballotResource,
      handle: async ({ actor: { voter }, record: event }) =>
        voter ? stateFor(event.id, voter) : presentPeoplesChoice(await loadVotingSetup(db, event.id), null),
    }),

    vote: implement(votingContract.vote, {
      resource: ballotResource,
      hooks: { onRequest: voteLimit },
      handle: async ({ request, actor, record: event }) => {
        const { projectId, replacesProjectId } = request.body;
        const voter = actor.voter!;
        await castVote(db, {
          eventId: event.id,
          awardId: request.params.awardId,
          voter,
          projectId,
          replacesProjectId,
        });
        return stateFor(event.id, voter);
      },
    }),

    withdraw: implement(votingContract.withdraw, {
      resource: ballotResource,
      hooks: { onRequest: voteLimit },
      handle: async ({ request, actor, record: event }) => {
        const voter = actor.voter!;
        const { awardId, projectId } = request.params;
        await withdrawVote(db, { eventId: event.id, awardId, voter, projectId });
        return stateFor(event.id, voter);
      },
    }),

    results: implement(votingContract.results, {
      resource: countsResource,
      handle: async ({ actor, record: event }) => {
        const setup = await loadVotingSetup(db, event.id);
        if (!setup.resultsPublished && !votingPolicy.can(actor, 'see_live_counts', event))
          return { published: false, awards: [] };
        return {
          published: setup.resultsPublished,
          awards: await tallyVotes(db, setup.awards, setup.voterRule),
        };
      },
    }),
  });
};
