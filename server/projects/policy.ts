import type { TeamRole } from '../../common/constants';
import { eventRoleAllows } from '../../common/permissions';
import {
  isPublicProject,
  PROJECT_MODERATOR_ROLES,
  PROJECT_REVIEWER_ROLES,
  type StatusActor,
  teamRoleAllows,
} from '../../common/projects';
import { AppError } from '../errors';
import type { EventAccess } from '../events/policy';
import { isEventStaff } from '../events/policy';
import type { ProjectRow } from './presenter';

/** Everything a project decision depends on: the caller's event access and their team role. */
export interface ProjectActor extends EventAccess {
  teamRole: TeamRole | null;
}

/** Approved projects are public within a viewable event; others only to their team and event staff. */
export function canViewProject(project: ProjectRow, access: EventAccess, isMember: boolean): boolean {
  if (isPublicProject(project)) return true;
  return isMember || isEventStaff(access);
}

export const isReviewer = (actor: EventAccess) =>
  Boolean(actor.viewer?.isSuperAdmin) || (actor.role !== null && PROJECT_REVIEWER_ROLES.includes(actor.role));
const isModerator = (actor: EventAccess) =>
  Boolean(actor.viewer?.isSuperAdmin) ||
  (actor.role !== null && PROJECT_MODERATOR_ROLES.includes(actor.role));

export const PROJECT_ACTIONS = [
  'view',
  'like',
  'edit',
  'submit',
  'invite',
  'leave',
  'delete',
  'copy',
  'review',
  'archive',
  'remove_owner',
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** The one place that decides who may do what with a project (docs/permissions.md). */
export function canActOnProject(project: ProjectRow, given: ProjectActor, action: ProjectAction): boolean {
  if (!given.viewer) return false;
  // An API token without manage_event changes projects as a team member only, not as event staff.
  const token = given.viewer.apiToken;
  const actor =
    token && action !== 'view' && !token.scopes.includes('manage_event') ? { ...given, role: null } : given;
  if (!actor.viewer) return false;
  switch (action) {
    case 'view':
      return canViewProject(project, actor, actor.teamRole !== null);
    case 'like':
      return isPublicProject(project);
    case 'edit':
      return teamRoleAllows(actor.teamRole, 'edit') || isReviewer(actor);
    case 'submit':
      return teamRoleAllows(actor.teamRole, 'submit');
    case 'invite':
      return teamRoleAllows(actor.teamRole, 'invite') || isModerator(actor);
    case 'leave':
      // Leaving is the one team change a member makes on themselves: it needs no right but membership.
      return actor.teamRole !== null;
    case 'delete':
      return teamRoleAllows(actor.teamRole, 'delete') || isModerator(actor);
    case 'copy':
      return teamRoleAllows(actor.teamRole, 'copy') || isReviewer(actor);
    case 'review':
      return isReviewer(actor);
    case 'remove_owner':
      return teamRoleAllows(actor.teamRole, 'remove_owner') || Boolean(actor.viewer.isSuperAdmin);
    case 'archive':
      return (
        actor.teamRole === 'Owner' || eventRoleAllows(actor.role, 'archive_event', actor.viewer.isSuperAdmin)
      );
  }
}

export const PROJECT_DENIED: Record<ProjectAction, string> = {
  view: 'You do not have access to this project',
  like: 'Only approved projects can be liked',
  edit: 'Only the project team or event staff may edit this project',
  submit: 'Only the project owner or a co-owner may submit this project',
  invite: 'Only the project owner or a co-owner may change the team',
  leave: 'You are not on this team',
  delete: 'Only the project owner or an event admin may delete this project',
  copy: 'You may not copy this project',
  review: 'Only event owners, admins and editors may review projects',
  archive: 'Only the project owner or an event owner or admin may archive or restore this project',
  remove_owner: 'Only an owner may remove an owner',
};

export function requireProjectPermission(project: ProjectRow, actor: ProjectActor, action: ProjectAction) {
  if (!actor.viewer) throw new AppError('unauthorized', 'Login required');
  if (!canActOnProject(project, actor, action)) throw new AppError('forbidden', PROJECT_DENIED[action]);
}

/** The capacities in which the caller may change a status: as a team member, as a reviewer, or both. */
export function statusActorsFor(actor: ProjectActor): StatusActor[] {
  const actors: StatusActor[] = [];
  if (teamRoleAllows(actor.teamRole, 'submit')) actors.push('team');
  if (isReviewer(actor)) actors.push('reviewer');
  return actors;
}

/** Team members lose write access when submissions close; staff keep it. */
export const isBoundBySubmissionWindow = (access: EventAccess): boolean => !isReviewer(access);
