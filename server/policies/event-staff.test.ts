import { describe, expect, it } from 'vitest';
import { EVENT_ROLES, type EventRole } from '../../common/constants';
import { EVENT_ACTIONS, type EventAction } from '../../common/permissions';
import { status } from '../test/policy-outcome';
import type { EventStanding } from './event';
import { eventStaffPolicy } from './event-staff';

const READS: EventAction[] = [
  'view_staff_area',
  'view_plan',
  'view_judging',
  'view_plagiarism',
  'view_registrations',
];
const EDITOR: EventAction[] = [
  ...READS,
  'create_preview',
  'manage_templates',
  'edit_event',
  'manage_judging',
  'manage_api_tokens',
  'manage_team_finder',
];
const ADMIN: EventAction[] = [
  ...EDITOR,
  'manage_access_code',
  'manage_members',
  'archive_event',
  'manage_webhooks',
  'import_export',
  'manage_registrations',
  'check_in',
];
/** What each role may do, written out here rather than read from common/permissions.ts. */
const ALLOWED: Record<EventRole, EventAction[]> = {
  ss_event_owner: [...ADMIN, 'delete_event', 'view_contact_emails'],
  ss_event_admin: ADMIN,
  ss_event_editor: EDITOR,
  ss_event_viewer: READS,
  ss_event_participant: [],
  ss_event_visitor: [],
  ss_event_judge: ['judge'],
  ss_event_volunteer: ['check_in'],
};
/** What stays open on an archived event: the reads, restoring it, and exports. */
const WHILE_ARCHIVED = new Set<EventAction>([...READS, 'archive_event', 'import_export']);

const viewer = { isSuperAdmin: false };
const open = { archivedAt: null };
const archived = { archivedAt: new Date() };

/** Every event role, a super admin and nobody × every staff action, on an open and an archived event. */
describe('event staff policy', () => {
  it.each(EVENT_ROLES)('role %s', (role) => {
    const actor: EventStanding = { viewer, role };
    for (const action of EVENT_ACTIONS) {
      const allowed = ALLOWED[role].includes(action);
      expect([action, status(() => eventStaffPolicy.authorize(actor, action, open))]).toEqual([
        action,
        allowed ? 'ok' : 403,
      ]);
      const whenArchived = !allowed ? 403 : WHILE_ARCHIVED.has(action) ? 'ok' : 409;
      expect([action, status(() => eventStaffPolicy.authorize(actor, action, archived))]).toEqual([
        action,
        whenArchived,
      ]);
    }
  });

  it('lets a super admin do all but score, and an active judge row score', () => {
    const admin: EventStanding = { viewer: { isSuperAdmin: true }, role: null };
    for (const action of EVENT_ACTIONS) {
      expect([action, eventStaffPolicy.can(admin, action, open)]).toEqual([action, action !== 'judge']);
    }
    const judge = { status: 'active' } as EventStanding['judge'];
    expect(eventStaffPolicy.can({ viewer, role: 'ss_event_visitor', judge }, 'judge', open)).toBe(true);
    const paused = { status: 'pending' } as EventStanding['judge'];
    expect(eventStaffPolicy.can({ viewer, role: null, judge: paused }, 'judge', open)).toBe(false);
  });

  it('refuses nobody with 401 and names the action in a 403', () => {
    for (const action of EVENT_ACTIONS) {
      expect(status(() => eventStaffPolicy.authorize({ viewer: null, role: null }, action, open))).toBe(401);
    }
    expect(() => eventStaffPolicy.authorize({ viewer, role: 'ss_event_viewer' }, 'edit_event', open)).toThrow(
      'Only event owners, admins and editors may edit the event',
    );
  });
});
