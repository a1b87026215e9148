import { z } from 'zod';
import { defineContract } from './endpoint';
import { outboxRoutes } from './routes/outbox';

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** What is attached, without the bytes. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), cid: z.string().optional() }),
  ),
  createdAt: z.string(),
});

export const outboxContract = defineContract(outboxRoutes, {
  mails: {
    tags: ['development'],
    summary: 'The newest local-outbox mails to an address (development only)',
    query: z.object({
      to: z.string().max(320),
      limit: z.coerce.number().int().min(1).max(20).default(5),
    }),
    response: z.object({ mails: z.array(mailSchema) }),
    errors: [],
  },
});
