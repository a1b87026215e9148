import { describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '../../common/api-tokens';
import { EVENT_ROLES, type EventRole } from '../../common/constants';
import { status } from '../test/policy-outcome';
import { API_TOKEN_ACTIONS, apiTokenPolicy } from './api-token';
import type { EventStanding } from './event';

/** Who manages an event's tokens (and may edit the event, so lend a token the console), written out here. */
const MANAGERS: EventRole[] = ['ss_event_owner', 'ss_event_admin', 'ss_event_editor'];

const viewer = { isSuperAdmin: false };
const open = { archivedAt: null };
const archived = { archivedAt: new Date() };
const tokens = (event: { archivedAt: Date | null }, scopes: ApiTokenScope[] = ['read']) => ({
  event,
  scopes,
});

/** Every event role, a super admin without a role and nobody × every token action. */
describe('API token policy', () => {
  it.each(EVENT_ROLES)('role %s', (role) => {
    const actor: EventStanding = { viewer, role };
    const manages = MANAGERS.includes(role);
    for (const action of API_TOKEN_ACTIONS) {
      expect([action, status(() => apiTokenPolicy.authorize(actor, action, tokens(open)))]).toEqual([
        action,
        manages ? 'ok' : 403,
      ]);
      // Listing and revoking take access away, so they stay open on an archived event; creating does not.
      const whenArchived = !manages ? 403 : action === 'create' ? 409 : 'ok';
      expect([action, status(() => apiTokenPolicy.authorize(actor, action, tokens(archived)))]).toEqual([
        action,
        whenArchived,
      ]);
    }
    const lendsConsole = status(() =>
      apiTokenPolicy.authorize(actor, 'create', tokens(open, ['read', 'manage_event'])),
    );
    expect(lendsConsole).toBe(manages ? 'ok' : 403);
  });

  it('lets a super admin without a role list and revoke, but not create: they have no role to lend', () => {
    const admin: EventStanding = { viewer: { isSuperAdmin: true }, role: null };
    expect(apiTokenPolicy.can(admin, 'list', tokens(open))).toBe(true);
    expect(apiTokenPolicy.can(admin, 'revoke', tokens(open))).toBe(true);
    expect(() => apiTokenPolicy.authorize(admin, 'create', tokens(open))).toThrow(
      'Event tokens act with your role in the event',
    );
  });

  it('refuses nobody with 401 and names the rule in a 403', () => {
    for (const action of API_TOKEN_ACTIONS) {
      expect(status(() => apiTokenPolicy.authorize({ viewer: null, role: null }, action, tokens(open)))).toBe(
        401,
      );
    }
    expect(() => apiTokenPolicy.authorize({ viewer, role: 'ss_event_viewer' }, 'list', tokens(open))).toThrow(
      "Only event owners, admins and editors may manage the event's API tokens",
    );
  });
});
