import { z } from 'zod';
import { idOrSlug, positiveId } from '../schemas/ids';
import {
  castVoteBody,
  peoplesChoiceSchema,
  peoplesChoiceSettingsBody,
  publicationBody,
  resultsSchema,
  winnerResponse,
} from '../voting';
import { defineContract } from './endpoint';
import { votingRoutes, votingStaffRoutes } from './routes/voting';

const eventParams = z.object({ idOrSlug });
const awardParams = eventParams.extend({ awardId: positiveId });
const tags = ['voting'] as const;
const voteErrors = [400, 401, 403, 404, 409, 429] as const;

export const votingContract = defineContract(votingRoutes, {
  state: {
    tags,
    summary: "People's choice: whether voting is on, its window and awards, and the caller's votes",
    params: eventParams,
    response: peoplesChoiceSchema,
    errors: [400, 401, 403, 404],
  },
  vote: {
    tags,
    summary: 'Vote for a project, or move a vote to it (replacesProjectId); voting again is a no-op',
    description:
      'Verified accounts, while the showcase window is open and the results are not published. ' +
      'Each account has N votes per award, each on a different project, never on its own team.',
    params: awardParams,
    body: castVoteBody,
    response: peoplesChoiceSchema,
    errors: voteErrors,
    action: 'vote',
  },
  withdraw: {
    tags,
    summary: 'Take a vote back (idempotent) while voting is open',
    params: awardParams.extend({ projectId: positiveId }),
    response: peoplesChoiceSchema,
    errors: voteErrors,
    action: 'vote',
  },
  results: {
    tags,
    summary: "People's choice counts per award: live for event staff, for everyone once published",
    params: eventParams,
    response: resultsSchema,
    errors: [400, 401, 403, 404],
  },
});

const staffTags = ['voting', 'organiser'] as const;
const staffErrors = [400, 401, 403, 404, 409] as const;

export const votingStaffContract = defineContract(votingStaffRoutes, {
  saveSettings: {
    tags: staffTags,
    summary: "Turn people's choice on or off, set the votes per award and the awards it decides",
    params: eventParams,
    body: peoplesChoiceSettingsBody,
    response: peoplesChoiceSchema,
    errors: staffErrors,
    action: 'configure',
    feature: 'enable_awards',
  },
  publish: {
    tags: staffTags,
    summary: "Publish the people's choice results (which freezes the votes), or hide them again",
    params: eventParams,
    body: publicationBody,
    response: peoplesChoiceSchema,
    errors: staffErrors,
    action: 'publish',
  },
  giveToLeaders: {
    tags: staffTags,
    summary: 'Give the award to the project(s) with the most votes, replacing its current holders',
    description: 'Needs published results. Tied leaders share the award.',
    params: awardParams,
    response: winnerResponse,
    errors: staffErrors,
    action: 'publish',
    feature: 'enable_awards',
  },
});
