import type { EventRow } from '../events/service';
import { archivedRefusal } from '../plans/archive';
import {
  canActOnProject,
  PROJECT_ACTIONS,
  PROJECT_DENIED,
  type ProjectAction,
  type ProjectActor,
} from '../projects/policy';
import type { ProjectRow } from '../projects/presenter';
import { definePolicy, loginRequired, type Rule } from './policy';

/** What a project decision reads: the project and its event (whether either is archived). */
export interface ProjectRecord {
  project: ProjectRow;
  event: Pick<EventRow, 'archivedAt'>;
}

/** Copying reads the project and archiving has its own rules; every other action changes it. */
const READS_OR_ARCHIVES: readonly ProjectAction[] = ['view', 'copy', 'archive'];

const rule =
  (action: ProjectAction): Rule<ProjectActor, ProjectRecord> =>
  (actor, { project, event }) => {
    if (!actor.viewer) return loginRequired();
    if (!canActOnProject(project, actor, action)) return false;
    return READS_OR_ARCHIVES.includes(action) ? true : (archivedRefusal(event, project) ?? true);
  };

/**
 * The project policy: who may do what with a project, by their event access and team role
 * (canActOnProject, docs/permissions.md), and no change while it or its event is archived.
 */
export const projectPolicy = definePolicy<ProjectActor, ProjectRecord, ProjectAction>(
  Object.fromEntries(
    PROJECT_ACTIONS.map((action) => [action, { allow: rule(action), denied: PROJECT_DENIED[action] }]),
  ) as Record<ProjectAction, { allow: Rule<ProjectActor, ProjectRecord>; denied: string }>,
);
