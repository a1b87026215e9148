import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_INCLUDES } from '../../common/constants';
import { eventsContract } from '../../common/contract/events';
import { AppError } from '../errors';
import { implement, registerEndpoints } from '../http/endpoint';
import { markPublicAnswer } from '../http/public-cache';
import { teamFinderOn } from '../team-finder/service';
import { callerOf } from './credentials';
import { eventAccessDenial } from './policy';
import { presentEvent } from './presenter';
import { loadEventAccess, loadEventRelations, requireEvent } from './service';

/**
 * An event by id or slug (common/contract/events.ts): anyone may ask, and who may not open it gets its
 * outline, so the read decides by the event's access rule (policy.ts) rather than a staff policy.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  registerEndpoints(app, eventsContract, {
    get: implement(eventsContract.get, {
      config: { publicCache: true },
      handle: async ({ request }) => {
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
    }),
  });
};
