import { z } from 'zod';
import { messageResponse } from '../api';
import { awardProjectsBody, winnersResponse } from '../schemas/awards';
import { idOrSlug, positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { awardRoutes, winnerRoutes } from './routes/awards';

const errors = [400, 401, 403, 404] as const;
const awardParams = z.object({ eventId: positiveId, awardId: positiveId });

export const awardsContract = defineContract(awardRoutes, {
  give: {
    tags: ['organiser'],
    summary: 'Give an award to approved projects',
    params: awardParams,
    body: awardProjectsBody,
    response: messageResponse,
    errors,
    action: 'edit_event',
    feature: 'enable_awards',
  },
  takeBack: {
    tags: ['organiser'],
    summary: 'Take an award back from projects',
    params: awardParams,
    body: awardProjectsBody,
    response: messageResponse,
    errors,
    action: 'edit_event',
    feature: 'enable_awards',
  },
});

export const winnersContract = defineContract(winnerRoutes, {
  winners: {
    tags: ['awards'],
    summary: "The event's awards with their winning projects, once awards are published",
    description:
      'Event staff also see unpublished awards (published=false), to check them before publishing.',
    params: z.object({ idOrSlug }),
    response: winnersResponse,
    errors,
  },
});
