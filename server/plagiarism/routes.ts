import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plagiarismContract } from '../../common/contract/plagiarism';
import { implement, registerEndpoints } from '../http/endpoint';
import { projectNamedBy } from '../projects/resource';
import { plagiarismReport } from './service';

/** A project's plagiarism report (common/contract/plagiarism.ts): on the project, for the event's staff. */
export const plagiarismRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(app, plagiarismContract, {
    report: implement(plagiarismContract.report, {
      resource: projectNamedBy((request) => (request.params as { projectId: number }).projectId),
      handle: ({ record: { project } }) => plagiarismReport(app.ctx.db, project),
    }),
  });
};
