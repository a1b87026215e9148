import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { judgingJudgeRoutes } from './judge-routes';
import { judgingOrganiserRoutes } from './organiser-routes';
import { judgingResultsRoutes } from './results-routes';
import { judgingRoundRoutes } from './round-routes';

/** Every judging route (docs/judging.md, "API"). */
export const judgingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(judgingOrganiserRoutes);
  await app.register(judgingRoundRoutes);
  await app.register(judgingResultsRoutes);
  await app.register(judgingJudgeRoutes);
};
