import { z } from 'zod';
import { okResponse } from '../api';
import {
  answersInputSchema,
  projectAnswerSchema,
  submissionFieldInputSchema,
  submissionFieldSchema,
} from '../registration-form';
import { idOrSlug, positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { formRoutes } from './routes/forms';

const errors = [400, 401, 403, 404, 409] as const;
const feature = 'enable_custom_registration_form' as const;
const organiser = { tags: ['submission form', 'organiser'], errors, action: 'edit_event', feature } as const;
const eventParams = z.object({ idOrSlug });
const fieldParams = z.object({ idOrSlug, fieldId: positiveId });
const fieldsResponse = z.object({ fields: z.array(submissionFieldSchema) });
const answersResponse = z.object({ answers: z.array(projectAnswerSchema) });
const answerTags = ['submission form', 'projects'] as const;

export const formsContract = defineContract(formRoutes, {
  fields: {
    tags: ['submission form'],
    summary: "The event's extra submission fields in form order",
    params: eventParams,
    response: fieldsResponse,
    errors,
    feature,
  },
  addField: {
    ...organiser,
    summary: 'Add a submission field',
    params: eventParams,
    body: submissionFieldInputSchema,
    response: submissionFieldSchema,
    status: 201,
  },
  addStoryTemplate: {
    ...organiser,
    summary:
      "Add the story template (Inspiration, What it does, How we built it, Challenges, What's next, Built with)",
    description: 'Fields whose label the form already has are left out. Answers the whole form.',
    params: eventParams,
    response: fieldsResponse,
    status: 201,
  },
  changeField: {
    ...organiser,
    summary: 'Change a submission field',
    params: fieldParams,
    body: submissionFieldInputSchema,
    response: submissionFieldSchema,
  },
  removeField: {
    ...organiser,
    summary: 'Remove a submission field and its answers',
    params: fieldParams,
    response: okResponse,
  },
  answers: {
    tags: answerTags,
    summary: "A project's answers: the public ones, or all of them for its team and the event's reviewers",
    params: z.object({ id: positiveId }),
    response: answersResponse,
    errors,
    feature,
  },
  saveAnswers: {
    tags: answerTags,
    summary: "Save the team's answers (field id → value; null removes an answer)",
    params: z.object({ id: positiveId }),
    body: answersInputSchema,
    response: answersResponse,
    errors,
    action: 'edit',
    feature,
  },
});
