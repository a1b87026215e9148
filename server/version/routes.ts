import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, versionResponse } from '../../common/api';
import { authorize, SITE } from '../policies/authorize';

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
      authorize(request.viewer, 'view_version', SITE);
      return app.ctx.version;
    },
  );
};
