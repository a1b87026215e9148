import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportContract } from '../../common/contract/support';
import { eventRoleAllows } from '../../common/permissions';
import { requireViewer } from '../auth/authenticate';
import type { Viewer } from '../context';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import { eventStaffResource } from '../events/resource';
import { type EventRow, requireViewableEvent } from '../events/service';
import { implement, type Resource, registerEndpoints } from '../http/endpoint';
import { definePolicy } from '../policies/policy';
import { createSupportMessage, listSupportMessages, replyToSupportMessage } from './service';

/**
 * The event a message is written to: anyone logged in who may open it (404, or 401/403 for a draft,
 * private or coded event), for its plan's feature. Writing needs no rule beyond that.
 */
const openEventResource: Resource<Viewer, EventRow> = {
  async load(request) {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const { event } = await requireViewableEvent(request.server.ctx, idOrSlug, callerOf(request));
    return { actor: requireViewer(request), record: event };
  },
  policy: definePolicy<Viewer, EventRow, never>({}),
  planOf: (event) => event.planId,
};

/** The support modal and the organisers' inbox (common/contract/support.ts), each on the plan's feature. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer } = app.ctx;
  const staff = eventStaffResource('idOrSlug');

  registerEndpoints(app, supportContract, {
    send: implement(supportContract.send, {
      resource: openEventResource,
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 hour',
          keyGenerator: (request) => `support:${request.viewer?.id ?? request.ip}`,
          errorResponseBuilder: () => new AppError('too_many', 'Too many messages, please try again later'),
        },
      },
      handle: ({ request, actor, record: event }) =>
        createSupportMessage(db, event.id, actor.id, request.body),
    }),

    inbox: implement(supportContract.inbox, {
      resource: staff,
      handle: async ({ actor: { role, viewer }, record: event }) => {
        const withEmails = eventRoleAllows(role, 'view_contact_emails', viewer.isSuperAdmin);
        return { messages: await listSupportMessages(db, event.id, { withEmails }) };
      },
    }),

    reply: implement(supportContract.reply, {
      resource: staff,
      handle: async ({ request, actor, record: event }) => {
        await replyToSupportMessage(
          { db, mailer },
          event,
          request.params.messageId,
          actor.viewer.id,
          request.body.body,
        );
        return { ok: true as const };
      },
    }),
  });
};
