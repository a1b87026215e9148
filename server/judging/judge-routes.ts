import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conflictsInput,
  judgeQueueSchema,
  lookResultSchema,
  myJudgingSchema,
  myLooksResponse,
  skipLookInput,
  submitLookInput,
  teamFeedbackResponse,
} from '../../common/judging';
import { AppError } from '../errors';
import { idOrSlug, positiveId } from '../http/query';
import { requireFeature } from '../plans/features';
import { openRequestedProject } from '../projects/access';
import { myLooks, nextLook, skipLook, submitLook, undoLook } from './judge-queue';
import { registerAsJudge, setConflicts } from './judge-roster';
import { myJudging } from './my-judging';
import { JUDGING_BASE, judgingParams, judgingRouteTable } from './organiser-routes';
import { canReadTeamFeedback, requireJudge, requireJudgingCaller, requireListedJudge } from './policy';
import { teamFeedback } from './projects';
import { roundParams } from './round-routes';
import { requireRound } from './rounds';

const lookParams = z.object({ eventId: positiveId, lookId: positiveId });

/** The judge's phone: status, registration, conflicts, the current project, submit, skip, undo. */
export const judgingJudgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const route = judgingRouteTable(app);

  route(
    'GET',
    `${JUDGING_BASE}/me`,
    {
      summary: "The caller's judge status, the registration window, their conflicts and open rounds",
      params: judgingParams,
      response: myJudgingSchema,
    },
    async (request) => myJudging(db, await requireJudgingCaller(request, request.params.eventId)),
  );

  route(
    'POST',
    `${JUDGING_BASE}/registrations`,
    {
      summary: 'Register as a judge (pending until an organiser accepts)',
      description: 'Only while the organiser allows it and the judge-registration timeline window is open.',
      params: judgingParams,
      response: myJudgingSchema,
    },
    async (request) => {
      const actor = await requireJudgingCaller(request, request.params.eventId);
      await registerAsJudge(db, actor.event, actor.viewer, actor.judge);
      return myJudging(db, await requireJudgingCaller(request, request.params.eventId));
    },
  );

  route(
    'PUT',
    `${JUDGING_BASE}/me/conflicts`,
    {
      summary: 'Declare the projects you have a conflict of interest with (your whole list)',
      params: judgingParams,
      body: conflictsInput,
      response: myJudgingSchema,
    },
    async (request) => {
      const actor = await requireListedJudge(request, request.params.eventId);
      await setConflicts(db, actor.event.id, actor.judge.id, request.body.projectIds, 'judge');
      return myJudging(db, actor);
    },
  );

  route(
    'POST',
    `${JUDGING_BASE}/rounds/:roundId/next`,
    {
      summary: 'Your current project: the unfinished one, else a pin, else the one that most needs a look',
      description: 'Stored as an unfinished look, so calling again (a reload) answers with the same project.',
      params: roundParams,
      response: judgeQueueSchema,
    },
    async (request) => {
      const { judge, event } = await requireJudge(request, request.params.eventId);
      return nextLook(db, judge, await requireRound(db, event.id, request.params.roundId));
    },
  );

  route(
    'GET',
    `${JUDGING_BASE}/rounds/:roundId/my-looks`,
    {
      summary: 'Your looks in this round with what you entered',
      params: roundParams,
      response: myLooksResponse,
    },
    async (request) => {
      const { judge, event } = await requireJudge(request, request.params.eventId);
      return { looks: await myLooks(db, judge, await requireRound(db, event.id, request.params.roundId)) };
    },
  );

  route(
    'POST',
    `${JUDGING_BASE}/looks/:lookId/submit`,
    {
      summary: 'Submit your score sheet and/or pairwise answer for your current project',
      description: 'A retry with the same idempotency key stores nothing new and answers replayed=true.',
      params: lookParams,
      body: submitLookInput,
      response: lookResultSchema,
    },
    async (request) => {
      const { judge } = await requireJudge(request, request.params.eventId);
      return submitLook(db, judge, request.params.lookId, request.body);
    },
  );

  route(
    'POST',
    `${JUDGING_BASE}/looks/:lookId/skip`,
    {
      summary: 'Skip your current project (team absent, a conflict of interest, other)',
      params: lookParams,
      body: skipLookInput,
      response: lookResultSchema,
    },
    async (request) => {
      const { judge } = await requireJudge(request, request.params.eventId);
      return skipLook(db, judge, request.params.lookId, request.body);
    },
  );

  route(
    'POST',
    `${JUDGING_BASE}/looks/:lookId/undo`,
    {
      summary: 'Reopen your last submission of the round (the project after it is released)',
      params: lookParams,
      response: judgeQueueSchema,
    },
    async (request) => {
      const { judge } = await requireJudge(request, request.params.eventId);
      return undoLook(db, judge, request.params.lookId);
    },
  );

  route(
    'GET',
    '/project/:idOrSlug/judging-feedback',
    {
      summary: "Judges' comments on a project, once the organiser released them (its team only)",
      params: z.object({ idOrSlug }),
      response: teamFeedbackResponse,
    },
    async (request) => {
      const { project, event, actor } = await openRequestedProject(request, request.params.idOrSlug, 'view');
      if (!actor.viewer) throw new AppError('unauthorized', 'Login required');
      if (!canReadTeamFeedback(actor)) {
        throw new AppError('forbidden', "Only the project's team may read the judges' comments");
      }
      await requireFeature(db, event.planId, 'enable_judging');
      return teamFeedback(db, project.id);
    },
  );
};
