import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../common/api';
import { PROJECT_STATUSES } from '../../common/constants';
import { callerOf } from '../events/credentials';
import { positiveId } from '../http/query';
import { authorize } from '../policies/authorize';
import { openProject } from '../projects/access';
import { plagiarismReport } from './service';

export const plagiarismRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/project-plagiarism/:projectId',
    {
      schema: {
        tags: ['projects'],
        summary: "Event staff: how much of a project's text appears in other projects of the event",
        description:
          'score is the share (0..1) of the project’s 3-word shingles found in the closest other project; ' +
          'jaccard is the overall overlap of both texts.',
        params: z.object({ projectId: positiveId }),
        response: {
          200: z.object({
            projectId: z.number().int(),
            score: z.number(),
            comparedWith: z.number().int(),
            matches: z.array(
              z.object({
                projectId: z.number().int(),
                slug: z.string(),
                title: z.string(),
                submissionStatus: z.enum(PROJECT_STATUSES),
                score: z.number(),
                jaccard: z.number(),
              }),
            ),
          }),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { project, actor } = await openProject(
        app.ctx,
        request.params.projectId,
        callerOf(request),
        'view',
      );
      authorize(actor, 'view_plagiarism');
      return plagiarismReport(app.ctx.db, project);
    },
  );
};
