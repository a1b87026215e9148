import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkInContract } from '../../common/contract/check-in';
import { eventStaffResource } from '../events/resource';
import { implement, registerEndpoints } from '../http/endpoint';
import { registrationPolicy } from '../policies/registration';
import { checkIn, checkInSummary, lookUpByToken, searchByName } from './check-in';

/**
 * Check-in at the door (common/contract/check-in.ts): volunteers, owners and admins (the `check_in` row
 * of the permission table); the arrivals count also for those who see the registrants.
 */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const door = eventStaffResource('idOrSlug');

  registerEndpoints(app, checkInContract, {
    lookup: implement(checkInContract.lookup, {
      resource: door,
      handle: async ({ request, record: event }) => {
        const { token, q } = request.query;
        return {
          registrants: token
            ? [await lookUpByToken(db, event.id, token)]
            : await searchByName(db, event.id, q ?? ''),
        };
      },
    }),
    checkIn: implement(checkInContract.checkIn, {
      resource: door,
      handle: ({ request, actor, record: event }) => checkIn(db, event.id, actor.viewer.id, request.body),
    }),
    summary: implement(checkInContract.summary, {
      resource: eventStaffResource('idOrSlug', registrationPolicy),
      handle: ({ record: event }) => checkInSummary(db, event.id),
    }),
  });
};
