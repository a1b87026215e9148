import { describe, expect, it } from 'vitest';
import { EVENT_ROLES, type EventRole, TEAM_ROLES, type TeamRole } from '../../common/constants';
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

/** Every event role, a super admin and nobody × the staff's reads of a project, open and archived. */
describe('project policy: staff reads', () => {
  const STAFF: EventRole[] = ['ss_event_owner', 'ss_event_admin', 'ss_event_editor', 'ss_event_viewer'];
  const events = [{ archivedAt: null }, { archivedAt: new Date() }];

  it.each(EVENT_ROLES)('role %s', (role) => {
    for (const event of events) {
      const answer = status(() =>
        projectPolicy.authorize({ ...actor('Owner'), role }, 'view_plagiarism', { project, event }),
      );
      expect(answer).toBe(STAFF.includes(role) ? 'ok' : 403);
    }
  });

  it('lets a super admin read, asks nobody to log in and names the action in a 403', () => {
    const event = { archivedAt: null };
    const admin = { ...actor(null), viewer: { ...viewer, isSuperAdmin: true } };
    expect(status(() => projectPolicy.authorize(admin, 'view_plagiarism', { project, event }))).toBe('ok');
    const nobody = { ...actor(null), viewer: null };
    expect(status(() => projectPolicy.authorize(nobody, 'view_plagiarism', { project, event }))).toBe(401);
    expect(() => projectPolicy.authorize(actor('Owner'), 'view_plagiarism', { project, event })).toThrow(
      'Only event staff may see plagiarism reports',
    );
  });
});
