import { z } from 'zod';
import { messageResponse, projectSchema, projectsResponse } from '../api';
import { PAGE_SIZES, PROJECT_INCLUDES, PROJECT_SORTS, PROJECT_STATUSES, SORT_ORDERS } from '../constants';
import { SEARCH_MAX_LENGTH } from '../directory';
import { BUILT_WITH_TAG_MAX, projectPageInputSchema } from '../project-page';
import { idOrSlug, positiveId } from '../schemas/ids';
import { csv, idList, pageSize } from '../schemas/query';
import { defineContract } from './endpoint';
import { projectReadRoutes } from './routes/project-reads';
import { projectRoutes } from './routes/projects';

const readErrors = [400, 401, 403, 404] as const;
const errors = [400, 401, 403, 404, 409] as const;
const tags = ['projects'] as const;
const params = z.object({ id: positiveId });

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
const flag = z.union([z.boolean(), booleanFlag]);
const text = (max: number) => z.string().max(max).nullable().optional();
const projectPatch = z.object({
  title: text(1000),
  description: text(60_000),
  imageUrl: text(2048),
  video_url: text(2048),
  instruction_video: text(2048),
  instruction_section: text(60_000),
});
const neighbour = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
});

export const projectReadsContract = defineContract(projectReadRoutes, {
  list: {
    tags,
    summary: "An event's projects, one page at a time",
    description:
      'Anonymous callers see approved projects only. When the event has published its awards the list ' +
      'is sorted by awards (best first) and includes them. nextPageToken is an opaque keyset cursor.',
    query: z.object({
      eventId: positiveId.optional(),
      pageSize: pageSize(PAGE_SIZES.eventProjects),
      nextPageToken: z.string().max(1024).optional(),
      includes: csv(z.enum(PROJECT_INCLUDES)),
      isTemplate: booleanFlag.optional(),
      submissionStatus: csv(z.enum(PROJECT_STATUSES)),
      categoryIds: idList,
      awardIds: idList,
      userIds: idList,
      sort: z.enum(PROJECT_SORTS).optional(),
      order: z.enum(SORT_ORDERS).optional(),
      search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
      builtWith: z
        .string()
        .trim()
        .min(1)
        .max(BUILT_WITH_TAG_MAX)
        .optional()
        .describe('A "built with" tag (any case): only projects whose public built-with answer lists it'),
    }),
    response: projectsResponse,
    errors: readErrors,
  },
  get: {
    tags,
    summary: 'A project by id, or by slug within the x-event event',
    params: z.object({ idOrSlug }),
    query: z.object({ includes: csv(z.enum(PROJECT_INCLUDES)), isTemplate: booleanFlag.optional() }),
    response: projectSchema,
    errors: readErrors,
  },
});

export const projectsContract = defineContract(projectRoutes, {
  neighbours: {
    tags,
    summary: 'The projects before and after this one in the public gallery (previous / next links)',
    description:
      "In the gallery's first order: by awards once they are published, else newest first. Null at " +
      'either end, and for projects that are not approved.',
    params,
    response: z.object({ previous: neighbour.nullable(), next: neighbour.nullable() }),
    errors: readErrors,
  },
  create: {
    tags,
    summary: 'Start a new draft project (from the event template when the event has one)',
    body: z.object({
      eventId: positiveId.optional(),
      title: z.string().max(1000).optional(),
      description: projectPatch.shape.description,
      video_url: projectPatch.shape.video_url,
      isPrivate: flag.optional(),
    }),
    response: projectSchema,
    errors,
    login: true,
  },
  copy: {
    tags,
    summary: 'Copy a template or a project into an event as a new draft owned by the caller',
    params,
    body: z.object({
      eventId: positiveId,
      isTemplate: flag.default(false),
      makePrivate: flag.default(true),
    }),
    response: projectSchema,
    errors,
    // The source is opened (and its copy right checked) only when it is not a template of the event.
    login: true,
  },
  update: {
    tags,
    summary: 'Update a project (updateMask e.g. imageUrl,title,description | instruction_section)',
    description:
      'Fields may come at the top level or inside `project`. Without updateMask every field sent is ' +
      'written. Rich text is sanitised. Submitted and approved projects must stay complete.',
    params,
    body: projectPatch.extend({
      project: projectPatch.optional(),
      updateMask: z.string().max(200).optional(),
    }),
    response: projectSchema,
    errors,
    action: 'edit',
  },
  savePage: {
    tags,
    summary: "Replace the page's media list and links, and say what each member did (its team)",
    description:
      'media: images (uploads or links) and videos (YouTube, Vimeo, video files) in gallery order, ' +
      'after the video link and the cover. links: try it out (demo), source, demo video, other. ' +
      'roles: what each listed member did; members left out keep theirs. Every broken rule is ' +
      'answered at once, with a key per row in `fields` (media.2.url, links.0.label).',
    params,
    body: projectPageInputSchema,
    response: projectSchema,
    errors,
    action: 'edit',
  },
  remove: {
    tags,
    summary: 'Delete a project (its owner, or an event owner or admin)',
    params,
    response: messageResponse,
    errors,
    action: 'delete',
  },
  setStatus: {
    tags,
    summary: 'Change submissionStatus along the transition table of docs/permissions.md',
    params,
    body: z.object({ submissionStatus: z.enum(PROJECT_STATUSES) }),
    response: projectSchema,
    errors,
    // Who may make which change is the transition table's (the service), by the caller's capacities.
  },
  matchTemplate: {
    tags,
    summary: "Take a template's instructions into a project",
    params: z.object({ id: positiveId, templateId: positiveId }),
    response: projectSchema,
    errors,
    action: 'edit',
  },
  recordView: {
    tags,
    summary: "Count a visit to a published project's page (anyone; rate limited per address)",
    params,
    response: z.null().describe('Counted (or, for the team and event staff, ignored)'),
    status: 204,
    errors: [401, 403, 404, 429],
  },
});
