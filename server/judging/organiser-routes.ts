import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../common/api';
import {
  conflictsInput,
  judgeInvitationInput,
  judgeInvitationSent,
  judgeSchema,
  judgesResponse,
  judgingProjectsResponse,
  judgingSettingsInput,
  judgingSettingsSchema,
  rubricInput,
  rubricKey,
  rubricSchema,
  rubricsResponse,
  tableNumbersInput,
} from '../../common/judging';
import { cancelEventInvitation } from '../events/members';
import { errorResponses } from '../http/error-responses';
import { positiveId } from '../http/query';
import { routeTable } from '../http/route-table';
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
import { type JudgingAction, requireJudging } from './policy';
import { judgingProjects, setTableNumbers } from './projects';
import { listRubrics, replaceRubric } from './rubric-store';

export const JUDGING_BASE = '/partners/events/:eventId/judging';
export const judgingParams = z.object({ eventId: positiveId });
export const judgingErrors = errorResponses(400, 401, 403, 404, 409);
const JUDGING_TAGS = ['judging'];
/** Every judging route shares its tag and error answers. */
export const judgingRouteTable = (app: Parameters<typeof routeTable>[0]) =>
  routeTable(app, { tags: JUDGING_TAGS, errors: judgingErrors });
const judgeParams = z.object({ eventId: positiveId, judgeId: positiveId });

/** Organisers set up judging: self-registration, the judge list, table numbers and rubrics. */
export const judgingOrganiserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const route = judgingRouteTable(app);
  /** The event of an organiser's judging call, once the caller may take `action` on it. */
  const staffEvent = async (
    request: FastifyRequest & { params: { eventId: number } },
    action: JudgingAction,
  ) => (await requireJudging(request, request.params.eventId, action)).event;

  route(
    'GET',
    `${JUDGING_BASE}/settings`,
    {
      summary: 'Judge self-registration and its window (event staff)',
      params: judgingParams,
      response: judgingSettingsSchema,
    },
    async (request) => {
      const event = await staffEvent(request, 'view_judging');
      return judgingSettingsOf(db, event.id);
    },
  );

  route(
    'PUT',
    `${JUDGING_BASE}/settings`,
    {
      summary: 'Let people register as judges during the judge-registration window (or not)',
      params: judgingParams,
      body: judgingSettingsInput,
      response: judgingSettingsSchema,
    },
    async (request) => {
      const event = await staffEvent(request, 'manage_judging');
      return updateJudgingSettings(db, event.id, request.body);
    },
  );

  route(
    'GET',
    `${JUDGING_BASE}/judges`,
    {
      summary: 'Judges (pending and active, with conflicts) and pending judge invitations',
      params: judgingParams,
      response: judgesResponse,
    },
    async (request) => {
      const event = await staffEvent(request, 'view_judging');
      const [judges, invitations] = await Promise.all([
        listJudges(db, event.id),
        listJudgeInvitations(db, event.id),
      ]);
      return { judges, invitations };
    },
  );

  route(
    'POST',
    `${JUDGING_BASE}/judges`,
    {
      summary: 'Invite a judge by e-mail address or user name',
      description:
        'A single-use link (valid 7 days) is mailed; the account of that address accepts it at ' +
        'POST /partners/events/{slug}/staff-invitation/accept and becomes an active judge.',
      params: judgingParams,
      body: judgeInvitationInput,
      response: judgeInvitationSent,
    },
    async (request) => {
      const { event, viewer } = await requireJudging(request, request.params.eventId, 'manage_judging');
      return inviteJudge(app.ctx, event, viewer, request.body);
    },
  );

  route(
    'POST',
    `${JUDGING_BASE}/judges/:judgeId/accept`,
    {
      summary: 'Accept a pending judge registration',
      params: judgeParams,
      response: judgeSchema,
    },
    async (request) => {
      const event = await staffEvent(request, 'manage_judging');
      await acceptRegistration(db, event.id, request.params.judgeId);
      return presentJudge(db, event.id, request.params.judgeId);
    },
  );

  route(
    'DELETE',
    `${JUDGING_BASE}/judges/:judgeId`,
    {
      summary: 'Remove a judge, or decline a pending registration',
      description: "A removed judge's finished looks stay in the results; their unfinished look is released.",
      params: judgeParams,
      response: messageResponse,
    },
    async (request) => {
      const event = await staffEvent(request, 'manage_judging');
      await removeJudge(db, event.id, request.params.judgeId);
      return { message: 'Judge removed' };
    },
  );

  route(
    'PUT',
    `${JUDGING_BASE}/judges/:judgeId/conflicts`,
    {
      summary: "Set a judge's conflicts of interest (the whole list)",
      params: judgeParams,
      body: conflictsInput,
      response: judgeSchema,
    },
    async (request) => {
      const event = await staffEvent(request, 'manage_judging');
      await findListedJudge(db, event.id, request.params.judgeId);
      await setConflicts(db, event.id, request.params.judgeId, request.body.projectIds, 'organiser');
      return presentJudge(db, event.id, request.params.judgeId);
    },
  );

  route(
    'DELETE',
    `${JUDGING_BASE}/invitations/:invitationId`,
    {
      summary: 'Cancel a pending judge invitation',
      params: z.object({ eventId: positiveId, invitationId: positiveId }),
      response: messageResponse,
    },
    async (request) => {
      const event = await staffEvent(request, 'manage_judging');
      await cancelEventInvitation(app.ctx, event.id, request.params.invitationId, 'judge');
      return { message: 'Invitation cancelled' };
    },
  );

  route(
    'GET',
    `${JUDGING_BASE}/projects`,
    {
      summary: 'Approved projects with their table numbers and categories',
      params: judgingParams,
      response: judgingProjectsResponse,
    },
    async (request) => {
      const event = await staffEvent(request, 'view_judging');
      return { projects: await judgingProjects(db, event.id) };
    },
  );

  route(
    'PUT',
    `${JUDGING_BASE}/table-numbers`,
    {
      summary: 'Set table (or booth) numbers, shown to judges; null clears one',
      params: judgingParams,
      body: tableNumbersInput,
      response: judgingProjectsResponse,
    },
    async (request) => {
      const event = await staffEvent(request, 'manage_judging');
      return { projects: await setTableNumbers(db, event.id, request.body.tableNumbers) };
    },
  );

  route(
    'GET',
    `${JUDGING_BASE}/rubrics`,
    {
      summary: "The general rubric and each category's own, with whether scores locked them",
      params: judgingParams,
      response: rubricsResponse,
    },
    async (request) => {
      const event = await staffEvent(request, 'view_judging');
      return { rubrics: await listRubrics(db, event.id) };
    },
  );

  route(
    'PUT',
    `${JUDGING_BASE}/rubrics/:rubricKey`,
    {
      summary: "Replace the general rubric's criteria (`general`) or a category's (its id)",
      description:
        'Criteria given with an id keep it; others are added; missing ones are removed. An empty list ' +
        "removes a category's rubric (its projects use the general one). 409 once a score used the rubric.",
      params: z.object({ eventId: positiveId, rubricKey }),
      body: rubricInput,
      response: rubricSchema,
    },
    async (request) => {
      const event = await staffEvent(request, 'manage_judging');
      const key = request.params.rubricKey;
      return replaceRubric(db, event.id, key === 'general' ? null : key, request.body.criteria);
    },
  );
};
