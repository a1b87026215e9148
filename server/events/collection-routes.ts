import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CollectionContract, collectionContracts } from '../../common/contract/collections';
import { implement, registerEndpoints } from '../http/endpoint';
import { addItem, type CollectionSpec, editItem, listItems, removeItem } from './collections';
import { eventStaffResource } from './resource';

/**
 * The list, add, edit and remove calls of each list (common/contract/collections.ts), on the event
 * staff resource: the guard checks the role, the archive and the list's plan feature.
 */
export const collectionRoutes =
  (specs: readonly CollectionSpec[]): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.ctx;
    const staff = eventStaffResource('eventId');
    for (const spec of specs) {
      const contract: CollectionContract = collectionContracts[spec.path];
      registerEndpoints(app, contract, {
        list: implement(contract.list, {
          resource: staff,
          handle: ({ record: event }) => listItems(db, spec, event),
        }),
        add: implement(contract.add, {
          resource: staff,
          handle: ({ request, record: event }) => addItem(db, spec, event, request.body),
        }),
        edit: implement(contract.edit, {
          resource: staff,
          handle: ({ request, record: event }) =>
            editItem(db, spec, event, request.params.itemId, request.body),
        }),
        remove: implement(contract.remove, {
          resource: staff,
          handle: async ({ request, record: event }) => {
            await removeItem(db, spec, event, request.params.itemId);
            return { message: 'Deleted' };
          },
        }),
      });
    }
  };
