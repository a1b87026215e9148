import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { castVoteBody, peoplesChoiceSchema, resultsSchema } from '../../common/voting';
import { AppError } from '../errors';
import { errorResponses } from '../http/error-responses';
import { viewableEventOf } from '../http/event-context';
import { idOrSlug, positiveId } from '../http/query';
import { requireNotArchived } from '../plans/archive';
import { ballotOf, castVote, findVoter, type Voter, withdrawVote } from './ballot';
import { canSeeLiveCounts, voteRefused } from './policy';
import { presentPeoplesChoice } from './presenter';
import { tallyVotes } from './results';
import { loadVotingSetup } from './settings';

const eventParams = z.object({ idOrSlug });
const awardParams = eventParams.extend({ awardId: positiveId });

/** The logged-in caller as a voter; anonymous callers are asked to log in. */
async function requireVoter(request: FastifyRequest, eventId: number): Promise<Voter> {
  if (!request.viewer) throw voteRefused('login');
  const voter = await findVoter(request.server.ctx.db, request.viewer.id, eventId);
  if (!voter) throw new AppError('unauthorized', 'Login required');
  return voter;
}

/** People's choice for visitors: the state of the vote, their ballot, votes, and published results. */
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

  app.get(
    '/partners/events/:idOrSlug/peoples-choice',
    {
      schema: {
        tags: ['voting'],
        summary: "People's choice: whether voting is on, its window and awards, and the caller's votes",
        params: eventParams,
        response: { 200: peoplesChoiceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { event } = await viewableEventOf(request, request.params.idOrSlug);
      const voter = request.viewer ? await findVoter(db, request.viewer.id, event.id) : null;
      if (voter) return stateFor(event.id, voter);
      return presentPeoplesChoice(await loadVotingSetup(db, event.id), null);
    },
  );

  app.post(
    '/partners/events/:idOrSlug/peoples-choice/awards/:awardId/votes',
    {
      onRequest: voteLimit,
      schema: {
        tags: ['voting'],
        summary: 'Vote for a project, or move a vote to it (replacesProjectId); voting again is a no-op',
        description:
          'Verified accounts, while the showcase window is open and the results are not published. ' +
          'Each account has N votes per award, each on a different project, never on its own team.',
        params: awardParams,
        body: castVoteBody,
        response: { 200: peoplesChoiceSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { event } = await viewableEventOf(request, request.params.idOrSlug);
      requireNotArchived(event);
      const voter = await requireVoter(request, event.id);
      const { projectId, replacesProjectId } = request.body;
      await castVote(db, {
        eventId: event.id,
        awardId: request.params.awardId,
        voter,
        projectId,
        replacesProjectId,
      });
      return stateFor(event.id, voter);
    },
  );

  app.delete(
    '/partners/events/:idOrSlug/peoples-choice/awards/:awardId/votes/:projectId',
    {
      onRequest: voteLimit,
      schema: {
        tags: ['voting'],
        summary: 'Take a vote back (idempotent) while voting is open',
        params: awardParams.extend({ projectId: positiveId }),
        response: { 200: peoplesChoiceSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { event } = await viewableEventOf(request, request.params.idOrSlug);
      requireNotArchived(event);
      const voter = await requireVoter(request, event.id);
      await withdrawVote(db, {
        eventId: event.id,
        awardId: request.params.awardId,
        voter,
        projectId: request.params.projectId,
      });
      return stateFor(event.id, voter);
    },
  );

  app.get(
    '/partners/events/:idOrSlug/peoples-choice/results',
    {
      schema: {
        tags: ['voting'],
        summary: "People's choice counts per award: live for event staff, for everyone once published",
        params: eventParams,
        response: { 200: resultsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { event, access } = await viewableEventOf(request, request.params.idOrSlug);
      const setup = await loadVotingSetup(db, event.id);
      if (!setup.resultsPublished && !canSeeLiveCounts(access)) return { published: false, awards: [] };
      return {
        published: setup.resultsPublished,
        awards: await tallyVotes(db, setup.awards, setup.voterRule),
      };
    },
  );
};
