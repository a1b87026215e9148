import { EVENT_ACTIONS, type EventAction } from '../../common/permissions';
import type { EventRow } from '../events/service';
import { archivedRefusal } from '../plans/archive';
import { ALLOWED_WHILE_ARCHIVED, can, DENIED, DENIED_KEY, type EventStanding } from './event';
import { definePolicy, loginRequired, type Rule } from './policy';

/** What a staff decision reads of the event: whether it is archived. */
export type StaffRecord = Pick<EventRow, 'archivedAt'>;

/**
 * The rule of one staff action: someone logged in (401), a role the table of common/permissions.ts
 * allows (403 with the action's message), and no write to an archived event (409).
 */
export const staffRule =
  (action: EventAction): Rule<EventStanding, StaffRecord> =>
  (actor, event) => {
    if (!actor.viewer) return loginRequired();
    if (!can(actor, action)) return false;
    return ALLOWED_WHILE_ARCHIVED.has(action) ? true : (archivedRefusal(event) ?? true);
  };

/** One staff action as a policy's entry: its rule, and the message and key of its 403. */
export const staffEntry = (action: EventAction) => ({
  allow: staffRule(action),
  denied: DENIED[action],
  key: DENIED_KEY[action],
});

/** The event's staff areas as a resource: one rule per action of the event permission table. */
export const eventStaffPolicy = definePolicy<EventStanding, StaffRecord, EventAction>(
  Object.fromEntries(EVENT_ACTIONS.map((action) => [action, staffEntry(action)])) as Record<
    EventAction,
    ReturnType<typeof staffEntry>
  >,
);
