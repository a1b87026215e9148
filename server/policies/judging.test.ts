import { describe, expect, it } from 'vitest';
import { EVENT_ROLES, type EventRole, TEAM_ROLES } from '../../common/constants';
import type { Viewer } from '../context';
import { AppError } from '../errors';
import type { ProjectActor } from '../projects/policy';
import { status } from '../test/policy-outcome';
import type { EventStanding } from './event';
import { JUDGING_ACTIONS, type JudgingAction, judgingPolicy, teamFeedbackPolicy } from './judging';

type JudgeStanding = 'none' | 'pending' | 'active' | 'removed';
const STANDINGS: JudgeStanding[] = ['none', 'pending', 'active', 'removed'];

const viewer = { isSuperAdmin: false };
const standing = (role: EventRole | null, judge: JudgeStanding, who = viewer): EventStanding => ({
  viewer: who,
  role,
  judge: judge === 'none' ? null : ({ status: judge } as EventStanding['judge']),
});
const canOpen = { viewRefusal: null };
const cannotOpen = { viewRefusal: new AppError('forbidden', 'This event is private') };

/** What each role may do by the event table, written out here rather than read from common/permissions.ts. */
const STAFF_READS: EventRole[] = ['ss_event_owner', 'ss_event_admin', 'ss_event_editor', 'ss_event_viewer'];
const STAFF_WRITES: EventRole[] = ['ss_event_owner', 'ss_event_admin', 'ss_event_editor'];

function expected(role: EventRole, judge: JudgeStanding, opens: boolean): Record<JudgingAction, unknown> {
  const listed = judge === 'pending' || judge === 'active';
  return {
    view_judging: STAFF_READS.includes(role) ? 'ok' : 403,
    manage_judging: STAFF_WRITES.includes(role) ? 'ok' : 403,
    judge: role === 'ss_event_judge' || judge === 'active' ? 'ok' : 403,
    declare_conflicts: listed ? 'ok' : 403,
    take_part: listed || opens ? 'ok' : 403,
  };
}

/** Every event role × every judge standing × every judging action, for a caller who may open the event or not. */
describe('judging policy', () => {
  it.each(EVENT_ROLES)('role %s', (role) => {
    for (const judge of STANDINGS) {
      for (const [opens, record] of [
        [true, canOpen],
        [false, cannotOpen],
      ] as const) {
        const want = expected(role, judge, opens);
        for (const action of JUDGING_ACTIONS) {
          expect([
            judge,
            opens,
            action,
            status(() => judgingPolicy.authorize(standing(role, judge), action, record)),
          ]).toEqual([judge, opens, action, want[action]]);
        }
      }
    }
  });

  it('lets a super admin see and manage judging, but score only from the judge list', () => {
    const admin = { isSuperAdmin: true };
    expect(judgingPolicy.can(standing(null, 'none', admin), 'view_judging', canOpen)).toBe(true);
    expect(judgingPolicy.can(standing(null, 'none', admin), 'manage_judging', canOpen)).toBe(true);
    expect(judgingPolicy.can(standing(null, 'none', admin), 'judge', canOpen)).toBe(false);
    expect(judgingPolicy.can(standing(null, 'active', admin), 'judge', canOpen)).toBe(true);
  });

  it('refuses nobody with 401, names the action, and passes the event refusal on', () => {
    for (const action of JUDGING_ACTIONS) {
      expect(status(() => judgingPolicy.authorize({ viewer: null, role: null }, action, canOpen))).toBe(401);
    }
    expect(() => judgingPolicy.authorize(standing(null, 'none'), 'take_part', cannotOpen)).toThrow(
      'This event is private',
    );
    expect(() => judgingPolicy.authorize(standing(null, 'removed'), 'declare_conflicts', canOpen)).toThrow(
      'Only judges of this event may do this',
    );
    expect(() =>
      judgingPolicy.authorize(standing('ss_event_viewer', 'none'), 'manage_judging', canOpen),
    ).toThrow('Only event owners, admins and editors may manage judging');
  });
});

/** Released feedback: its team (every team role), event staff and super admins; nobody else. */
describe('team feedback policy', () => {
  const someone = { id: 1, isSuperAdmin: false } as Viewer;
  const actor = (role: EventRole | null, teamRole: ProjectActor['teamRole'], who: Viewer | null = someone) =>
    ({ viewer: who, role, teamRole, hasPreview: false, hasAccessPass: false }) as ProjectActor;
  const read = (reader: ProjectActor) =>
    status(() => teamFeedbackPolicy.authorize(reader, 'read_feedback', {}));

  it.each(EVENT_ROLES)('event role %s, off the team', (role) => {
    expect(read(actor(role, null))).toBe(STAFF_READS.includes(role) ? 'ok' : 403);
  });

  it('lets the team and super admins read, and refuses nobody with 401', () => {
    for (const teamRole of TEAM_ROLES) expect(read(actor(null, teamRole))).toBe('ok');
    expect(read(actor(null, null, { id: 2, isSuperAdmin: true } as Viewer))).toBe('ok');
    expect(read(actor(null, null))).toBe(403);
    expect(read(actor(null, null, null))).toBe(401);
  });
});
