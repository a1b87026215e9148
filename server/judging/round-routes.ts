import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../common/api';
import {
  feedbackInput,
  pinInput,
  reassignInput,
  roundDetailSchema,
  roundInput,
  roundPatch,
  roundSchema,
  roundsResponse,
} from '../../common/judging';
import type { Db } from '../db/client';
import { positiveId } from '../http/query';
import { JUDGING_BASE, judgingParams, judgingRouteTable } from './organiser-routes';
import { addPin, reassign, removePin } from './pins';
import { requireJudging } from './policy';
import { judgingProjects } from './projects';
import { loadPins } from './round-data';
import {
  createRound,
  deleteRound,
  type LoadedRound,
  listRoundRows,
  presentRound,
  releaseFeedback,
  requireRound,
  roundProjectIds,
  setRoundOpen,
  updateRound,
} from './rounds';

export const roundParams = z.object({ eventId: positiveId, roundId: positiveId });

async function presentRoundDetail(db: Db, loaded: LoadedRound) {
  const [round, pins, ids, projects] = await Promise.all([
    presentRound(db, loaded),
    loadPins(db, loaded.round.id),
    roundProjectIds(db, loaded.round),
    judgingProjects(db, loaded.round.eventId),
  ]);
  const inRound = new Set(ids);
  return { ...round, pins, projects: projects.filter((project) => inRound.has(project.id)) };
}

/** Organisers create rounds, open and close them, pin and move projects, and release feedback. */
export const judgingRoundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const route = judgingRouteTable(app);

  /** The round of the path, after checking the caller may take `action` on the event's judging. */
  const roundFor = async (
    request: Parameters<typeof requireJudging>[0],
    params: { eventId: number; roundId: number },
    action: 'view_judging' | 'manage_judging',
  ) => {
    const actor = await requireJudging(request, params.eventId, action);
    return { actor, loaded: await requireRound(db, actor.event.id, params.roundId) };
  };

  route(
    'GET',
    `${JUDGING_BASE}/rounds`,
    {
      summary: "The event's judging rounds",
      params: judgingParams,
      response: roundsResponse,
    },
    async (request) => {
      const { event } = await requireJudging(request, request.params.eventId, 'view_judging');
      const rows = await listRoundRows(db, event.id);
      return { rounds: await Promise.all(rows.map((loaded) => presentRound(db, loaded))) };
    },
  );

  route(
    'POST',
    `${JUDGING_BASE}/rounds`,
    {
      summary: 'Create a judging round (a draft until opened by hand or by its timeline entry)',
      params: judgingParams,
      body: roundInput,
      response: roundSchema,
    },
    async (request) => {
      const { event } = await requireJudging(request, request.params.eventId, 'manage_judging');
      return presentRound(db, await createRound(db, event.id, request.body));
    },
  );

  route(
    'GET',
    `${JUDGING_BASE}/rounds/:roundId`,
    {
      summary: 'A round with its pins and projects',
      params: roundParams,
      response: roundDetailSchema,
    },
    async (request) => {
      const { loaded } = await roundFor(request, request.params, 'view_judging');
      return presentRoundDetail(db, loaded);
    },
  );

  route(
    'PATCH',
    `${JUDGING_BASE}/rounds/:roundId`,
    {
      summary: 'Edit a round (mode and project set only before the first finished look)',
      params: roundParams,
      body: roundPatch,
      response: roundSchema,
    },
    async (request) => {
      const { loaded } = await roundFor(request, request.params, 'manage_judging');
      return presentRound(db, await updateRound(db, loaded, request.body));
    },
  );

  route(
    'DELETE',
    `${JUDGING_BASE}/rounds/:roundId`,
    {
      summary: 'Delete a round that has no finished looks',
      params: roundParams,
      response: messageResponse,
    },
    async (request) => {
      const { loaded } = await roundFor(request, request.params, 'manage_judging');
      await deleteRound(db, loaded);
      return { message: 'Round deleted' };
    },
  );

  for (const [path, open] of [
    ['open', true],
    ['close', false],
  ] as const) {
    route(
      'POST',
      `${JUDGING_BASE}/rounds/:roundId/${path}`,
      {
        summary: open ? 'Open a round by hand' : 'Close a round by hand',
        description: 'Unties the round from its timeline entry.',
        params: roundParams,
        response: roundSchema,
      },
      async (request) => {
        const { loaded } = await roundFor(request, request.params, 'manage_judging');
        return presentRound(db, await setRoundOpen(db, loaded, open));
      },
    );
  }

  route(
    'POST',
    `${JUDGING_BASE}/rounds/:roundId/pins`,
    {
      summary: 'Pin a project to a judge: it is their next one (the hard rules still hold)',
      params: roundParams,
      body: pinInput,
      response: roundDetailSchema,
    },
    async (request) => {
      const { loaded } = await roundFor(request, request.params, 'manage_judging');
      await addPin(db, loaded, request.body.judgeId, request.body.projectId);
      return presentRoundDetail(db, loaded);
    },
  );

  route(
    'DELETE',
    `${JUDGING_BASE}/rounds/:roundId/pins/:judgeId/:projectId`,
    {
      summary: 'Remove a pin',
      params: roundParams.extend({ judgeId: positiveId, projectId: positiveId }),
      response: roundDetailSchema,
    },
    async (request) => {
      const { loaded } = await roundFor(request, request.params, 'manage_judging');
      await removePin(db, loaded, request.params.judgeId, request.params.projectId);
      return presentRoundDetail(db, loaded);
    },
  );

  route(
    'POST',
    `${JUDGING_BASE}/rounds/:roundId/reassign`,
    {
      summary: 'Move a project from one judge (their unfinished look or pin) to another (as a pin)',
      params: roundParams,
      body: reassignInput,
      response: roundDetailSchema,
    },
    async (request) => {
      const { loaded } = await roundFor(request, request.params, 'manage_judging');
      await reassign(db, loaded, request.body);
      return presentRoundDetail(db, loaded);
    },
  );

  route(
    'PUT',
    `${JUDGING_BASE}/rounds/:roundId/feedback`,
    {
      summary: "Show (or hide) the judges' comments of this round to each team",
      params: roundParams,
      body: feedbackInput,
      response: roundSchema,
    },
    async (request) => {
      const { loaded } = await roundFor(request, request.params, 'manage_judging');
      return presentRound(db, await releaseFeedback(db, loaded, request.body.released));
    },
  );
};
