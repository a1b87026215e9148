import { z } from 'zod';
import {
  EVENT_PRIVACIES,
  EVENT_STATUSES,
  PROJECT_STATUSES,
  RESOURCE_TYPES,
  TEAM_ROLES,
  TIMELINE_TYPE_VALUES,
} from './constants';
import { EVENT_JSON_FORMAT } from './imports';
import { mediaItemSchema, projectLinkSchema } from './project-page';
import { answerValueSchema, SUBMISSION_FIELD_TYPES } from './registration-form';
import { optionalWebLink, plainText, requiredPlainText, webLink } from './validation';

/**
 * A whole event as one JSON file (`GET …/export.json`), which `POST /partners/events/import.json` loads
 * into a new event on this or another server. Things refer to each other by a key of the file (a
 * category's slug, an award's or a field's `key`), never by a database id; people by e-mail address.
 * It holds no password, token, access code or secret of any kind: the file is meant to be handed around.
 */
const text = (max: number) => z.nullable(plainText(max));
const isoDate = z.iso.datetime({ offset: true }).nullable();
const key = z.string().min(1).max(64);
const position = z.number().int().min(0).max(10_000);

export const eventFileSchema = z.object({
  format: z.literal(EVENT_JSON_FORMAT),
  version: z.number().int().min(1),
  exportedAt: z.string(),
  event: z.object({
    name: requiredPlainText(255),
    slug: z.string().max(64),
    description: z.string().max(50_000).nullable(),
    eventImage: z.nullable(webLink),
    eventCode: text(64),
    status: z.enum(EVENT_STATUSES),
    privacy: z.enum(EVENT_PRIVACIES),
    primaryColor: text(32),
    secondaryColor: text(32),
    awardsPublished: z.boolean(),
    timeZone: text(64),
    venue: text(255),
    organiser: text(255),
  }),
  timeline: z
    .array(
      z.object({
        timelineType: z.number().refine((v) => (TIMELINE_TYPE_VALUES as number[]).includes(v)),
        description: text(2000),
        startAt: isoDate,
        endAt: isoDate,
      }),
    )
    .max(100),
  categories: z.array(z.object({ key, name: requiredPlainText(255) })).max(500),
  sponsors: z
    .array(
      z.object({
        key,
        name: requiredPlainText(255),
        logoUrl: optionalWebLink,
        link: optionalWebLink,
        position,
      }),
    )
    .max(500),
  awards: z
    .array(
      z.object({
        key,
        name: requiredPlainText(255),
        description: text(2000),
        rank: z.number().int().min(0).max(1000),
        category: key.nullable(),
        sponsor: key.nullable(),
      }),
    )
    .max(500),
  banners: z
    .array(z.object({ imageUrl: webLink, title: text(255), subtitle: text(1000), position }))
    .max(100),
  resources: z
    .array(
      z.object({
        title: requiredPlainText(255),
        description: text(2000),
        url: webLink,
        type: z.enum(RESOURCE_TYPES),
        position,
      }),
    )
    .max(500),
  faqs: z
    .array(z.object({ question: requiredPlainText(1000), answer: requiredPlainText(5000), position }))
    .max(500),
  form: z
    .array(
      z.object({
        key,
        type: z.enum(SUBMISSION_FIELD_TYPES),
        label: requiredPlainText(160),
        helpText: z.string().max(500),
        options: z.array(z.string().max(80)).max(50),
        required: z.boolean(),
        isPublic: z.boolean(),
        position,
      }),
    )
    .max(100),
  projects: z
    .array(
      z.object({
        slug: z.string().max(96),
        title: z.string().max(255),
        description: z.string().max(50_000),
        status: z.enum(PROJECT_STATUSES),
        isPrivate: z.boolean(),
        imageUrl: z.nullable(webLink),
        videoUrl: z.nullable(webLink),
        instructionVideo: z.nullable(webLink),
        instructionSection: z.string().max(50_000).nullable(),
        tableNumber: text(32),
        media: z.array(mediaItemSchema).max(50),
        links: z.array(projectLinkSchema).max(50),
        categories: z.array(key).max(100),
        awards: z.array(key).max(100),
        /** Answers to the form by field key. */
        answers: z.record(key, answerValueSchema),
        team: z
          .array(z.object({ email: z.string().max(320), role: z.enum(TEAM_ROLES), title: text(60) }))
          .max(100),
      }),
    )
    .max(5000),
});
export type EventFile = z.infer<typeof eventFileSchema>;

export const eventImportInputSchema = z.object({
  /** The file as exported; it is checked here, so any other JSON is refused with the reason. */
  data: z.unknown(),
  /** The new event's address and name; the file's are used when not given. */
  slug: z.string().max(64).optional(),
  name: z.string().max(255).optional(),
  /** Mail each project's team an invitation to its project (on by default). */
  inviteTeams: z.boolean().default(true),
  dryRun: z.boolean().default(true),
});
export type EventImportInput = z.input<typeof eventImportInputSchema>;
