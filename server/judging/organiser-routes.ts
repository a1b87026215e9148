import type { FastifyInstance } from 'fastify';
import { judgingContract } from '../../common/contract/judging';
import { cancelEventInvitation } from '../events/members';
import { implement } from '../http/endpoint';
import {
  acceptRegistration,
  findListedJudge,
  inviteJudge,
  judgingSettingsOf,
  listJudgeInvitations,
  listJudges,
  presentJudge,
  removeJudge,
  setConflicts,
  updateJudgingSettings,
} from './judge-roster';
import { judgingProjects, setTableNumbers } from './projects';
import { judgingResource } from './resource';
import { listRubrics, replaceRubric } from './rubric-store';

/** Organisers set up judging: self-registration, the judge list, table numbers and rubrics. */
export function judgingOrganiserEndpoints(app: FastifyInstance) {
  const { db } = app.ctx;
  const c = judgingContract;
  const resource = judgingResource;
  return {
    settings: implement(c.settings, {
      resource,
      handle: ({ record: { event } }) => judgingSettingsOf(db, event.id),
    }),
    saveSettings: implement(c.saveSettings, {
      resource,
      handle: ({ request, record: { event } }) => updateJudgingSettings(db, event.id, request.body),
    }),
    judges: implement(c.judges, {
      resource,
      handle: async ({ record: { event } }) => {
        const [judges, invitations] = await Promise.all([
          listJudges(db, event.id),
          listJudgeInvitations(db, event.id),
        ]);
        return { judges, invitations };
      },
    }),
    invite: implement(c.invite, {
      resource,
      handle: ({ request, actor, record: { event } }) =>
        inviteJudge(app.ctx, event, actor.viewer, request.body),
    }),
    acceptJudge: implement(c.acceptJudge, {
      resource,
      handle: async ({ request, record: { event } }) => {
        await acceptRegistration(db, event.id, request.params.judgeId);
        return presentJudge(db, event.id, request.params.judgeId);
      },
    }),
    removeJudge: implement(c.removeJudge, {
      resource,
      handle: async ({ request, record: { event } }) => {
        await removeJudge(db, event.id, request.params.judgeId);
        return { message: 'Judge removed' };
      },
    }),
    setConflicts: implement(c.setConflicts, {
      resource,
      handle: async ({ request, record: { event } }) => {
        const { judgeId } = request.params;
        await findListedJudge(db, event.id, judgeId);
        await setConflicts(db, event.id, judgeId, request.body.projectIds, 'organiser');
        return presentJudge(db, event.id, judgeId);
      },
    }),
    cancelInvitation: implement(c.cancelInvitation, {
      resource,
      handle: async ({ request, record: { event } }) => {
        await cancelEventInvitation(app.ctx, event.id, request.params.invitationId, 'judge');
        return { message: 'Invitation cancelled' };
      },
    }),
    projects: implement(c.projects, {
      resource,
      handle: async ({ record: { event } }) => ({ projects: await judgingProjects(db, event.id) }),
    }),
    setTableNumbers: implement(c.setTableNumbers, {
      resource,
      handle: async ({ request, record: { event } }) => ({
        projects: await setTableNumbers(db, event.id, request.body.tableNumbers),
      }),
    }),
    rubrics: implement(c.rubrics, {
      resource,
      handle: async ({ record: { event } }) => ({ rubrics: await listRubrics(db, event.id) }),
    }),
    saveRubric: implement(c.saveRubric, {
      resource,
      handle: ({ request, record: { event } }) => {
        const key = request.params.rubricKey;
        return replaceRubric(db, event.id, key === 'general' ? null : key, request.body.criteria);
      },
    }),
  };
}
