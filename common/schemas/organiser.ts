import { z } from 'zod';
import { eventSchema, eventTemplateSchema, projectSchema } from '../api';
import { EVENT_PRIVACIES, EVENT_ROLES, EVENT_STATUSES, PROJECT_STATUSES } from '../constants';
import { eventFactsInput } from '../event-facts';
import { projectAnswerSchema } from '../registration-form';
import { accessCode, optionalWebLink, plainText } from '../validation';

/**
 * The organiser console's remaining wire shapes (event admin, review queue, preview links, templates,
 * uploads). The server routes declare them as their body and response schemas, so the OpenAPI document
 * is generated from them, and web/features/console/api.ts takes its types from them with z.infer.
 */

const optionalText = (max: number) => z.string().max(max).nullable().optional();
/** Names and descriptions are shown as text, so markup is refused; links must be web addresses. */
export const eventFieldsInput = z.object({
  name: z.optional(plainText(255)),
  slug: z.string().max(64).optional(),
  description: z.nullable(plainText(20_000)).optional(),
  eventImage: optionalWebLink,
  eventCode: z.nullable(plainText(64)).optional(),
  primaryColor: optionalText(7),
  secondaryColor: optionalText(7),
  privacy: z.enum(EVENT_PRIVACIES).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  awardsPublished: z.boolean().optional(),
  ...eventFactsInput.shape,
});
export type EventFields = z.input<typeof eventFieldsInput>;
/** A new event: its name and address are given (the server refuses an empty name with its own message). */
export const createEventInput = eventFieldsInput.extend({ name: plainText(255), slug: z.string().max(64) });

export const managedEventSchema = eventSchema.extend({ role: z.enum(EVENT_ROLES) });
export const managedEventsResponse = z.object({ events: z.array(managedEventSchema) });
export type ManagedEvent = z.infer<typeof managedEventSchema>;

export const slugAvailabilityResponse = z.object({
  slug: z.string(),
  available: z.boolean(),
  reason: z.enum(['invalid', 'reserved', 'taken']).nullable(),
});
export type SlugAvailability = z.infer<typeof slugAvailabilityResponse>;

export const reviewCountsSchema = z.object({
  DRAFT: z.number().int(),
  SUBMITTED: z.number().int(),
  APPROVED: z.number().int(),
  DECLINED: z.number().int(),
});
export type StatusCounts = z.infer<typeof reviewCountsSchema>;
export const reviewProjectSchema = projectSchema.extend({
  plagiarismScore: z.number(),
  answers: z.array(projectAnswerSchema).optional(),
});
export type ReviewProject = z.infer<typeof reviewProjectSchema>;
export const reviewQueueResponse = z.object({
  counts: reviewCountsSchema,
  projects: z.array(reviewProjectSchema),
  nextPageToken: z.string().nullable(),
});
export type ReviewQueue = z.infer<typeof reviewQueueResponse>;
export const reviewDecisionsResponse = z.object({
  results: z.array(
    z.object({
      projectId: z.number().int(),
      ok: z.boolean(),
      submissionStatus: z.enum(PROJECT_STATUSES).nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type ReviewDecisions = z.infer<typeof reviewDecisionsResponse>;

/** An event's access code, kept until the given time when there is one (its hash only is stored). */
export const accessCodeInput = z.object({
  code: accessCode,
  expireAt: z.iso.datetime({ offset: true }).optional(),
});

export const previewLinkResponse = z.object({ token: z.string(), expireAt: z.string(), link: z.string() });
export type PreviewLink = z.infer<typeof previewLinkResponse>;

export const eventTemplatesResponse = z.object({ eventTemplates: z.array(eventTemplateSchema) });
export const masterTemplatesResponse = z.object({ projects: z.array(projectSchema) });
export const clonedTemplateResponse = z.object({
  eventTemplate: eventTemplateSchema,
  project: projectSchema,
});
export type ClonedTemplate = z.infer<typeof clonedTemplateResponse>;

/** An upload's answer (common/contract/files.ts): where the stored file is served and what it is. */
export const uploadResponse = z.object({
  link: z.string(),
  status: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  progressId: z.string().nullable(),
});
