import { describe, expect, it } from 'vitest';
import { TEAM_ROLES, type TeamRole } from '../../common/constants';
import { TEAM_PERMISSIONS, type TeamAction } from '../../common/permissions';
import type { Viewer } from '../context';
import { PROJECT_ACTIONS, type ProjectAction, type ProjectActor } from '../projects/policy';
import type { ProjectRow } from '../projects/presenter';
import { status } from '../test/policy-outcome';
import { projectPolicy } from './project';

const viewer = { id: 1, userName: 'me', isEngStaff: false, isSuperAdmin: false } as Viewer;
const actor = (teamRole: TeamRole | null): ProjectActor => ({
  viewer,
  role: null,
  teamRole,
  hasPreview: false,
  hasAccessPass: false,
});
const project = { id: 9, submissionStatus: 'APPROVED', isTemplate: false, archivedAt: null } as ProjectRow;
const TEAM_TABLE_ACTIONS = new Set<string>(['edit', 'submit', 'invite', 'delete', 'copy', 'remove_owner']);

/** Every team role (and none) × every project action, on an approved project of an open event. */
describe('project policy', () => {
  it.each([...TEAM_ROLES, null])('team role %s', (teamRole) => {
    const expected = (action: ProjectAction): unknown => {
      if (TEAM_TABLE_ACTIONS.has(action)) {
        return teamRole && TEAM_PERMISSIONS[teamRole].includes(action as TeamAction) ? 'ok' : 403;
      }
      if (action === 'view' || action === 'like') return 'ok';
      if (action === 'leave') return teamRole ? 'ok' : 403;
      if (action === 'archive') return teamRole === 'Owner' ? 'ok' : 403;
      return 403; // review: staff only
    };
    for (const action of PROJECT_ACTIONS) {
      const answer = status(() =>
        projectPolicy.authorize(actor(teamRole), action, { project, event: { archivedAt: null } }),
      );
      expect([action, answer]).toEqual([action, expected(action)]);
    }
  });

  it('refuses changes while the event is archived (409), archiving and restoring too, not reads or copies', () => {
    const event = { archivedAt: new Date() };
    const owner = actor('Owner');
    for (const action of ['edit', 'archive'] as const) {
      expect(status(() => projectPolicy.authorize(owner, action, { project, event }))).toBe(409);
    }
    for (const action of ['view', 'copy'] as const) {
      expect(status(() => projectPolicy.authorize(owner, action, { project, event }))).toBe('ok');
    }
  });

  it('lets an archived project be restored, and refuses its other changes (409)', () => {
    const archived = { ...project, archivedAt: new Date() };
    const event = { archivedAt: null };
    const owner = actor('Owner');
    expect(status(() => projectPolicy.authorize(owner, 'edit', { project: archived, event }))).toBe(409);
    expect(status(() => projectPolicy.authorize(owner, 'archive', { project: archived, event }))).toBe('ok');
  });

  it('refuses nobody with 401', () => {
    for (const action of PROJECT_ACTIONS) {
      expect(
        status(() =>
          projectPolicy.authorize({ ...actor(null), viewer: null }, action, {
            project,
            event: { archivedAt: null },
          }),
        ),
      ).toBe(401);
    }
  });
});
