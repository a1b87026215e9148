import type { ApiTokenScope } from '../../common/api-tokens';
import { eventRoleAllows } from '../../common/permissions';
import { can, DENIED, type EventStanding } from './event';
import { type StaffRecord, staffRule } from './event-staff';
import { definePolicy, forbidden, loginRequired, type Rule } from './policy';

/** An event's tokens as a decision reads them: the event, and the scopes a new token would hold. */
export interface EventTokensRecord {
  event: StaffRecord;
  /** The scopes asked for when a token is created; none otherwise. */
  scopes: readonly ApiTokenScope[];
}

export const API_TOKEN_ACTIONS = ['list', 'create', 'revoke'] as const;
export type ApiTokenAction = (typeof API_TOKEN_ACTIONS)[number];

/** Listing and revoking stay possible on an archived event: they only take access away. */
const takesAccessAway: Rule<EventStanding, EventTokensRecord> = (actor) =>
  actor.viewer ? can(actor, 'manage_api_tokens') : loginRequired();

const staffCreates = staffRule('manage_api_tokens');

/**
 * A new token acts with its creator's role in the event: a super admin without one has none to lend,
 * and nobody gives a token rights they do not have.
 */
const creates: Rule<EventStanding, EventTokensRecord> = (actor, tokens) => {
  const staff = staffCreates(actor, tokens.event);
  if (staff !== true) return staff;
  if (!eventRoleAllows(actor.role, 'manage_api_tokens')) {
    return forbidden(
      'Event tokens act with your role in the event: only its owners, admins and editors may create them',
    );
  }
  if (tokens.scopes.includes('manage_event') && !eventRoleAllows(actor.role, 'edit_event')) {
    return forbidden('You cannot give a token rights you do not have');
  }
  return true;
};

/** An event's API tokens: managed by its owners, admins and editors (common/permissions.ts). */
export const apiTokenPolicy = definePolicy<EventStanding, EventTokensRecord, ApiTokenAction>({
  list: { allow: takesAccessAway, denied: DENIED.manage_api_tokens },
  create: { allow: creates, denied: DENIED.manage_api_tokens },
  revoke: { allow: takesAccessAway, denied: DENIED.manage_api_tokens },
});
