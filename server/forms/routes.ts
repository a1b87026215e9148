import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answersInputSchema,
  projectAnswerSchema,
  submissionFieldInputSchema,
  submissionFieldSchema,
} from '../../common/registration-form';
import { callerOf } from '../events/credentials';
import { requireViewableEvent } from '../events/service';
import { requireStaffFeature } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { idOrSlug, positiveId } from '../http/query';
import { routeTable } from '../http/route-table';
import { requireFeature } from '../plans/features';
import { openProject } from '../projects/access';
import { canActOnProject } from '../projects/policy';
import {
  addStoryTemplate,
  createField,
  deleteField,
  listFields,
  projectAnswers,
  saveAnswers,
  updateField,
} from './service';

const FORM_FEATURE = 'enable_custom_registration_form' as const;
const errors = errorResponses(400, 401, 403, 404, 409);
const ok = z.object({ ok: z.literal(true) });

/** The event's own submission fields (organisers) and each project's answers (its team). */
export const registrationFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/events/:idOrSlug/submission-fields',
    {
      schema: {
        tags: ['submission form'],
        summary: "The event's extra submission fields in form order",
        params: z.object({ idOrSlug }),
        response: { 200: z.object({ fields: z.array(submissionFieldSchema) }), ...errors },
      },
    },
    async (request) => {
      const { event } = await requireViewableEvent(app.ctx, request.params.idOrSlug, callerOf(request));
      await requireFeature(db, event.planId, FORM_FEATURE);
      return { fields: await listFields(db, event.id) };
    },
  );

  const route = routeTable(app, { tags: ['submission form', 'organiser'], errors });
  const fieldParams = z.object({ idOrSlug, fieldId: positiveId });
  /** The organiser's calls: event editors, on a plan that has the submission form. */
  const editor = (request: FastifyRequest & { params: { idOrSlug: string } }) =>
    requireStaffFeature(db, request, 'edit_event', FORM_FEATURE);

  route(
    'POST',
    '/partners/events/:idOrSlug/submission-fields',
    {
      summary: 'Add a submission field',
      params: z.object({ idOrSlug }),
      body: submissionFieldInputSchema,
      response: submissionFieldSchema,
      status: 201,
    },
    async (request) => createField(db, (await editor(request)).id, request.body),
  );
  route(
    'POST',
    '/partners/events/:idOrSlug/submission-fields/story-template',
    {
      summary:
        "Add the story template (Inspiration, What it does, How we built it, Challenges, What's next, Built with)",
      description: 'Fields whose label the form already has are left out. Answers the whole form.',
      params: z.object({ idOrSlug }),
      response: z.object({ fields: z.array(submissionFieldSchema) }),
      status: 201,
    },
    async (request) => ({ fields: await addStoryTemplate(db, (await editor(request)).id) }),
  );
  route(
    'PUT',
    '/partners/events/:idOrSlug/submission-fields/:fieldId',
    {
      summary: 'Change a submission field',
      params: fieldParams,
      body: submissionFieldInputSchema,
      response: submissionFieldSchema,
    },
    async (request) => updateField(db, (await editor(request)).id, request.params.fieldId, request.body),
  );
  route(
    'DELETE',
    '/partners/events/:idOrSlug/submission-fields/:fieldId',
    { summary: 'Remove a submission field and its answers', params: fieldParams, response: ok },
    async (request) => {
      await deleteField(db, (await editor(request)).id, request.params.fieldId);
      return { ok: true as const };
    },
  );

  app.get(
    '/projects/:id/answers',
    {
      schema: {
        tags: ['submission form', 'projects'],
        summary:
          "A project's answers: the public ones, or all of them for its team and the event's reviewers",
        params: z.object({ id: positiveId }),
        response: { 200: z.object({ answers: z.array(projectAnswerSchema) }), ...errors },
      },
    },
    async (request) => {
      const { project, event, actor } = await openProject(
        app.ctx,
        request.params.id,
        callerOf(request),
        'view',
      );
      await requireFeature(db, event.planId, FORM_FEATURE);
      const publicOnly = !canActOnProject(project, actor, 'edit');
      return { answers: await projectAnswers(db, event.id, project.id, publicOnly) };
    },
  );

  app.put(
    '/projects/:id/answers',
    {
      schema: {
        tags: ['submission form', 'projects'],
        summary: "Save the team's answers (field id → value; null removes an answer)",
        params: z.object({ id: positiveId }),
        body: answersInputSchema,
        response: { 200: z.object({ answers: z.array(projectAnswerSchema) }), ...errors },
      },
    },
    async (request) => {
      const { project, event } = await openProject(app.ctx, request.params.id, callerOf(request), 'edit');
      await requireFeature(db, event.planId, FORM_FEATURE);
      await saveAnswers(db, event.id, project, request.body);
      return { answers: await projectAnswers(db, event.id, project.id, false) };
    },
  );
};
