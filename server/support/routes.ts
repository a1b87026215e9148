import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  supportMessageInputSchema,
  supportMessageSchema,
  supportReplyInputSchema,
} from '../../common/notifications';
import { eventRoleAllows } from '../../common/permissions';
import { requireViewer } from '../auth/authenticate';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import { requireViewableEvent } from '../events/service';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { idOrSlug, positiveId } from '../http/query';
import { requireFeature } from '../plans/features';
import { createSupportMessage, listSupportMessages, replyToSupportMessage } from './service';

const SUPPORT_FEATURE = 'enable_on_app_support' as const;
const errors = errorResponses(400, 401, 403, 404, 429);

/** The support modal (participants write to the organisers) and the organisers' inbox. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer } = app.ctx;

  app.post(
    '/partners/events/:idOrSlug/support-messages',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 hour',
          keyGenerator: (request) => `support:${request.viewer?.id ?? request.ip}`,
          errorResponseBuilder: () => new AppError('too_many', 'Too many messages, please try again later'),
        },
      },
      schema: {
        tags: ['support'],
        summary: 'Send a message to the organisers of the event (signed-in users)',
        params: z.object({ idOrSlug }),
        body: supportMessageInputSchema,
        response: { 201: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { event } = await requireViewableEvent(app.ctx, request.params.idOrSlug, callerOf(request));
      await requireFeature(db, event.planId, SUPPORT_FEATURE);
      const created = await createSupportMessage(db, event.id, viewer.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/partners/events/:idOrSlug/support-messages',
    {
      schema: {
        tags: ['support', 'organiser'],
        summary: "The event's support inbox with replies (event staff)",
        params: z.object({ idOrSlug }),
        response: { 200: z.object({ messages: z.array(supportMessageSchema) }), ...errors },
      },
    },
    async (request) => {
      const { event, role, viewer } = await requireEventPermission(
        request,
        request.params.idOrSlug,
        'view_staff_area',
      );
      await requireFeature(db, event.planId, SUPPORT_FEATURE);
      const withEmails = eventRoleAllows(role, 'view_contact_emails', viewer.isSuperAdmin);
      return { messages: await listSupportMessages(db, event.id, { withEmails }) };
    },
  );

  app.post(
    '/partners/events/:idOrSlug/support-messages/:messageId/replies',
    {
      schema: {
        tags: ['support', 'organiser'],
        summary: 'Answer a support message; the answer is mailed to its sender',
        params: z.object({ idOrSlug, messageId: positiveId }),
        body: supportReplyInputSchema,
        response: { 201: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const { event, viewer } = await requireEventPermission(request, request.params.idOrSlug, 'edit_event');
      await requireFeature(db, event.planId, SUPPORT_FEATURE);
      await replyToSupportMessage(
        { db, mailer },
        event,
        request.params.messageId,
        viewer.id,
        request.body.body,
      );
      return reply.status(201).send({ ok: true as const });
    },
  );
};
