import { EVENT_ACTIONS, type EventAction } from '../../common/permissions';
import { type ProjectAction, type ProjectActor, requireProjectPermission } from '../projects/policy';
import type { ProjectRow } from '../projects/presenter';
import { authorizeEvent, type EventStanding } from './event';

const isEventAction = (action: string): action is EventAction =>
  (EVENT_ACTIONS as readonly string[]).includes(action);

/**
 * Every authorisation decision of the server: who acts (an actor), what they do (an action of one of the
 * tables of common/permissions.ts) and to what (the event of the actor, a project; a fellow member is
 * the member policy's, member.ts, and site-wide actions the site policy's, site.ts). Refuses with 401 when
 * nobody is logged in and 403 with the action's message otherwise.
 */
export function authorize(actor: EventStanding, action: EventAction): void;
export function authorize(actor: ProjectActor, action: ProjectAction, project: ProjectRow): void;
export function authorize(
  actor: EventStanding | ProjectActor,
  action: EventAction | ProjectAction,
  resource?: ProjectRow,
): void {
  if (isEventAction(action)) {
    authorizeEvent(actor as EventStanding, action);
  } else {
    requireProjectPermission(resource as ProjectRow, actor as ProjectActor, action as ProjectAction);
  }
}
