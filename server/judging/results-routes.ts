import type { FastifyInstance } from 'fastify';
import { judgingContract } from '../../common/contract/judging';
import { judgingFileRoutes } from '../../common/contract/routes/judging';
import { guard, implement } from '../http/endpoint';
import { requireFeature } from '../plans/features';
import { judgingResource, pathRound } from './resource';
import {
  decideLateLook,
  judgeReview,
  resultsToAwards,
  roundLeaderboard,
  roundPlan,
  roundProgress,
  scoresCsv,
} from './results';

/** Live results of a round for event staff, and results turned into awards. */
export function judgingResultsEndpoints(app: FastifyInstance) {
  const { db } = app.ctx;
  const c = judgingContract;
  const resource = judgingResource;
  const roundOf = pathRound(db);

  return {
    leaderboard: implement(c.leaderboard, {
      resource,
      handle: async ({ request, record: { event } }) =>
        roundLeaderboard(db, await roundOf(request, event), request.query),
    }),
    decideLateLook: implement(c.decideLateLook, {
      resource,
      handle: async ({ request, record: { event } }) => {
        const { lookId } = request.params;
        await decideLateLook(db, await roundOf(request, event), lookId, request.body.counted);
        return { lookId, counted: request.body.counted };
      },
    }),
    progress: implement(c.progress, {
      resource,
      handle: async ({ request, record: { event } }) => roundProgress(db, await roundOf(request, event)),
    }),
    plan: implement(c.plan, {
      resource,
      handle: async ({ request, record: { event } }) => roundPlan(db, await roundOf(request, event)),
    }),
    review: implement(c.review, {
      resource,
      handle: async ({ request, record: { event } }) => judgeReview(db, await roundOf(request, event)),
    }),
    makeAwards: implement(c.makeAwards, {
      resource,
      handle: async ({ request, record: { event } }) => {
        await requireFeature(db, event.planId, 'enable_awards');
        return resultsToAwards(db, await roundOf(request, event), request.body);
      },
    }),
  };
}

/**
 * Every look of a round as a CSV file: not JSON, so registered by hand with the contract's path, the
 * round's params and the same guard as the round's other reads.
 */
export function registerScoresCsv(app: FastifyInstance) {
  const { db } = app.ctx;
  /** A round's other reads: their tags, params, action and plan feature. */
  const read = judgingContract.round;
  app.get<{ Params: { eventId: number; roundId: number } }>(
    judgingFileRoutes.routes.scores.path,
    {
      schema: {
        tags: [...read.tags],
        summary: 'Every look of the round as CSV (event staff)',
        params: read.params,
      },
    },
    async (request, reply) => {
      const { record } = await guard(app, request, read, judgingResource);
      const loaded = await pathRound(db)(request, record.event);
      const csv = await scoresCsv(db, loaded);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="judging-round-${loaded.round.id}-scores.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );
}
