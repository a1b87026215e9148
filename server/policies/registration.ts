import type { EventRow } from '../events/service';
import { archivedRefusal } from '../plans/archive';
import { can, type EventStanding } from './event';
import { definePolicy, loginRequired, type Rule } from './policy';

/** What a registration decision reads of the event: whether it is archived. */
export type RegistrationRecord = Pick<EventRow, 'archivedAt'>;

export const REGISTRATION_ACTIONS = ['register', 'confirm', 'cancel', 'see_arrivals'] as const;
export type RegistrationAction = (typeof REGISTRATION_ACTIONS)[number];

/**
 * One's own registration: anyone signed in who may open the event (the resource refuses the others
 * with 404 or the event's own refusal), while the event is not archived (409).
 */
const ownRegistration: Rule<EventStanding, RegistrationRecord> = (actor, event) =>
  actor.viewer ? (archivedRefusal(event) ?? true) : loginRequired();

/** The door's arrivals count: those who check people in and those who see the registrants; a read. */
const seesArrivals: Rule<EventStanding, RegistrationRecord> = (actor) =>
  actor.viewer ? can(actor, 'check_in') || can(actor, 'view_registrations') : loginRequired();

/**
 * Registration as a person does it (register, confirm, cancel) and the arrivals count at the door. The
 * organiser's side (settings, registrants, decisions) and checking in are rows of the event permission
 * table, on the event staff resource.
 */
export const registrationPolicy = definePolicy<EventStanding, RegistrationRecord, RegistrationAction>({
  register: { allow: ownRegistration, denied: 'Sign in to register' },
  confirm: { allow: ownRegistration, denied: 'Sign in to confirm your place' },
  cancel: { allow: ownRegistration, denied: 'Sign in to cancel your registration' },
  see_arrivals: { allow: seesArrivals, denied: 'Only event staff and volunteers may see arrivals' },
});
