import type { EventRole } from '../../common/constants';
import {
  EVENT_ACTIONS,
  type EventAction,
  MEMBER_PERMISSIONS,
  type MemberAction,
} from '../../common/permissions';
import { AppError } from '../errors';
import { type ProjectAction, type ProjectActor, requireProjectPermission } from '../projects/policy';
import type { ProjectRow } from '../projects/presenter';
import { authorizeEvent, type EventStanding } from './event';

/** A fellow member of the event, the resource of member actions: who they are there. */
export interface MemberResource {
  role: EventRole;
}

const MEMBER_DENIED: Record<MemberAction, string> = {
  change_member_role: 'The owner keeps their role',
  remove_member: 'The owner cannot be removed',
};

const isEventAction = (action: string): action is EventAction =>
  (EVENT_ACTIONS as readonly string[]).includes(action);
const isMemberAction = (action: string): action is MemberAction => action in MEMBER_PERMISSIONS;

/**
 * Every authorisation decision of the server: who acts (an actor), what they do (an action of one of the
 * tables of common/permissions.ts) and to what (the event of the actor, a project, a fellow member;
 * site-wide actions have their policy, site.ts). Refuses with 401 when nobody is logged in and 403 with
 * the action's message otherwise.
 */
export function authorize(actor: EventStanding, action: EventAction): void;
export function authorize(actor: EventStanding, action: MemberAction, member: MemberResource): void;
export function authorize(actor: ProjectActor, action: ProjectAction, project: ProjectRow): void;
export function authorize(
  actor: EventStanding | ProjectActor,
  action: EventAction | MemberAction | ProjectAction,
  resource?: MemberResource | ProjectRow,
): void {
  if (isEventAction(action)) {
    authorizeEvent(actor as EventStanding, action);
  } else if (isMemberAction(action)) {
    const rule = MEMBER_PERMISSIONS[action];
    authorizeEvent(actor as EventStanding, rule.by);
    if (!rule.on.includes((resource as MemberResource).role)) {
      throw new AppError('forbidden', MEMBER_DENIED[action]);
    }
  } else {
    requireProjectPermission(resource as ProjectRow, actor as ProjectActor, action as ProjectAction);
  }
}
