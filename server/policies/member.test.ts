import { describe, expect, it } from 'vitest';
import { EVENT_ROLES, type EventRole } from '../../common/constants';
import { MEMBER_ACTIONS } from '../../common/permissions';
import { status } from '../test/policy-outcome';
import type { EventStanding } from './event';
import { memberPolicy } from './member';

/** Who may change or remove members, written out here rather than read from common/permissions.ts. */
const MANAGERS: EventRole[] = ['ss_event_owner', 'ss_event_admin'];

const viewer = { isSuperAdmin: false };

/** Every acting role, a super admin and nobody × every member action × every role of the member touched. */
describe('member policy', () => {
  it.each(EVENT_ROLES)('acting as %s', (role) => {
    const actor: EventStanding = { viewer, role };
    for (const action of MEMBER_ACTIONS) {
      for (const target of EVENT_ROLES) {
        const expected = !MANAGERS.includes(role) ? 403 : target === 'ss_event_owner' ? 403 : 'ok';
        expect([
          action,
          target,
          status(() => memberPolicy.authorize(actor, action, { role: target })),
        ]).toEqual([action, target, expected]);
      }
    }
  });

  it('lets a super admin touch anyone but the owner, and refuses nobody with 401', () => {
    const admin: EventStanding = { viewer: { isSuperAdmin: true }, role: null };
    for (const action of MEMBER_ACTIONS) {
      for (const target of EVENT_ROLES) {
        expect([action, target, memberPolicy.can(admin, action, { role: target })]).toEqual([
          action,
          target,
          target !== 'ss_event_owner',
        ]);
        expect(
          status(() => memberPolicy.authorize({ viewer: null, role: null }, action, { role: target })),
        ).toBe(401);
      }
    }
  });

  it('names why: the staff action for those who may not manage members, the owner for the owner', () => {
    const editor: EventStanding = { viewer, role: 'ss_event_editor' };
    const owner = { role: 'ss_event_owner' as const };
    expect(() => memberPolicy.authorize(editor, 'remove_member', owner)).toThrow(
      'Only event owners and admins may manage members',
    );
    const admin: EventStanding = { viewer, role: 'ss_event_admin' };
    expect(() => memberPolicy.authorize(admin, 'change_member_role', owner)).toThrow(
      'The owner keeps their role',
    );
    expect(() => memberPolicy.authorize(admin, 'remove_member', owner)).toThrow(
      'The owner cannot be removed',
    );
  });
});
