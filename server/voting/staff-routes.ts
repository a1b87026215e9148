import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { votingStaffContract } from '../../common/contract/voting';
import { implement, registerEndpoints } from '../http/endpoint';
import { presentPeoplesChoice } from './presenter';
import { votingStaffResource } from './resource';
import { giveAwardToLeaders } from './results';
import { loadVotingSetup, saveVotingSettings, setResultsPublished } from './settings';

/**
 * People's choice for organisers (common/contract/voting.ts): settings, publishing the results, and the
 * winner in one step, each on the voting policy's staff actions and, where it gives awards, the plan's.
 */
export const votingStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  /** The state after a change, without the caller's ballot. */
  const stateOf = async (eventId: number) => presentPeoplesChoice(await loadVotingSetup(db, eventId), null);

  registerEndpoints(app, votingStaffContract, {
    saveSettings: implement(votingStaffContract.saveSettings, {
      resource: votingStaffResource,
      handle: async ({ request, record: event }) => {
        await saveVotingSettings(db, event.id, request.body);
        return stateOf(event.id);
      },
    }),

    publish: implement(votingStaffContract.publish, {
      resource: votingStaffResource,
      handle: async ({ request, record: event }) => {
        await setResultsPublished(db, event.id, request.body.published);
        return stateOf(event.id);
      },
    }),

    giveToLeaders: implement(votingStaffContract.giveToLeaders, {
      resource: votingStaffResource,
      handle: async ({ request, record: event }) => {
        const projectIds = await giveAwardToLeaders(db, event.id, request.params.awardId);
        return { message: 'Award given', projectIds };
      },
    }),
  });
};
