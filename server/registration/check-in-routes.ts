import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkInInput,
  checkInLookupQuery,
  checkInLookupResponse,
  checkInResponse,
  checkInSummary as checkInSummarySchema,
} from '../../common/check-in';
import { eventRoleAllows } from '../../common/permissions';
import { AppError } from '../errors';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { idOrSlug } from '../http/query';
import { routeTable } from '../http/route-table';
import { actorFor } from '../policies/actor';
import { checkIn, checkInSummary, lookUpByToken, searchByName } from './check-in';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ idOrSlug });

/** Check-in at the door: volunteers, owners and admins (the `check_in` row of the permission table). */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const route = routeTable(app, { tags: ['registration', 'check-in'], errors });
  const door = (request: Parameters<typeof requireEventPermission>[0] & { params: { idOrSlug: string } }) =>
    requireEventPermission(request, request.params.idOrSlug, 'check_in');

  route(
    'GET',
    '/partners/events/:idOrSlug/check-ins/lookup',
    {
      summary: 'Find an accepted registrant by the code on their registration page, or by name',
      description:
        'Either `token` (one registrant; 404 `checkIn.error.unknownCode`, 409 `checkIn.error.notAccepted`) ' +
        'or `q` (up to 20 accepted or confirmed registrants whose name, user name or address contains it). ' +
        'Each comes with its warnings: not confirmed, consent pending or declined, already checked in.',
      params,
      querystring: checkInLookupQuery,
      response: checkInLookupResponse,
    },
    async (request) => {
      const { event } = await door(request);
      const { token, q } = request.query;
      return {
        registrants: token
          ? [await lookUpByToken(db, event.id, token)]
          : await searchByName(db, event.id, q ?? ''),
      };
    },
  );

  route(
    'POST',
    '/partners/events/:idOrSlug/check-ins',
    {
      summary: 'Check a registrant in, exactly once',
      description:
        'Idempotent: the first check-in of a registrant takes; any later one (another volunteer, a second tap) ' +
        'answers 200 with `alreadyCheckedIn` and who checked them in when. The same `clientId` sent again ' +
        '(an offline queue replaying) answers as the first time. `at` is when the volunteer tapped.',
      params,
      body: checkInInput,
      response: checkInResponse,
    },
    async (request) => {
      const { event, viewer } = await door(request);
      return checkIn(db, event.id, viewer.id, request.body);
    },
  );

  route(
    'GET',
    '/partners/events/:idOrSlug/check-ins/summary',
    {
      summary: 'Arrivals: how many accepted registrants are checked in (volunteers and event staff)',
      params,
      response: checkInSummarySchema,
    },
    async (request) => {
      const actor = await actorFor(request, request.params.idOrSlug);
      const { role, viewer } = actor;
      const allowed =
        eventRoleAllows(role, 'check_in', viewer.isSuperAdmin) ||
        eventRoleAllows(role, 'view_registrations', viewer.isSuperAdmin);
      if (!allowed) throw new AppError('forbidden', 'Only event staff and volunteers may see arrivals');
      return checkInSummary(db, actor.event.id);
    },
  );
};
