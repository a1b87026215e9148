import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formsContract } from '../../common/contract/forms';
import { eventStaffResource, viewableEventResource } from '../events/resource';
import { implement, registerEndpoints } from '../http/endpoint';
import { canActOnProject } from '../projects/policy';
import { projectResource } from '../projects/resource';
import {
  addStoryTemplate,
  createField,
  deleteField,
  listFields,
  projectAnswers,
  saveAnswers,
  updateField,
} from './service';

/** The event's own submission fields (organisers) and each project's answers (its team). */
export const registrationFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const staff = eventStaffResource('idOrSlug');

  registerEndpoints(app, formsContract, {
    fields: implement(formsContract.fields, {
      resource: viewableEventResource,
      handle: async ({ record }) => ({ fields: await listFields(db, record.id) }),
    }),
    addField: implement(formsContract.addField, {
      resource: staff,
      handle: ({ request, record }) => createField(db, record.id, request.body),
    }),
    addStoryTemplate: implement(formsContract.addStoryTemplate, {
      resource: staff,
      handle: async ({ record }) => ({ fields: await addStoryTemplate(db, record.id) }),
    }),
    changeField: implement(formsContract.changeField, {
      resource: staff,
      handle: ({ request, record }) => updateField(db, record.id, request.params.fieldId, request.body),
    }),
    removeField: implement(formsContract.removeField, {
      resource: staff,
      handle: async ({ request, record }) => {
        await deleteField(db, record.id, request.params.fieldId);
        return { ok: true as const };
      },
    }),
    answers: implement(formsContract.answers, {
      resource: projectResource,
      handle: async ({ actor, record: { project, event } }) => {
        const publicOnly = !canActOnProject(project, actor, 'edit');
        return { answers: await projectAnswers(db, event.id, project.id, publicOnly) };
      },
    }),
    saveAnswers: implement(formsContract.saveAnswers, {
      resource: projectResource,
      handle: async ({ request, record: { project, event } }) => {
        await saveAnswers(db, event.id, project, request.body);
        return { answers: await projectAnswers(db, event.id, project.id, false) };
      },
    }),
  });
};
