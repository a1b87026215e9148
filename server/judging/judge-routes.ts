import type { FastifyInstance } from 'fastify';
import { judgingContract } from '../../common/contract/judging';
import { implement } from '../http/endpoint';
import { actorFor } from '../policies/actor';
import { myLooks, nextLook, skipLook, submitLook, undoLook } from './judge-queue';
import { registerAsJudge, setConflicts } from './judge-roster';
import { myJudging } from './my-judging';
import { teamFeedback } from './projects';
import { judgeOf, judgingResource, pathRound, teamFeedbackResource } from './resource';

/** The judge's phone: status, registration, conflicts, the current project, submit, skip, undo. */
export function judgingJudgeEndpoints(app: FastifyInstance) {
  const { db } = app.ctx;
  const c = judgingContract;
  const resource = judgingResource;
  const roundOf = pathRound(db);

  return {
    me: implement(c.me, { resource, handle: ({ actor }) => myJudging(db, actor) }),
    register: implement(c.register, {
      resource,
      handle: async ({ request, actor }) => {
        await registerAsJudge(db, actor.event, actor.viewer, actor.judge);
        // The caller's standing changed: read it again for the answer.
        return myJudging(db, await actorFor(request, actor.event.id));
      },
    }),
    declareConflicts: implement(c.declareConflicts, {
      resource,
      handle: async ({ request, actor }) => {
        await setConflicts(db, actor.event.id, judgeOf(actor).id, request.body.projectIds, 'judge');
        return myJudging(db, actor);
      },
    }),
    next: implement(c.next, {
      resource,
      handle: async ({ request, actor }) => nextLook(db, judgeOf(actor), await roundOf(request, actor.event)),
    }),
    myLooks: implement(c.myLooks, {
      resource,
      handle: async ({ request, actor }) => ({
        looks: await myLooks(db, judgeOf(actor), await roundOf(request, actor.event)),
      }),
    }),
    submitLook: implement(c.submitLook, {
      resource,
      handle: ({ request, actor }) => submitLook(db, judgeOf(actor), request.params.lookId, request.body),
    }),
    skipLook: implement(c.skipLook, {
      resource,
      handle: ({ request, actor }) => skipLook(db, judgeOf(actor), request.params.lookId, request.body),
    }),
    undoLook: implement(c.undoLook, {
      resource,
      handle: ({ request, actor }) => undoLook(db, judgeOf(actor), request.params.lookId),
    }),
    teamFeedback: implement(c.teamFeedback, {
      resource: teamFeedbackResource,
      handle: ({ record: { project } }) => teamFeedback(db, project.id),
    }),
  };
}
