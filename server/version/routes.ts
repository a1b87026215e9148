import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, versionResponse } from '../../common/api';
import { requireViewer } from '../auth/authenticate';
import { AppError } from '../errors';

export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/version',
    {
      schema: {
        tags: ['meta'],
        summary: 'Server version (logged-in staff only)',
        response: { 200: versionResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!viewer.isEngStaff && !viewer.isSuperAdmin) throw new AppError('forbidden', 'Staff only');
      return app.ctx.version;
    },
  );
};
