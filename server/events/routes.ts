import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, eventSchema } from '../../common/api';
import { EVENT_INCLUDES } from '../../common/constants';
import { AppError } from '../errors';
import { markPublicAnswer } from '../http/public-cache';
import { csv, idOrSlug } from '../http/query';
import { teamFinderOn } from '../team-finder/service';
import { callerOf } from './credentials';
import { eventAccessDenial } from './policy';
import { presentEvent } from './presenter';
import { loadEventAccess, loadEventRelations, requireEvent } from './service';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners/events/:idOrSlug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['events'],
        summary: 'An event by id or slug',
        description:
          'Callers who may not open the event (a draft without preview, a private event) get its outline ' +
          'with isAccessible=false, so the client can route them to under-construction or login.',
        params: z.object({ idOrSlug }),
        querystring: z.object({
          include: csv(z.enum(EVENT_INCLUDES)),
          previewToken: z.string().max(256).optional(),
        }),
        response: { 200: eventSchema, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { db } = app.ctx;
      const event = await requireEvent(db, request.params.idOrSlug);
      const access = await loadEventAccess(app.ctx, event, callerOf(request, request.query.previewToken));
      const denial = eventAccessDenial(event, access);
      markPublicAnswer(request, event.id);
      if (denial === 'unpublished' && request.query.previewToken) {
        // docs/product.md: a preview that does not validate is an error, so the client can leave preview mode.
        throw new AppError('forbidden', 'invalid preview token');
      }
      if (denial) return presentEvent(event, null, denial);
      const include = new Set<string>(request.query.include ?? EVENT_INCLUDES);
      const [relations, teamFinder] = await Promise.all([
        loadEventRelations(db, event, include, request.viewer),
        teamFinderOn(db, event.id),
      ]);
      return { ...presentEvent(event, relations), teamFinder };
    },
  );
};
