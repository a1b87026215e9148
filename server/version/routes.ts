import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metaContract } from '../../common/contract/meta';
import type { Viewer } from '../context';
import { implement, type Resource, registerEndpoints } from '../http/endpoint';
import { SITE, type Site, sitePolicy } from '../policies/site';
import { clientConfigOf } from '../spa/client-config';

/** The site as a resource: whoever asks (or nobody), decided by their account's flags. */
const siteResource: Resource<Viewer | null, Site> = {
  load: async (request) => ({ actor: request.viewer, record: SITE }),
  policy: sitePolicy,
  planOf: () => null,
};

/** About the server (common/contract/meta.ts): its version for staff, the web app's integrations for all. */
export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(app, metaContract, {
    version: implement(metaContract.version, {
      resource: siteResource,
      handle: async () => app.ctx.version,
    }),
    clientConfig: implement(metaContract.clientConfig, {
      handle: async () => clientConfigOf(app.ctx.config),
    }),
  });
};
