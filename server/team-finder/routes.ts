import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../common/api';
import { eventRoleAllows } from '../../common/permissions';
import { teamInvitationSchema } from '../../common/schemas/teams';
import {
  boardResponse,
  cardBody,
  cardSchema,
  inviteCardBody,
  joinRequestBody,
  joinRequestSchema,
  openingBody,
  openingSchema,
  TEAM_FINDER_LIMITS,
  teamFinderSettingsSchema,
} from '../../common/team-finder';
import { requireViewer } from '../auth/authenticate';
import { projects } from '../db/schema';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import type { EventAccess } from '../events/policy';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { viewableEventOf } from '../http/event-context';
import { idOrSlug, positiveId } from '../http/query';
import { openProject } from '../projects/access';
import {
  acceptRequest,
  askToJoin,
  createCard,
  declineRequest,
  deleteCard,
  deleteOpening,
  inviteFromCard,
  loadBoard,
  saveOpening,
  saveTeamFinderSettings,
  teamFinderSettingsOf,
  updateCard,
  withdrawRequest,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const eventParams = z.object({ idOrSlug });
const idParams = z.object({ id: positiveId });
const TAGS = ['team-finder'];

const moderates = (access: EventAccess) =>
  access.viewer !== null && eventRoleAllows(access.role, 'manage_team_finder', access.viewer.isSuperAdmin);

/** The team finder: the board, people's cards, teams' openings, requests to join (docs/product.md#team-finder). */
export const teamFinderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/events/:idOrSlug/team-finder',
    {
      schema: {
        tags: TAGS,
        summary: 'The team board: people looking for a team, teams looking for members, and your side of it',
        description:
          'Visitors who are not signed in get the lists only when the organiser allows public listing. ' +
          'E-mail addresses are never part of the answer.',
        params: eventParams,
        querystring: z.object({ skill: z.string().trim().max(TEAM_FINDER_LIMITS.skillMax).optional() }),
        response: { 200: boardResponse, ...errors },
      },
    },
    async (request) => {
      const { event, access } = await viewableEventOf(request, request.params.idOrSlug);
      return loadBoard(db, event, request.viewer, {
        canModerate: moderates(access),
        skill: request.query.skill,
      });
    },
  );

  app.get(
    '/events/:idOrSlug/team-finder/settings',
    {
      schema: {
        tags: TAGS,
        summary: "The team finder's settings (organisers)",
        params: eventParams,
        response: { 200: teamFinderSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'view_staff_area');
      return teamFinderSettingsOf(db, event.id);
    },
  );

  app.put(
    '/events/:idOrSlug/team-finder/settings',
    {
      schema: {
        tags: TAGS,
        summary: 'Turn the team finder on or off and choose whether visitors see its cards',
        params: eventParams,
        body: teamFinderSettingsSchema,
        response: { 200: teamFinderSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.idOrSlug, 'manage_team_finder');
      return saveTeamFinderSettings(db, event.id, request.body);
    },
  );

  app.post(
    '/events/:idOrSlug/team-finder/card',
    {
      schema: {
        tags: TAGS,
        summary: 'Post your "looking for a team" card (one per person and event)',
        params: eventParams,
        body: cardBody,
        response: { 201: z.object({ card: cardSchema }), ...errors },
      },
    },
    async (request, reply) => {
      requireViewer(request);
      const { event } = await viewableEventOf(request, request.params.idOrSlug);
      const card = await createCard(db, event, request.viewer, request.body);
      return reply.code(201).send({ card });
    },
  );

  app.put(
    '/events/:idOrSlug/team-finder/card',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit your card; visible=false takes it off the board',
        params: eventParams,
        body: cardBody,
        response: { 200: z.object({ card: cardSchema }), ...errors },
      },
    },
    async (request) => {
      requireViewer(request);
      const { event } = await viewableEventOf(request, request.params.idOrSlug);
      return { card: await updateCard(db, event, request.viewer, request.body) };
    },
  );

  app.delete(
    '/events/:idOrSlug/team-finder/card',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove your card',
        params: eventParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { event, access } = await viewableEventOf(request, request.params.idOrSlug);
      return { message: await deleteCard(db, event, viewer, 'own', moderates(access)) };
    },
  );

  app.delete(
    '/events/:idOrSlug/team-finder/cards/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove a card: its author, or an organiser (owner, admin, editor)',
        params: eventParams.extend({ id: positiveId }),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { event, access } = await viewableEventOf(request, request.params.idOrSlug);
      return { message: await deleteCard(db, event, viewer, request.params.id, moderates(access)) };
    },
  );

  app.put(
    '/project/:id/team-finder',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark the project as looking for members, with the skills it needs',
        params: idParams,
        body: openingBody,
        response: { 200: z.object({ opening: openingSchema }), ...errors },
      },
    },
    async (request) => {
      requireViewer(request);
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'invite');
      return { opening: await saveOpening(db, opened, request.body) };
    },
  );

  app.delete(
    '/project/:id/team-finder',
    {
      schema: {
        tags: TAGS,
        summary: 'The project no longer looks for members',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      requireViewer(request);
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'invite');
      return { message: await deleteOpening(db, opened) };
    },
  );

  app.post(
    '/project/:id/team-finder/invite',
    {
      schema: {
        tags: TAGS,
        summary: "Invite a card's author to the team (the usual mailed invitation, as a Contributor)",
        params: idParams,
        body: inviteCardBody,
        response: { 200: z.object({ invitations: z.array(teamInvitationSchema) }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'invite');
      return { invitations: await inviteFromCard(app.ctx, opened, viewer, request.body.cardId) };
    },
  );

  app.post(
    '/project/:id/join-requests',
    {
      schema: {
        tags: TAGS,
        summary: 'Ask to join a team that is looking for members',
        description: `At most ${TEAM_FINDER_LIMITS.joinRequestsPerHour} requests an hour (429) and ${TEAM_FINDER_LIMITS.openJoinRequestsMax} waiting at once (409) per person.`,
        params: idParams,
        body: joinRequestBody,
        response: { 201: z.object({ request: joinRequestSchema }), ...errors, 429: errors[409] },
      },
    },
    async (request, reply) => {
      requireViewer(request);
      // Teams of drafts look for members too: the project need not be visible, its event must be.
      const [project] = await db.select().from(projects).where(eq(projects.id, request.params.id));
      if (!project?.eventId || project.isTemplate) throw new AppError('not_found', 'Project not found');
      const { event } = await viewableEventOf(request, project.eventId);
      const created = await askToJoin(
        app.ctx,
        event,
        { ...project, eventId: project.eventId },
        request.viewer,
        request.body.message,
      );
      return reply.code(201).send({ request: created });
    },
  );

  const decision = (verb: 'accept' | 'decline') =>
    ({
      schema: {
        tags: TAGS,
        summary:
          verb === 'accept'
            ? 'Accept a request: the person joins the team as a Contributor (once, however often it is sent)'
            : 'Decline a request',
        params: idParams.extend({ requestId: positiveId }),
        response: { 200: z.object({ request: joinRequestSchema }), ...errors },
      },
    }) as const;

  app.post('/project/:id/join-requests/:requestId/accept', decision('accept'), async (request) => {
    const viewer = requireViewer(request);
    const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'invite');
    return { request: await acceptRequest(app.ctx, opened, request.params.requestId, viewer) };
  });

  app.post('/project/:id/join-requests/:requestId/decline', decision('decline'), async (request) => {
    const viewer = requireViewer(request);
    const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'invite');
    return { request: await declineRequest(app.ctx, opened, request.params.requestId, viewer) };
  });

  app.delete(
    '/join-requests/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraw your request while it waits',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => ({ message: await withdrawRequest(db, request.params.id, requireViewer(request)) }),
  );
};
