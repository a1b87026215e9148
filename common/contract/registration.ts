import { z } from 'zod';
import { idOrSlug, positiveId } from '../schemas/ids';
import {
  bulkMailInput,
  bulkMailResponse,
  decisionInput,
  decisionResponse,
  myRegistrationResponse,
  registrantsQuery,
  registrantsResponse,
  registrationAnswersInput,
  registrationCountsSchema,
  registrationFieldInputSchema,
  registrationFieldSchema,
  registrationSchema,
  registrationSettingsInput,
  registrationSettingsResponse,
} from '../schemas/registration';
import { defineContract } from './endpoint';
import { registrationRoutes } from './routes/registration';

const errors = [400, 401, 403, 404, 409] as const;
const tags = ['registration'] as const;
const staffTags = ['registration', 'organiser'] as const;
const params = z.object({ idOrSlug });
const fieldParams = z.object({ idOrSlug, fieldId: positiveId });

export const registrationContract = defineContract(registrationRoutes, {
  mine: {
    tags,
    summary: "Whether the event asks people to register, its form, and the caller's own registration",
    description: 'Anonymous callers get the settings and `registration: null`.',
    params,
    response: myRegistrationResponse,
    errors,
  },
  apply: {
    tags,
    summary: 'Register for the event with the answers to its form',
    description:
      'The mode decides the status: review → applied; auto → accepted while there is room, else 409 ' +
      '`registration.error.full`; fcfs → accepted while there is room, else waitlisted. Sending the ' +
      'form again returns the same registration (200) instead of a second one (201).',
    params,
    body: registrationAnswersInput,
    response: registrationSchema,
    createdOrFound: true,
    errors,
    login: true,
    action: 'register',
  },
  confirm: {
    tags,
    summary: 'Confirm attendance (RSVP) before the date',
    params,
    response: registrationSchema,
    errors,
    login: true,
    action: 'confirm',
  },
  cancel: {
    tags,
    summary: 'Cancel the registration; a place it held goes to the next on the waitlist',
    params,
    response: registrationSchema,
    errors,
    login: true,
    action: 'cancel',
  },
  settings: {
    tags: staffTags,
    summary: 'Registration settings, form and places (event staff)',
    params,
    response: registrationSettingsResponse,
    errors,
    action: 'view_registrations',
  },
  saveSettings: {
    tags: staffTags,
    summary: 'Require registration or not, its mode, capacity and days to confirm (owners and admins)',
    params,
    body: registrationSettingsInput,
    response: registrationSettingsResponse,
    errors,
    action: 'manage_registrations',
  },
  addField: {
    tags: staffTags,
    summary: 'Add a question to the registration form',
    params,
    body: registrationFieldInputSchema,
    response: registrationFieldSchema,
    status: 201,
    errors,
    action: 'manage_registrations',
  },
  updateField: {
    tags: staffTags,
    summary: 'Change a question of the registration form',
    params: fieldParams,
    body: registrationFieldInputSchema,
    response: registrationFieldSchema,
    errors,
    action: 'manage_registrations',
  },
  removeField: {
    tags: staffTags,
    summary: 'Remove a question (answers given to it stay in the registrations)',
    params: fieldParams,
    response: z.object({ ok: z.literal(true) }),
    errors,
    action: 'manage_registrations',
  },
  registrants: {
    tags: staffTags,
    summary: 'Registrants, filtered by status, consent, check-in, a form answer or a name (event staff)',
    params,
    query: registrantsQuery,
    response: registrantsResponse,
    errors,
    action: 'view_registrations',
  },
  counts: {
    tags: staffTags,
    summary:
      'How many applied, are waitlisted, accepted, confirmed, consent pending, checked in (event staff)',
    params,
    response: registrationCountsSchema,
    errors,
    action: 'view_registrations',
  },
  registrantsCsv: {
    tags: staffTags,
    summary: 'The registrants with their answers as CSV, with the same filters (event staff)',
    params,
    query: registrantsQuery,
    response: z.string().describe('CSV, UTF-8 with a byte order mark'),
    errors,
    action: 'view_registrations',
  },
  decide: {
    tags: staffTags,
    summary:
      'Accept, waitlist or decline registrations in bulk, with a note mailed to each (owners and admins)',
    description:
      'Accepting checks the free places for the whole batch first (409 `registration.error.capacity`, or ' +
      "403 `plan.limit.participants` when the plan's limit is the smaller). Registrations already in that " +
      'status, or cancelled by their person, are left as they are and counted as unchanged.',
    params,
    body: decisionInput,
    response: decisionResponse,
    errors,
    action: 'manage_registrations',
  },
  mail: {
    tags: staffTags,
    summary: 'Mail everyone whose registration is in one status (owners and admins)',
    params,
    body: bulkMailInput,
    response: bulkMailResponse,
    errors,
    action: 'manage_registrations',
  },
});
