import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VIEW_RATE_LIMIT_PER_MINUTE } from '../../common/overview';
import { projectViews } from '../db/schema';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import { isEventStaff } from '../events/policy';
import { errorResponses } from '../http/error-responses';
import { positiveId } from '../http/query';
import { openProject } from './access';
import { isPublicProject } from './public-scope';

/**
 * Counting a visit to a project's public page for the organiser overview (docs/product.md). Anyone may
 * record one, rate-limited per address; the browser sends it once per project and session.
 */
export const projectViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.post(
    '/projects/:id/views',
    {
      config: {
        // Only the organiser overview reads the counts: no public answer changes.
        changesNoPublicAnswer: true,
        rateLimit: {
          max: VIEW_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `view:ip:${request.ip}`,
          errorResponseBuilder: () =>
            new AppError('too_many', 'Too many page views at once, please slow down'),
        },
      },
      schema: {
        tags: ['projects'],
        summary: "Count a visit to a published project's page (anyone; rate limited per address)",
        params: z.object({ id: positiveId }),
        response: {
          204: z.null().describe('Counted (or, for the team and event staff, ignored)'),
          ...errorResponses(401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { project, event, actor } = await openProject(
        app.ctx,
        request.params.id,
        callerOf(request),
        'view',
      );
      // Only pages the public sees are counted; drafts and hidden projects are refused like unknown ones.
      if (event.status !== 'Published' || !isPublicProject(project))
        throw new AppError('not_found', 'Project not found');
      // The team's and the staff's own visits would only inflate the numbers they read.
      if (actor.teamRole === null && !isEventStaff(actor)) {
        await db
          .insert(projectViews)
          .values({ projectId: project.id, count: 1 })
          .onConflictDoUpdate({
            target: [projectViews.projectId, projectViews.day],
            set: { count: sql`${projectViews.count} + 1` },
          });
      }
      return reply.code(204).send(null);
    },
  );
};
