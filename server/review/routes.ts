import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_STATUSES } from '../../common/constants';
import { reviewDecisionsResponse, reviewQueueResponse } from '../../common/schemas/organiser';
import { requireEventPermission } from '../events/staff-access';
import { answersOfProjects } from '../forms/service';
import { errorResponses } from '../http/error-responses';
import { pageSize, positiveId } from '../http/query';
import { plagiarismScores } from '../plagiarism/service';
import { eventFeatures, featureEnabled } from '../plans/features';
import { listProjects } from '../projects/queries';
import { reviewProjects, statusCounts } from './service';

const errors = errorResponses(400, 401, 403, 404);

/** The organiser's review queue: submissions with their plagiarism score, decided one by one or in bulk. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners/events/:eventId/review',
    {
      schema: {
        tags: ['organiser'],
        summary:
          'Projects of one status (SUBMITTED by default), oldest first, with plagiarism scores, counts and (when the plan includes the custom form) every answer to it',
        params: z.object({ eventId: positiveId }),
        querystring: z.object({
          status: z.enum(PROJECT_STATUSES).default('SUBMITTED'),
          pageSize: pageSize(50),
          nextPageToken: z.string().max(1024).optional(),
        }),
        response: { 200: reviewQueueResponse, ...errors },
      },
    },
    async (request) => {
      const { event, access } = await requireEventPermission(
        request,
        request.params.eventId,
        'view_staff_area',
      );
      const page = await listProjects(app.ctx.db, {
        event,
        access,
        pageSize: request.query.pageSize,
        nextPageToken: request.query.nextPageToken,
        submissionStatus: [request.query.status],
        includes: ['categories', 'memberships', 'user', 'awards'],
        sort: 'createdAt',
        order: 'asc',
      });
      const ids = page.projects.map((p) => p.id);
      const withForm = featureEnabled(
        await eventFeatures(app.ctx.db, event.planId),
        'enable_custom_registration_form',
      );
      const [scores, answers] = await Promise.all([
        plagiarismScores(app.ctx.db, event.id, ids),
        withForm ? answersOfProjects(app.ctx.db, event.id, ids, false) : null,
      ]);
      return {
        counts: await statusCounts(app.ctx, event.id),
        projects: page.projects.map((p) => ({
          ...p,
          plagiarismScore: scores.get(p.id) ?? 0,
          ...(answers ? { answers: answers.get(p.id) ?? [] } : {}),
        })),
        nextPageToken: page.nextPageToken,
      };
    },
  );

  app.post(
    '/partners/events/:eventId/review',
    {
      schema: {
        tags: ['organiser'],
        summary: 'Approve, decline or send back several projects; teams are mailed the decision and message',
        params: z.object({ eventId: positiveId }),
        body: z.object({
          projectIds: z.array(positiveId).min(1).max(100),
          submissionStatus: z.enum(['APPROVED', 'DECLINED', 'SUBMITTED']),
          message: z.string().max(2000).optional(),
        }),
        response: { 200: reviewDecisionsResponse, ...errors },
      },
    },
    async (request) => {
      const { event, access } = await requireEventPermission(request, request.params.eventId, 'edit_event');
      return { results: await reviewProjects(app.ctx, event, access, request.body) };
    },
  );
};
