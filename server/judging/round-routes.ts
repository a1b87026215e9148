import type { FastifyInstance } from 'fastify';
import { judgingContract } from '../../common/contract/judging';
import type { Db } from '../db/client';
import { implement } from '../http/endpoint';
import { addPin, reassign, removePin } from './pins';
import { judgingProjects } from './projects';
import { judgingResource, pathRound } from './resource';
import { loadPins } from './round-data';
import {
  createRound,
  deleteRound,
  type LoadedRound,
  listRoundRows,
  presentRound,
  releaseFeedback,
  roundProjectIds,
  setRoundOpen,
  updateRound,
} from './rounds';

/** What a round's handler reads: the path's round id and the event the guard let the caller act on. */
interface RoundCall {
  request: { params: { roundId: number } };
  record: { event: { id: number } };
}

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
export function judgingRoundEndpoints(app: FastifyInstance) {
  const { db } = app.ctx;
  const c = judgingContract;
  const resource = judgingResource;
  const roundOf = pathRound(db);
  /** Opening and closing by hand: one implementation for both entries. */
  const openOrClose = (open: boolean) => ({
    resource,
    handle: async ({ request, record: { event } }: RoundCall) =>
      presentRound(db, await setRoundOpen(db, await roundOf(request, event), open)),
  });

  return {
    rounds: implement(c.rounds, {
      resource,
      handle: async ({ record: { event } }) => {
        const rows = await listRoundRows(db, event.id);
        return { rounds: await Promise.all(rows.map((loaded) => presentRound(db, loaded))) };
      },
    }),
    createRound: implement(c.createRound, {
      resource,
      handle: async ({ request, record: { event } }) =>
        presentRound(db, await createRound(db, event.id, request.body)),
    }),
    round: implement(c.round, {
      resource,
      handle: async ({ request, record: { event } }) => presentRoundDetail(db, await roundOf(request, event)),
    }),
    editRound: implement(c.editRound, {
      resource,
      handle: async ({ request, record: { event } }) =>
        presentRound(db, await updateRound(db, await roundOf(request, event), request.body)),
    }),
    deleteRound: implement(c.deleteRound, {
      resource,
      handle: async ({ request, record: { event } }) => {
        await deleteRound(db, await roundOf(request, event));
        return { message: 'Round deleted' };
      },
    }),
    openRound: implement(c.openRound, openOrClose(true)),
    closeRound: implement(c.closeRound, openOrClose(false)),
    pin: implement(c.pin, {
      resource,
      handle: async ({ request, record: { event } }) => {
        const loaded = await roundOf(request, event);
        await addPin(db, loaded, request.body.judgeId, request.body.projectId);
        return presentRoundDetail(db, loaded);
      },
    }),
    unpin: implement(c.unpin, {
      resource,
      handle: async ({ request, record: { event } }) => {
        const loaded = await roundOf(request, event);
        await removePin(db, loaded, request.params.judgeId, request.params.projectId);
        return presentRoundDetail(db, loaded);
      },
    }),
    reassign: implement(c.reassign, {
      resource,
      handle: async ({ request, record: { event } }) => {
        const loaded = await roundOf(request, event);
        await reassign(db, loaded, request.body);
        return presentRoundDetail(db, loaded);
      },
    }),
    releaseFeedback: implement(c.releaseFeedback, {
      resource,
      handle: async ({ request, record: { event } }) =>
        presentRound(db, await releaseFeedback(db, await roundOf(request, event), request.body.released)),
    }),
  };
}
