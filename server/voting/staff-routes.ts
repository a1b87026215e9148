import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  peoplesChoiceSchema,
  peoplesChoiceSettingsBody,
  publicationBody,
  winnerResponse,
} from '../../common/voting';
import { errorResponses } from '../http/error-responses';
import { idOrSlug, positiveId } from '../http/query';
import { requireFeature } from '../plans/features';
import { requireVotingStaff } from './policy';
import { presentPeoplesChoice } from './presenter';
import { giveAwardToLeaders } from './results';
import { loadVotingSetup, saveVotingSettings, setResultsPublished } from './settings';

const eventParams = z.object({ idOrSlug });
const errors = errorResponses(400, 401, 403, 404, 409);

/** People's choice for organisers: settings, publishing the results, and the winner in one step. */
export const votingStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.put(
    '/partners/events/:idOrSlug/peoples-choice',
    {
      schema: {
        tags: ['voting', 'organiser'],
        summary: "Turn people's choice on or off, set the votes per award and the awards it decides",
        params: eventParams,
        body: peoplesChoiceSettingsBody,
        response: { 200: peoplesChoiceSchema, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireVotingStaff(request, request.params.idOrSlug, 'configure');
      await requireFeature(db, event.planId, 'enable_awards');
      await saveVotingSettings(db, event.id, request.body);
      return presentPeoplesChoice(await loadVotingSetup(db, event.id), null);
    },
  );

  app.put(
    '/partners/events/:idOrSlug/peoples-choice/publication',
    {
      schema: {
        tags: ['voting', 'organiser'],
        summary: "Publish the people's choice results (which freezes the votes), or hide them again",
        params: eventParams,
        body: publicationBody,
        response: { 200: peoplesChoiceSchema, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireVotingStaff(request, request.params.idOrSlug, 'publish');
      await setResultsPublished(db, event.id, request.body.published);
      return presentPeoplesChoice(await loadVotingSetup(db, event.id), null);
    },
  );

  app.post(
    '/partners/events/:idOrSlug/peoples-choice/awards/:awardId/winner',
    {
      schema: {
        tags: ['voting', 'organiser'],
        summary: 'Give the award to the project(s) with the most votes, replacing its current holders',
        description: 'Needs published results. Tied leaders share the award.',
        params: eventParams.extend({ awardId: positiveId }),
        response: { 200: winnerResponse, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireVotingStaff(request, request.params.idOrSlug, 'publish');
      await requireFeature(db, event.planId, 'enable_awards');
      const projectIds = await giveAwardToLeaders(db, event.id, request.params.awardId);
      return { message: 'Award given', projectIds };
    },
  );
};
