import { describe, expect, it } from 'vitest';
import { EVENT_ROLES, type EventRole, TEAM_ROLES, type TeamRole } from '../../common/constants';
import type { Viewer } from '../context';
import type { ProjectActor } from '../projects/policy';
import type { ProjectRow } from '../projects/presenter';
import { status } from '../test/policy-outcome';
import { type CommentAction, commentPolicy } from './comment';
import { TEAM_ACTIONS, type TeamAction, teamPolicy } from './team';

const ME = 1;
const viewer = { id: ME, userName: 'me', isEngStaff: false, isSuperAdmin: false } as Viewer;
const actor = (teamRole: TeamRole | null, role: EventRole | null = null): ProjectActor => ({
  viewer,
  role,
  teamRole,
  hasPreview: false,
  hasAccessPass: false,
});
const project = { id: 9, submissionStatus: 'APPROVED', isTemplate: false, archivedAt: null } as ProjectRow;

/** Every team role (and none) × every team action, on another member, an owner, and oneself. */
describe('team policy', () => {
  const managers: (TeamRole | null)[] = ['Owner', 'CoOwner'];
  it.each([...TEAM_ROLES, null])('team role %s', (teamRole) => {
    const me = actor(teamRole);
    const manages = managers.includes(teamRole);
    const expected: Record<TeamAction, unknown> = {
      invite: manages ? 'ok' : 403,
      cancel_invitation: manages ? 'ok' : 403,
      remove_member: manages ? 'ok' : 403,
    };
    for (const action of TEAM_ACTIONS) {
      const member = { userId: 2, role: 'Contributor' as const };
      expect([
        action,
        status(() => teamPolicy.authorize(me, action, { project, member, userId: 2 })),
      ]).toEqual([action, expected[action]]);
    }
    // Removing an owner takes an owner; leaving takes only membership.
    const owner = { userId: 2, role: 'Owner' as const };
    expect(
      status(() => teamPolicy.authorize(me, 'remove_member', { project, member: owner, userId: 2 })),
    ).toBe(teamRole === 'Owner' ? 'ok' : 403);
    const self = teamRole ? { userId: ME, role: teamRole } : null;
    expect(
      status(() => teamPolicy.authorize(me, 'remove_member', { project, member: self, userId: ME })),
    ).toBe(teamRole ? 'ok' : 403);
  });

  it.each(EVENT_ROLES)('event role %s, not on the team', (role) => {
    const moderator = role === 'ss_event_owner' || role === 'ss_event_admin';
    const me = actor(null, role);
    const member = { userId: 2, role: 'Contributor' as const };
    expect(status(() => teamPolicy.authorize(me, 'cancel_invitation', { project }))).toBe(
      moderator ? 'ok' : 403,
    );
    expect(status(() => teamPolicy.authorize(me, 'remove_member', { project, member, userId: 2 }))).toBe(
      moderator ? 'ok' : 403,
    );
    const owner = { userId: 2, role: 'Owner' as const };
    expect(
      status(() => teamPolicy.authorize(me, 'remove_member', { project, member: owner, userId: 2 })),
    ).toBe(403);
  });

  it('refuses nobody with 401', () => {
    const nobody = { ...actor(null), viewer: null };
    for (const action of TEAM_ACTIONS) {
      expect(status(() => teamPolicy.authorize(nobody, action, { project, userId: 2 }))).toBe(401);
    }
  });
});

/** Every team role, every event role and nobody × every comment action, on someone else's and one's own. */
describe('comment policy', () => {
  const event = { archivedAt: null };
  const theirs = { authorId: 2 };
  const mine = { authorId: ME };
  const staff = new Set<EventRole>([
    'ss_event_owner',
    'ss_event_admin',
    'ss_event_editor',
    'ss_event_viewer',
  ]);
  const actors: [string, ProjectActor, boolean][] = [
    ...TEAM_ROLES.map((r): [string, ProjectActor, boolean] => [`team ${r}`, actor(r), true]),
    ...EVENT_ROLES.map((r): [string, ProjectActor, boolean] => [`event ${r}`, actor(null, r), staff.has(r)]),
    ['a visitor', actor(null), false],
  ];
  it.each(actors)('%s', (_name, me, moderates) => {
    const on = (action: CommentAction, comment?: { authorId: number }) =>
      status(() => commentPolicy.authorize(me, action, { project, event, comment }));
    expect(on('post')).toBe('ok');
    expect([on('edit', mine), on('edit', theirs)]).toEqual(['ok', 403]);
    expect([on('delete', mine), on('delete', theirs)]).toEqual(['ok', 403]);
    expect(on('hide', theirs)).toBe(moderates ? 'ok' : 403);
  });

  it('refuses unapproved, archived and anonymous cases as the thread says', () => {
    const me = actor('Owner');
    const draft = { ...project, submissionStatus: 'DRAFT' } as ProjectRow;
    const template = { ...project, isTemplate: true } as ProjectRow;
    expect(status(() => commentPolicy.authorize(me, 'post', { project: draft, event }))).toBe(403);
    expect(status(() => commentPolicy.authorize(me, 'post', { project: template, event }))).toBe(403);
    const archived = { archivedAt: new Date() };
    for (const action of ['post', 'edit', 'delete', 'hide'] as const) {
      expect(
        status(() => commentPolicy.authorize(me, action, { project, event: archived, comment: mine })),
      ).toBe(409);
    }
    const nobody = { ...me, viewer: null };
    expect(status(() => commentPolicy.authorize(nobody, 'post', { project, event }))).toBe(401);
  });
});
