import type { TeamRole } from '../../common/constants';
import { canActOnProject, PROJECT_DENIED, type ProjectActor } from '../projects/policy';
import type { ProjectRow } from '../projects/presenter';
import { definePolicy, forbidden, loginRequired } from './policy';

/** A change to a project's team: the project, and for a removal the member as found (null: not one). */
export interface TeamRecord {
  project: ProjectRow;
  member?: { userId: number; role: TeamRole } | null;
  /** The user a removal names. */
  userId?: number;
}

export const TEAM_ACTIONS = ['invite', 'cancel_invitation', 'remove_member'] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

const manages = (actor: ProjectActor, project: ProjectRow) => canActOnProject(project, actor, 'invite');

/**
 * Who changes a team. Inviting and cancelling an invitation take the team-management right (owners,
 * co-owners, event moderators). Removing a member takes it too, except for oneself, which is leaving
 * and needs only membership; removing an owner other than oneself takes an owner's right.
 */
export const teamPolicy = definePolicy<ProjectActor, TeamRecord, TeamAction>({
  invite: {
    allow: (actor, { project }) => (actor.viewer ? manages(actor, project) : loginRequired()),
    denied: PROJECT_DENIED.invite,
  },
  cancel_invitation: {
    allow: (actor, { project }) => (actor.viewer ? manages(actor, project) : loginRequired()),
    denied: PROJECT_DENIED.invite,
  },
  remove_member: {
    allow: (actor, { project, member, userId }) => {
      if (!actor.viewer) return loginRequired();
      const self = actor.viewer.id === userId;
      if (self) return canActOnProject(project, actor, 'leave') || forbidden(PROJECT_DENIED.leave);
      if (!manages(actor, project)) return false;
      if (member?.role === 'Owner' && !canActOnProject(project, actor, 'remove_owner')) {
        return forbidden(PROJECT_DENIED.remove_owner);
      }
      return true;
    },
    denied: PROJECT_DENIED.invite,
  },
});
