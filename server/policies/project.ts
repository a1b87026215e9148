import type { EventAction } from '../../common/permissions';
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
import { staffEntry } from './event-staff';
import { definePolicy, loginRequired, type Rule } from './policy';

/** What a project decision reads: the project and its event (whether either is archived). */
export interface ProjectRecord {
  project: ProjectRow;
  event: Pick<EventRow, 'archivedAt'>;
}

/** Copying reads the project; every other action but archiving changes it. */
const READS: readonly ProjectAction[] = ['view', 'copy'];

/**
 * What an archived event or project refuses an allowed action: nothing to a read; archiving and
 * restoring a project only while its event is archived (an archived event freezes its projects:
 * restore the event first); every other change while either is.
 */
function archivedRefusalOf(action: ProjectAction, { project, event }: ProjectRecord) {
  if (READS.includes(action)) return null;
  return action === 'archive' ? archivedRefusal(event) : archivedRefusal(event, project);
}

const rule =
  (action: ProjectAction): Rule<ProjectActor, ProjectRecord> =>
  (actor, record) => {
    if (!actor.viewer) return loginRequired();
    if (!canActOnProject(record.project, actor, action)) return false;
    return archivedRefusalOf(action, record) ?? true;
  };

/**
 * A staff action on a project (reading its plagiarism report): the event permission table's rule, over
 * the project's event.
 */
const staffOnEvent = (action: EventAction) => {
  const { allow, denied, key } = staffEntry(action);
  return { allow: (actor: ProjectActor, { event }: ProjectRecord) => allow(actor, event), denied, key };
};

/**
 * The project policy: who may do what with a project, by their event access and team role
 * (canActOnProject, docs/permissions.md), and no change while it or its event is archived; the staff's
 * reads by the event permission table.
 */
export const projectPolicy = definePolicy<ProjectActor, ProjectRecord, ProjectAction | 'view_plagiarism'>({
  ...(Object.fromEntries(
    PROJECT_ACTIONS.map((action) => [action, { allow: rule(action), denied: PROJECT_DENIED[action] }]),
  ) as Record<ProjectAction, { allow: Rule<ProjectActor, ProjectRecord>; denied: string }>),
  view_plagiarism: staffOnEvent('view_plagiarism'),
});
