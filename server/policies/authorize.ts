import { EVENT_ACTIONS, type EventAction, SITE_PERMISSIONS, type SiteAction } from '../../common/permissions';
import type { Viewer } from '../context';
import { AppError } from '../errors';
import { type ProjectAction, type ProjectActor, requireProjectPermission } from '../projects/policy';
import type { ProjectRow } from '../projects/presenter';
import { authorizeEvent, type EventStanding } from './event';

/** The site itself, the resource of site-wide actions. */
export const SITE = { kind: 'site' } as const;

const isEventAction = (action: string): action is EventAction =>
  (EVENT_ACTIONS as readonly string[]).includes(action);

/**
 * Every authorisation decision of the server: who acts (an actor), what they do (an action of one of the
 * tables of common/permissions.ts) and to what (the event of the actor, a project, the site; a fellow
 * member is the member policy's, member.ts). Refuses with 401 when nobody is logged in and 403 with the
 * action's message otherwise.
 */
export function authorize(actor: EventStanding, action: EventAction): void;
export function authorize(actor: ProjectActor, action: ProjectAction, project: ProjectRow): void;
export function authorize(viewer: Viewer | null, action: SiteAction, site: typeof SITE): void;
export function authorize(
  actor: EventStanding | ProjectActor | Viewer | null,
  action: EventAction | ProjectAction | SiteAction,
  resource?: ProjectRow | typeof SITE,
): void {
  if (isEventAction(action)) {
    authorizeEvent(actor as EventStanding, action);
  } else if (resource === SITE) {
    const viewer = actor as Viewer | null;
    if (!viewer) throw new AppError('unauthorized', 'Login required');
    if (!SITE_PERMISSIONS[action as SiteAction].some((flag) => viewer[flag])) {
      throw new AppError('forbidden', 'Staff only');
    }
  } else {
    requireProjectPermission(resource as ProjectRow, actor as ProjectActor, action as ProjectAction);
  }
}
