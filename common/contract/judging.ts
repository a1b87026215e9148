import { z } from 'zod';
import { messageResponse } from '../api';
import {
  conflictsInput,
  feedbackInput,
  judgeInvitationInput,
  judgeInvitationSent,
  judgeQueueSchema,
  judgeReviewResponse,
  judgeSchema,
  judgesResponse,
  judgingProjectsResponse,
  judgingSettingsInput,
  judgingSettingsSchema,
  lateDecisionInput,
  leaderboardQuery,
  leaderboardResponse,
  lookResultSchema,
  myJudgingSchema,
  myLooksResponse,
  pinInput,
  planResponse,
  progressResponse,
  reassignInput,
  resultsToAwardsInput,
  resultsToAwardsResponse,
  roundDetailSchema,
  roundInput,
  roundPatch,
  roundSchema,
  roundsResponse,
  rubricInput,
  rubricKey,
  rubricSchema,
  rubricsResponse,
  skipLookInput,
  submitLookInput,
  tableNumbersInput,
  teamFeedbackResponse,
} from '../judging';
import { idOrSlug, positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { judgingRoutes } from './routes/judging';

/** Every judging endpoint shares its tag and error answers, and needs the plan's judging. */
const judging = {
  tags: ['judging'],
  errors: [400, 401, 403, 404, 409],
  feature: 'enable_judging',
} as const;
const judgingParams = z.object({ eventId: positiveId });
const roundParams = z.object({ eventId: positiveId, roundId: positiveId });
const judgeParams = z.object({ eventId: positiveId, judgeId: positiveId });
const lookParams = z.object({ eventId: positiveId, lookId: positiveId });

/** Event staff read judging; owners, admins and editors change it. */
const staffRead = { ...judging, params: judgingParams, action: 'view_judging' } as const;
const staffWrite = { ...judging, params: judgingParams, action: 'manage_judging' } as const;
const roundRead = { ...staffRead, params: roundParams } as const;
const roundWrite = { ...staffWrite, params: roundParams } as const;
const openOrClose = {
  ...roundWrite,
  description: 'Unties the round from its timeline entry.',
  response: roundSchema,
} as const;

export const judgingContract = defineContract(judgingRoutes, {
  // ---- organisers set up judging: self-registration, the judge list, table numbers and rubrics
  settings: {
    ...staffRead,
    summary: 'Judge self-registration and its window (event staff)',
    response: judgingSettingsSchema,
  },
  saveSettings: {
    ...staffWrite,
    summary: 'Let people register as judges during the judge-registration window (or not)',
    body: judgingSettingsInput,
    response: judgingSettingsSchema,
  },
  judges: {
    ...staffRead,
    summary: 'Judges (pending and active, with conflicts) and pending judge invitations',
    response: judgesResponse,
  },
  invite: {
    ...staffWrite,
    summary: 'Invite a judge by e-mail address or user name',
    description:
      'A single-use link (valid 7 days) is mailed; the account of that address accepts it at ' +
      'POST /partners/events/{slug}/staff-invitation/accept and becomes an active judge.',
    body: judgeInvitationInput,
    response: judgeInvitationSent,
  },
  acceptJudge: {
    ...staffWrite,
    summary: 'Accept a pending judge registration',
    params: judgeParams,
    response: judgeSchema,
  },
  removeJudge: {
    ...staffWrite,
    summary: 'Remove a judge, or decline a pending registration',
    description: "A removed judge's finished looks stay in the results; their unfinished look is released.",
    params: judgeParams,
    response: messageResponse,
  },
  setConflicts: {
    ...staffWrite,
    summary: "Set a judge's conflicts of interest (the whole list)",
    params: judgeParams,
    body: conflictsInput,
    response: judgeSchema,
  },
  cancelInvitation: {
    ...staffWrite,
    summary: 'Cancel a pending judge invitation',
    params: z.object({ eventId: positiveId, invitationId: positiveId }),
    response: messageResponse,
  },
  projects: {
    ...staffRead,
    summary: 'Approved projects with their table numbers and categories',
    response: judgingProjectsResponse,
  },
  setTableNumbers: {
    ...staffWrite,
    summary: 'Set table (or booth) numbers, shown to judges; null clears one',
    body: tableNumbersInput,
    response: judgingProjectsResponse,
  },
  rubrics: {
    ...staffRead,
    summary: "The general rubric and each category's own, with whether scores locked them",
    response: rubricsResponse,
  },
  saveRubric: {
    ...staffWrite,
    summary: "Replace the general rubric's criteria (`general`) or a category's (its id)",
    description:
      'Criteria given with an id keep it; others are added; missing ones are removed. An empty list ' +
      "removes a category's rubric (its projects use the general one). 409 once a score used the rubric.",
    params: z.object({ eventId: positiveId, rubricKey }),
    body: rubricInput,
    response: rubricSchema,
  },

  // ---- organisers create rounds, open and close them, pin and move projects, and release feedback
  rounds: { ...staffRead, summary: "The event's judging rounds", response: roundsResponse },
  createRound: {
    ...staffWrite,
    summary: 'Create a judging round (a draft until opened by hand or by its timeline entry)',
    body: roundInput,
    response: roundSchema,
  },
  round: { ...roundRead, summary: 'A round with its pins and projects', response: roundDetailSchema },
  editRound: {
    ...roundWrite,
    summary: 'Edit a round (mode and project set only before the first finished look)',
    body: roundPatch,
    response: roundSchema,
  },
  deleteRound: {
    ...roundWrite,
    summary: 'Delete a round that has no finished looks',
    response: messageResponse,
  },
  openRound: { ...openOrClose, summary: 'Open a round by hand' },
  closeRound: { ...openOrClose, summary: 'Close a round by hand' },
  pin: {
    ...roundWrite,
    summary: 'Pin a project to a judge: it is their next one (the hard rules still hold)',
    body: pinInput,
    response: roundDetailSchema,
  },
  unpin: {
    ...roundWrite,
    summary: 'Remove a pin',
    params: roundParams.extend({ judgeId: positiveId, projectId: positiveId }),
    response: roundDetailSchema,
  },
  reassign: {
    ...roundWrite,
    summary: 'Move a project from one judge (their unfinished look or pin) to another (as a pin)',
    body: reassignInput,
    response: roundDetailSchema,
  },
  releaseFeedback: {
    ...roundWrite,
    summary: "Show (or hide) the judges' comments of this round to each team",
    body: feedbackInput,
    response: roundSchema,
  },

  // ---- live results of a round for event staff, and results turned into awards
  leaderboard: {
    ...roundRead,
    summary: 'The ranked board of a round (or of one category), with intervals and needs-more-looks',
    query: leaderboardQuery,
    response: leaderboardResponse,
  },
  decideLateLook: {
    ...roundWrite,
    summary: 'Count a score that arrived after the round closed, or leave it out',
    params: roundParams.extend({ lookId: positiveId }),
    body: lateDecisionInput,
    response: z.object({ lookId: positiveId, counted: z.boolean() }),
  },
  progress: {
    ...roundRead,
    summary: 'Per judge: done, skipped, current and planned looks; projects at their target',
    response: progressResponse,
  },
  plan: {
    ...roundRead,
    summary: 'The balanced plan of the looks still needed, per judge (for printed sheets)',
    response: planResponse,
  },
  review: {
    ...roundRead,
    summary: "Each judge's rubric calibration and pairwise reliability",
    response: judgeReviewResponse,
  },
  makeAwards: {
    ...roundWrite,
    summary: 'Give awards to the top projects of the round or of a category',
    description:
      'The i-th ranked project (with at least one finished look) gets places[i]; repeat an award id ' +
      'to give it to several. Publish awards as usual afterwards.',
    body: resultsToAwardsInput,
    response: resultsToAwardsResponse,
  },

  // ---- the judge's phone: status, registration, conflicts, the current project, submit, skip, undo
  me: {
    ...judging,
    summary: "The caller's judge status, the registration window, their conflicts and open rounds",
    params: judgingParams,
    response: myJudgingSchema,
    action: 'take_part',
  },
  register: {
    ...judging,
    summary: 'Register as a judge (pending until an organiser accepts)',
    description: 'Only while the organiser allows it and the judge-registration timeline window is open.',
    params: judgingParams,
    response: myJudgingSchema,
    action: 'take_part',
  },
  declareConflicts: {
    ...judging,
    summary: 'Declare the projects you have a conflict of interest with (your whole list)',
    params: judgingParams,
    body: conflictsInput,
    response: myJudgingSchema,
    action: 'declare_conflicts',
  },
  next: {
    ...judging,
    summary: 'Your current project: the unfinished one, else a pin, else the one that most needs a look',
    description: 'Stored as an unfinished look, so calling again (a reload) answers with the same project.',
    params: roundParams,
    response: judgeQueueSchema,
    action: 'judge',
  },
  myLooks: {
    ...judging,
    summary: 'Your looks in this round with what you entered',
    params: roundParams,
    response: myLooksResponse,
    action: 'judge',
  },
  submitLook: {
    ...judging,
    summary: 'Submit your score sheet and/or pairwise answer for your current project',
    description: 'A retry with the same idempotency key stores nothing new and answers replayed=true.',
    params: lookParams,
    body: submitLookInput,
    response: lookResultSchema,
    action: 'judge',
  },
  skipLook: {
    ...judging,
    summary: 'Skip your current project (team absent, a conflict of interest, other)',
    params: lookParams,
    body: skipLookInput,
    response: lookResultSchema,
    action: 'judge',
  },
  undoLook: {
    ...judging,
    summary: 'Reopen your last submission of the round (the project after it is released)',
    params: lookParams,
    response: judgeQueueSchema,
    action: 'judge',
  },

  // ---- a team reads its released feedback
  teamFeedback: {
    ...judging,
    summary: "Judges' comments on a project, once the organiser released them (its team only)",
    params: z.object({ idOrSlug }),
    response: teamFeedbackResponse,
    action: 'read_feedback',
  },
});
