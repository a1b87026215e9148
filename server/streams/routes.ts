import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamsContract } from '../../common/contract/streams';
import type { Config } from '../config';
import { eventStaffResource, viewableEventResource } from '../events/resource';
import { implement, registerEndpoints } from '../http/endpoint';
import { requestOrigin } from '../http/public-origin';
import {
  clearDemoSlot,
  createStream,
  deleteStream,
  loadSchedule,
  setDemoSlot,
  updateStream,
} from './service';

/** Twitch's player only runs inside the pages of the host named in its `parent` parameter. */
const parentHost = (request: FastifyRequest, config: Config) =>
  new URL(requestOrigin(request, config)).hostname;

/** Live streams on the event home and projects' live demo slots (the enable_live_streams feature). */
export const liveStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const staff = eventStaffResource('idOrSlug');
  const ok = { ok: true as const };

  registerEndpoints(app, streamsContract, {
    schedule: implement(streamsContract.schedule, {
      resource: viewableEventResource,
      handle: ({ request, record }) => loadSchedule(db, record.id, parentHost(request, config), true),
    }),
    staffSchedule: implement(streamsContract.staffSchedule, {
      resource: staff,
      handle: ({ request, record }) => loadSchedule(db, record.id, parentHost(request, config), false),
    }),
    add: implement(streamsContract.add, {
      resource: staff,
      handle: ({ request, record }) => createStream(db, record.id, request.body, parentHost(request, config)),
    }),
    change: implement(streamsContract.change, {
      resource: staff,
      handle: ({ request, record }) =>
        updateStream(db, record.id, request.params.streamId, request.body, parentHost(request, config)),
    }),
    remove: implement(streamsContract.remove, {
      resource: staff,
      handle: async ({ request, record }) => {
        await deleteStream(db, record.id, request.params.streamId);
        return ok;
      },
    }),
    setDemoSlot: implement(streamsContract.setDemoSlot, {
      resource: staff,
      handle: async ({ request, record }) => {
        await setDemoSlot(db, record.id, request.params.projectId, request.body);
        return ok;
      },
    }),
    clearDemoSlot: implement(streamsContract.clearDemoSlot, {
      resource: staff,
      handle: async ({ request, record }) => {
        await clearDemoSlot(db, record.id, request.params.projectId);
        return ok;
      },
    }),
  });
};
