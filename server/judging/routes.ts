import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { judgingContract } from '../../common/contract/judging';
import { registerEndpoints } from '../http/endpoint';
import { judgingJudgeEndpoints } from './judge-routes';
import { judgingOrganiserEndpoints } from './organiser-routes';
import { judgingResultsEndpoints, registerScoresCsv } from './results-routes';
import { judgingRoundEndpoints } from './round-routes';

/** Every judging route (docs/judging.md, "API"): one contract, and the round's scores as a CSV file. */
export const judgingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(app, judgingContract, {
    ...judgingOrganiserEndpoints(app),
    ...judgingRoundEndpoints(app),
    ...judgingResultsEndpoints(app),
    ...judgingJudgeEndpoints(app),
  });
  registerScoresCsv(app);
};
