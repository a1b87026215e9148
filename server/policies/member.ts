import type { EventRole } from '../../common/constants';
import { MEMBER_ACTIONS, MEMBER_PERMISSIONS, type MemberAction } from '../../common/permissions';
import { can, DENIED, type EventStanding } from './event';
import { definePolicy, forbidden, loginRequired, type Rule } from './policy';

/** A fellow member of the actor's event, as found: their role there. */
export interface MemberRecord {
  role: EventRole;
}

const MEMBER_DENIED: Record<MemberAction, string> = {
  change_member_role: 'The owner keeps their role',
  remove_member: 'The owner cannot be removed',
};

/**
 * The rule of one member action (common/permissions.ts): someone logged in (401), the event action it
 * takes (403 with that action's message), and a member of a role it may touch (403: the owner stays).
 */
const memberRule =
  (action: MemberAction): Rule<EventStanding, MemberRecord> =>
  (actor, member) => {
    const { by, on } = MEMBER_PERMISSIONS[action];
    if (!actor.viewer) return loginRequired();
    if (!can(actor, by)) return forbidden(DENIED[by]);
    return on.includes(member.role);
  };

/** Whom event staff may change or remove, decided on the member as found (events/members.ts). */
export const memberPolicy = definePolicy<EventStanding, MemberRecord, MemberAction>(
  Object.fromEntries(
    MEMBER_ACTIONS.map((action) => [action, { allow: memberRule(action), denied: MEMBER_DENIED[action] }]),
  ) as Record<MemberAction, { allow: Rule<EventStanding, MemberRecord>; denied: string }>,
);
