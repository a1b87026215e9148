import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewContract } from '../../common/contract/review';
import { eventStaffResource } from '../events/resource';
import { staffAccessOf } from '../events/staff-access';
import { answersOfProjects } from '../forms/service';
import { implement, registerEndpoints } from '../http/endpoint';
import { plagiarismScores } from '../plagiarism/service';
import { eventFeatures, featureEnabled } from '../plans/features';
import { listProjects } from '../projects/queries';
import { reviewProjects, statusCounts } from './service';

/**
 * The organiser's review queue (common/contract/review.ts): submissions with their plagiarism score,
 * decided one by one or in bulk, on the event staff resource.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const staff = eventStaffResource('eventId');

  registerEndpoints(app, reviewContract, {
    queue: implement(reviewContract.queue, {
      resource: staff,
      handle: async ({ request, actor, record: event }) => {
        const page = await listProjects(db, {
          event,
          access: staffAccessOf(actor),
          pageSize: request.query.pageSize,
          nextPageToken: request.query.nextPageToken,
          submissionStatus: [request.query.status],
          includes: ['categories', 'memberships', 'user', 'awards'],
          sort: 'createdAt',
          order: 'asc',
        });
        const ids = page.projects.map((p) => p.id);
        const withForm = featureEnabled(
          await eventFeatures(db, event.planId),
          'enable_custom_registration_form',
        );
        const [scores, answers] = await Promise.all([
          plagiarismScores(db, event.id, ids),
          withForm ? answersOfProjects(db, event.id, ids, false) : null,
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
    }),

    decide: implement(reviewContract.decide, {
      resource: staff,
      handle: async ({ request, actor, record: event }) => ({
        results: await reviewProjects(app.ctx, event, staffAccessOf(actor), request.body),
      }),
    }),
  });
};
