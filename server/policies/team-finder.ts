import type { EventRow } from '../events/service';
import { can, type EventStanding } from './event';
import { definePolicy, loginRequired } from './policy';

/** What a team finder decision reads of the event; moderation stays open on an archived event. */
export type TeamFinderRecord = Pick<EventRow, 'archivedAt'>;

/**
 * The team finder's board. Moderating (seeing the board while it is off, removing anyone's card) is the
 * organisers' row of the permission table; whether a card may go is decided on the card found
 * (its author or a moderator, team-finder/service.ts), and the archive is checked there too.
 */
export const teamFinderPolicy = definePolicy<EventStanding, TeamFinderRecord, 'moderate'>({
  moderate: {
    allow: (actor) => (actor.viewer ? can(actor, 'manage_team_finder') : loginRequired()),
    denied: 'Only event owners, admins and editors may moderate the team finder',
  },
});
