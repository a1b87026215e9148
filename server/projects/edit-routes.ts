import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse, projectSchema } from '../../common/api';
import { PROJECT_STATUSES } from '../../common/constants';
import { projectPageInputSchema } from '../../common/project-page';
import { requireViewer } from '../auth/authenticate';
import type { Db } from '../db/client';
import { callerOf } from '../events/credentials';
import { errorResponses } from '../http/error-responses';
import { viewableEventOf } from '../http/event-context';
import { positiveId } from '../http/query';
import { openProject } from './access';
import { saveProjectPage } from './page';
import { type ProjectRow, presentProject } from './presenter';
import { loadProjectRelations } from './relations';
import {
  changeProjectStatus,
  copyProject,
  createProject,
  deleteProject,
  matchTemplate,
  updateProject,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

const text = (max: number) => z.string().max(max).nullable().optional();
const projectPatch = z.object({
  title: text(1000),
  description: text(60_000),
  imageUrl: text(2048),
  video_url: text(2048),
  instruction_video: text(2048),
  instruction_section: text(60_000),
});

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const idParams = z.object({ id: positiveId });

/** A project as the editor needs it: with its categories and team. */
async function presentFull(db: Db, row: ProjectRow) {
  const relations = await loadProjectRelations(db, [row.id], {
    awards: false,
    categories: true,
    memberships: true,
    users: true,
  });
  return presentProject(row, relations);
}

export const projectEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Start a new draft project (from the event template when the event has one)',
        body: z.object({
          eventId: positiveId.optional(),
          title: z.string().max(1000).optional(),
          description: projectPatch.shape.description,
          video_url: projectPatch.shape.video_url,
          isPrivate: flag.optional(),
        }),
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => {
      requireViewer(request);
      const { event, access } = await viewableEventOf(request, request.body.eventId);
      return presentFull(db, await createProject(db, event, access, request.body));
    },
  );

  app.post(
    '/projects/copy/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Copy a template or a project into an event as a new draft owned by the caller',
        params: idParams,
        body: z.object({
          eventId: positiveId,
          isTemplate: flag.default(false),
          makePrivate: flag.default(true),
        }),
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { id } = request.params;
      const caller = { ...callerOf(request), viewer };
      const copy = await copyProject(app.ctx, id, caller, request.body, () =>
        openProject(app.ctx, id, caller, 'copy'),
      );
      return presentFull(db, copy);
    },
  );

  app.patch(
    '/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Update a project (updateMask e.g. imageUrl,title,description | instruction_section)',
        description:
          'Fields may come at the top level or inside `project`. Without updateMask every field sent is ' +
          'written. Rich text is sanitised. Submitted and approved projects must stay complete.',
        params: idParams,
        body: projectPatch.extend({
          project: projectPatch.optional(),
          updateMask: z.string().max(200).optional(),
        }),
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => {
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'edit');
      const { project: nested, updateMask, ...flat } = request.body;
      return presentFull(db, await updateProject(db, opened, nested ?? flat, updateMask));
    },
  );

  app.put(
    '/projects/:id/page',
    {
      schema: {
        tags: ['projects'],
        summary: "Replace the page's media list and links, and say what each member did (its team)",
        description:
          'media: images (uploads or links) and videos (YouTube, Vimeo, video files) in gallery order, ' +
          'after the video link and the cover. links: try it out (demo), source, demo video, other. ' +
          'roles: what each listed member did; members left out keep theirs. Every broken rule is ' +
          'answered at once, with a key per row in `fields` (media.2.url, links.0.label).',
        params: idParams,
        body: projectPageInputSchema,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => {
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'edit');
      return presentFull(db, await saveProjectPage(db, opened, request.body));
    },
  );

  app.delete(
    '/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Delete a project (its owner, or an event owner or admin)',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'delete');
      await deleteProject(db, opened);
      return { message: 'Project deleted' };
    },
  );

  app.patch(
    '/projects/:id/updateProjectStatuses',
    {
      schema: {
        tags: ['projects'],
        summary: 'Change submissionStatus along the transition table of docs/permissions.md',
        params: idParams,
        body: z.object({ submissionStatus: z.enum(PROJECT_STATUSES) }),
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => {
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'view');
      return presentFull(db, await changeProjectStatus(db, opened, request.body.submissionStatus));
    },
  );

  app.post(
    '/projects/:id/match/:templateId',
    {
      schema: {
        tags: ['projects'],
        summary: "Take a template's instructions into a project",
        params: z.object({ id: positiveId, templateId: positiveId }),
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => {
      const opened = await openProject(app.ctx, request.params.id, callerOf(request), 'edit');
      return presentFull(db, await matchTemplate(db, opened, request.params.templateId));
    },
  );
};
