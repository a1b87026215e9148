import type { FastifyInstance } from 'fastify';
import { projectsContract } from '../../common/contract/projects';
import { requireViewer } from '../auth/authenticate';
import type { Db } from '../db/client';
import { callerOf } from '../events/credentials';
import { implement } from '../http/endpoint';
import { viewableEventOf } from '../http/event-context';
import { openProject } from './access';
import { saveProjectPage } from './page';
import { type ProjectRow, presentProject } from './presenter';
import { loadProjectRelations } from './relations';
import { projectResource } from './resource';
import {
  changeProjectStatus,
  copyProject,
  createProject,
  deleteProject,
  matchTemplate,
  updateProject,
} from './service';

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

/** The editor's writes, registered with the other project endpoints (routes.ts). */
export function projectEditEndpoints(app: FastifyInstance) {
  const { db } = app.ctx;
  const c = projectsContract;
  return {
    create: implement(c.create, {
      handle: async ({ request }) => {
        const { event, access } = await viewableEventOf(request, request.body.eventId);
        return presentFull(db, await createProject(db, event, access, request.body));
      },
    }),

    copy: implement(c.copy, {
      // A template of the event (or of none) is copied by anyone who may add a project; any other
      // source is opened for its copy right, which only the service knows it needs.
      handle: async ({ request }) => {
        const { id } = request.params;
        const caller = { ...callerOf(request), viewer: requireViewer(request) };
        const copy = await copyProject(app.ctx, id, caller, request.body, () =>
          openProject(app.ctx, id, caller, 'copy'),
        );
        return presentFull(db, copy);
      },
    }),

    update: implement(c.update, {
      resource: projectResource,
      handle: async ({ request, record }) => {
        const { project: nested, updateMask, ...flat } = request.body;
        return presentFull(db, await updateProject(db, record, nested ?? flat, updateMask));
      },
    }),

    savePage: implement(c.savePage, {
      resource: projectResource,
      handle: async ({ request, record }) => presentFull(db, await saveProjectPage(db, record, request.body)),
    }),

    remove: implement(c.remove, {
      resource: projectResource,
      handle: async ({ record }) => {
        await deleteProject(db, record);
        return { message: 'Project deleted' };
      },
    }),

    setStatus: implement(c.setStatus, {
      resource: projectResource,
      handle: async ({ request, record }) =>
        presentFull(db, await changeProjectStatus(db, record, request.body.submissionStatus)),
    }),

    matchTemplate: implement(c.matchTemplate, {
      resource: projectResource,
      handle: async ({ request, record }) =>
        presentFull(db, await matchTemplate(db, record, request.params.templateId)),
    }),
  };
}
