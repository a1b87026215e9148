import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  judgeReviewResponse,
  lateDecisionInput,
  leaderboardQuery,
  leaderboardResponse,
  planResponse,
  progressResponse,
  resultsToAwardsInput,
  resultsToAwardsResponse,
} from '../../common/judging';
import { positiveId } from '../http/query';
import { requireFeature } from '../plans/features';
import { JUDGING_BASE, judgingRouteTable } from './organiser-routes';
import { requireJudging } from './policy';
import {
  decideLateLook,
  judgeReview,
  resultsToAwards,
  roundLeaderboard,
  roundPlan,
  roundProgress,
  scoresCsv,
} from './results';
import { roundParams } from './round-routes';
import { requireRound } from './rounds';

/** Live results of a round for event staff, its CSV, and results turned into awards. */
export const judgingResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const route = judgingRouteTable(app);

  const staffRound = async (
    request: Parameters<typeof requireJudging>[0],
    eventId: number,
    roundId: number,
  ) => {
    const { event } = await requireJudging(request, eventId, 'view_judging');
    return requireRound(db, event.id, roundId);
  };

  route(
    'GET',
    `${JUDGING_BASE}/rounds/:roundId/leaderboard`,
    {
      summary: 'The ranked board of a round (or of one category), with intervals and needs-more-looks',
      params: roundParams,
      querystring: leaderboardQuery,
      response: leaderboardResponse,
    },
    async (request) => {
      const loaded = await staffRound(request, request.params.eventId, request.params.roundId);
      return roundLeaderboard(db, loaded, request.query);
    },
  );

  route(
    'PUT',
    `${JUDGING_BASE}/rounds/:roundId/late-looks/:lookId`,
    {
      summary: 'Count a score that arrived after the round closed, or leave it out',
      params: roundParams.extend({ lookId: positiveId }),
      body: lateDecisionInput,
      response: z.object({ lookId: positiveId, counted: z.boolean() }),
    },
    async (request) => {
      const { event } = await requireJudging(request, request.params.eventId, 'manage_judging');
      const loaded = await requireRound(db, event.id, request.params.roundId);
      await decideLateLook(db, loaded, request.params.lookId, request.body.counted);
      return { lookId: request.params.lookId, counted: request.body.counted };
    },
  );

  route(
    'GET',
    `${JUDGING_BASE}/rounds/:roundId/progress`,
    {
      summary: 'Per judge: done, skipped, current and planned looks; projects at their target',
      params: roundParams,
      response: progressResponse,
    },
    async (request) => {
      const loaded = await staffRound(request, request.params.eventId, request.params.roundId);
      return roundProgress(db, loaded);
    },
  );

  route(
    'GET',
    `${JUDGING_BASE}/rounds/:roundId/plan`,
    {
      summary: 'The balanced plan of the looks still needed, per judge (for printed sheets)',
      params: roundParams,
      response: planResponse,
    },
    async (request) => {
      const loaded = await staffRound(request, request.params.eventId, request.params.roundId);
      return roundPlan(db, loaded);
    },
  );

  route(
    'GET',
    `${JUDGING_BASE}/rounds/:roundId/judge-review`,
    {
      summary: "Each judge's rubric calibration and pairwise reliability",
      params: roundParams,
      response: judgeReviewResponse,
    },
    async (request) => {
      const loaded = await staffRound(request, request.params.eventId, request.params.roundId);
      return judgeReview(db, loaded);
    },
  );

  app.get(
    `${JUDGING_BASE}/rounds/:roundId/scores.csv`,
    {
      schema: {
        tags: ['judging'],
        summary: 'Every look of the round as CSV (event staff)',
        params: roundParams,
      },
    },
    async (request, reply) => {
      const loaded = await staffRound(request, request.params.eventId, request.params.roundId);
      const csv = await scoresCsv(db, loaded);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="judging-round-${loaded.round.id}-scores.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );

  route(
    'POST',
    `${JUDGING_BASE}/rounds/:roundId/awards`,
    {
      summary: 'Give awards to the top projects of the round or of a category',
      description:
        'The i-th ranked project (with at least one finished look) gets places[i]; repeat an award id ' +
        'to give it to several. Publish awards as usual afterwards.',
      params: roundParams,
      body: resultsToAwardsInput,
      response: resultsToAwardsResponse,
    },
    async (request) => {
      const { event } = await requireJudging(request, request.params.eventId, 'manage_judging');
      await requireFeature(db, event.planId, 'enable_awards');
      const loaded = await requireRound(db, event.id, request.params.roundId);
      return resultsToAwards(db, loaded, request.body);
    },
  );
};
