import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesContract } from '../../common/contract/categories';
import { callerOf } from '../events/credentials';
import { implement, registerEndpoints } from '../http/endpoint';
import { viewableEventOf } from '../http/event-context';
import { bodyProjectResource } from '../projects/resource';
import {
  linkProjectCategories,
  listVisibleProjectCategories,
  unlinkProjectCategories,
} from './project-categories';
import { listCategories } from './service';

/** Categories (common/contract/categories.ts): linking a project takes its edit right, through the guard. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoints(app, categoriesContract, {
    list: implement(categoriesContract.list, {
      config: { publicCache: true },
      handle: async ({ request }) => {
        const { event } = await viewableEventOf(request, request.query.eventId);
        return listCategories(db, {
          eventId: event.id,
          pageSize: request.query.pageSize,
          nextPageToken: request.query.nextPageToken,
          withProjectCount: request.query.includes?.includes('projectCount') ?? false,
          userId: request.query.userId,
        });
      },
    }),

    projectLinks: implement(categoriesContract.projectLinks, {
      handle: ({ request }) =>
        listVisibleProjectCategories(app.ctx, callerOf(request), request.query.projectIds ?? [], {
          pageSize: request.query.pageSize,
          nextPageToken: request.query.nextPageToken,
          withCategory: request.query.includes?.includes('category') ?? false,
        }),
    }),

    link: implement(categoriesContract.link, {
      resource: bodyProjectResource,
      handle: async ({ request, record: { project } }) => {
        await linkProjectCategories(db, project.id, project.eventId!, request.body.categoryIds);
        return { message: 'Categories added' };
      },
    }),

    unlink: implement(categoriesContract.unlink, {
      resource: bodyProjectResource,
      handle: async ({ request, record: { project } }) => {
        await unlinkProjectCategories(db, project.id, request.body.categoryIds);
        return { message: 'Categories removed' };
      },
    }),
  });
};
