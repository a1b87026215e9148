import { z } from 'zod';
import { supportMessageInputSchema, supportMessageSchema, supportReplyInputSchema } from '../notifications';
import { idOrSlug, positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { supportRoutes } from './routes/support';

const errors = [400, 401, 403, 404, 429] as const;
const staffTags = ['support', 'organiser'] as const;
const params = z.object({ idOrSlug });
const feature = 'enable_on_app_support' as const;

export const supportContract = defineContract(supportRoutes, {
  send: {
    tags: ['support'],
    summary: 'Send a message to the organisers of the event (signed-in users)',
    params,
    body: supportMessageInputSchema,
    response: z.object({ id: z.number().int() }),
    status: 201,
    errors,
    login: true,
    feature,
  },
  inbox: {
    tags: staffTags,
    summary: "The event's support inbox with replies (event staff)",
    params,
    response: z.object({ messages: z.array(supportMessageSchema) }),
    errors,
    action: 'view_staff_area',
    feature,
  },
  reply: {
    tags: staffTags,
    summary: 'Answer a support message; the answer is mailed to its sender',
    params: z.object({ idOrSlug, messageId: positiveId }),
    body: supportReplyInputSchema,
    response: z.object({ ok: z.literal(true) }),
    status: 201,
    errors,
    action: 'edit_event',
    feature,
  },
});
