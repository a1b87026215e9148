import { describe, expect, it } from 'vitest';
import { EVENT_ROLES, type EventRole } from '../../common/constants';
import { status } from '../test/policy-outcome';
import type { EventStanding } from './event';
import { REGISTRATION_ACTIONS, type RegistrationAction, registrationPolicy } from './registration';

/** Who sees the arrivals count, written out here rather than read from common/permissions.ts. */
const SEES_ARRIVALS = new Set<EventRole>([
  'ss_event_owner',
  'ss_event_admin',
  'ss_event_editor',
  'ss_event_viewer',
  'ss_event_volunteer',
]);

const viewer = { isSuperAdmin: false };
const open = { archivedAt: null };
const archived = { archivedAt: new Date() };

/** Every event role, none, a super admin and nobody × every registration action, open and archived. */
describe('registration policy', () => {
  const actors: [string, EventStanding, boolean][] = [
    ...EVENT_ROLES.map((role): [string, EventStanding, boolean] => [
      role,
      { viewer, role },
      SEES_ARRIVALS.has(role),
    ]),
    ['no role', { viewer, role: null }, false],
    ['a super admin', { viewer: { isSuperAdmin: true }, role: null }, true],
  ];
  it.each(actors)('%s', (_name, actor, seesArrivals) => {
    const expected: Record<RegistrationAction, [unknown, unknown]> = {
      register: ['ok', 409],
      confirm: ['ok', 409],
      cancel: ['ok', 409],
      see_arrivals: seesArrivals ? ['ok', 'ok'] : [403, 403],
    };
    for (const action of REGISTRATION_ACTIONS) {
      expect([
        action,
        status(() => registrationPolicy.authorize(actor, action, open)),
        status(() => registrationPolicy.authorize(actor, action, archived)),
      ]).toEqual([action, ...expected[action]]);
    }
  });

  it('refuses nobody with 401, and names who sees arrivals in a 403', () => {
    for (const action of REGISTRATION_ACTIONS) {
      expect(status(() => registrationPolicy.authorize({ viewer: null, role: null }, action, open))).toBe(
        401,
      );
    }
    expect(() =>
      registrationPolicy.authorize({ viewer, role: 'ss_event_judge' }, 'see_arrivals', open),
    ).toThrow('Only event staff and volunteers may see arrivals');
  });
});
