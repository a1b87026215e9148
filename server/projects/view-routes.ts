import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { projectsContract } from '../../common/contract/projects';
import { VIEW_RATE_LIMIT_PER_MINUTE } from '../../common/overview';
import { projectViews } from '../db/schema';
import { AppError } from '../errors';
import { isEventStaff } from '../events/policy';
import { implement } from '../http/endpoint';
import { isPublicProject } from './public-scope';
import { projectResource } from './resource';

/**
 * Counting a visit to a project's public page for the organiser overview (docs/product.md). Anyone may
 * record one, rate-limited per address; the browser sends it once per project and session. Registered
 * with the other project endpoints (routes.ts).
 */
export function projectViewEndpoints(app: FastifyInstance) {
  const { db } = app.ctx;
  return {
    recordView: implement(projectsContract.recordView, {
      resource: projectResource,
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
      handle: async ({ record: { project, event, actor } }) => {
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
        return null;
      },
    }),
  };
}
