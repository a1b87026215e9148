import { describe, expect, it } from 'vitest';
import { EVENT_ROLES, type EventRole } from '../../common/constants';
import { status } from '../test/policy-outcome';
import type { EventStanding } from './event';
import { teamFinderPolicy } from './team-finder';

/** Who moderates the board, written out here rather than read from common/permissions.ts. */
const MODERATORS = new Set<EventRole>(['ss_event_owner', 'ss_event_admin', 'ss_event_editor']);

const viewer = { isSuperAdmin: false };
const open = { archivedAt: null };
const archived = { archivedAt: new Date() };

/** Every event role, none, a super admin and nobody × every team finder action, open and archived. */
describe('team finder policy', () => {
  const actors: [string, EventStanding, unknown][] = [
    ...EVENT_ROLES.map((role): [string, EventStanding, unknown] => [
      role,
      { viewer, role },
      MODERATORS.has(role) ? 'ok' : 403,
    ]),
    ['no role', { viewer, role: null }, 403],
    ['a super admin', { viewer: { isSuperAdmin: true }, role: null }, 'ok'],
    ['nobody', { viewer: null, role: null }, 401],
  ];
  it.each(actors)('%s', (_name, actor, expected) => {
    for (const action of teamFinderPolicy.actions) {
      expect([
        action,
        status(() => teamFinderPolicy.authorize(actor, action, open)),
        status(() => teamFinderPolicy.authorize(actor, action, archived)),
      ]).toEqual([action, expected, expected]);
    }
  });
});
