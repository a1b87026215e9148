import { z } from 'zod';
import { eventSchema, messageResponse } from '../api';
import { idOrSlug } from '../schemas/ids';
import {
  createEventInput,
  eventFieldsInput,
  managedEventsResponse,
  slugAvailabilityResponse,
} from '../schemas/organiser';
import { defineContract } from './endpoint';
import { eventAdminRoutes } from './routes/event-admin';

const errors = [400, 401, 403, 404, 409] as const;
const tags = ['events'] as const;
const params = z.object({ idOrSlug });

/** Self-serve event creation and editing: anyone logged in creates, the event's staff edit and delete. */
export const eventAdminContract = defineContract(eventAdminRoutes, {
  managed: {
    tags,
    summary: 'The events the caller helps run (owner, admin, editor, viewer)',
    response: managedEventsResponse,
    errors: [401],
    login: true,
  },
  slugAvailability: {
    tags,
    summary: 'Whether an event address is free',
    query: z.object({ slug: z.string().max(100) }),
    response: slugAvailabilityResponse,
    errors: [401],
    login: true,
  },
  create: {
    tags,
    summary: 'Create an event; the caller becomes its owner (status Draft unless given)',
    body: createEventInput,
    response: eventSchema,
    errors,
    login: true,
  },
  update: {
    tags,
    summary: 'Edit an event (owners, admins, editors): details, colours, privacy, status',
    params,
    body: eventFieldsInput,
    response: eventSchema,
    errors,
    action: 'edit_event',
  },
  remove: {
    tags,
    summary: 'Delete an event with all its projects (the owner only)',
    params,
    response: messageResponse,
    errors,
    action: 'delete_event',
  },
});
