import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxContract } from '../../common/contract/outbox';
import { mailOutbox } from '../db/schema';
import { implement, registerEndpoints } from '../http/endpoint';

/**
 * Lets a developer or a browser test read the local outbox over HTTP. Only registered when
 * OUTBOX_API=true and no SMTP server is configured: on a real deployment the outbox holds codes.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(app, outboxContract, {
    mails: implement(outboxContract.mails, {
      handle: async ({ request }) => {
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
    }),
  });
};
