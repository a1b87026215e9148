import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../db/schema';

/**
 * Lets a developer or a browser test read the local outbox over HTTP. Only registered when
 * OUTBOX_API=true and no SMTP server is configured: on a real deployment the outbox holds codes.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The newest local-outbox mails to an address (development only)',
        querystring: z.object({
          to: z.string().max(320),
          limit: z.coerce.number().int().min(1).max(20).default(5),
        }),
        response: {
          200: z.object({
            mails: z.array(
              z.object({
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                html: z.string().nullable(),
                /** What is attached, without the bytes. */
                attachments: z.array(
                  z.object({ filename: z.string(), contentType: z.string(), cid: z.string().optional() }),
                ),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await app.ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, request.query.to))
        .orderBy(desc(mailOutbox.id))
        .limit(request.query.limit);
      return {
        mails: rows.map((row) => ({
          ...row,
          attachments: (row.attachments ?? []).map(({ content: _content, ...file }) => file),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
