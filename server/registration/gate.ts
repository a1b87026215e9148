import { and, eq } from 'drizzle-orm';
import type { EventRole } from '../../common/constants';
import { PLACE_HOLDING, REGISTRATION_ERROR_KEYS } from '../../common/registration';
import type { Db } from '../db/client';
import { eventMemberships, registrationSettings, registrations } from '../db/schema';
import { AppError } from '../errors';

const STAFF_ROLES: readonly EventRole[] = [
  'ss_event_owner',
  'ss_event_admin',
  'ss_event_editor',
  'ss_event_viewer',
];

/**
 * When the event requires registration, only people holding a place (accepted or confirmed) start or
 * join a project; event staff keep doing so as before. Events without it are untouched. True when the
 * person's place was counted against the plan's `number_of_participants` as it was given.
 */
export async function requireRegisteredParticipant(
  db: Db,
  eventId: number,
  userId: number,
): Promise<boolean> {
  const [settings] = await db
    .select({ required: registrationSettings.required })
    .from(registrationSettings)
    .where(eq(registrationSettings.eventId, eventId));
  if (!settings?.required) return false;
  const [member] = await db
    .select({ role: eventMemberships.role })
    .from(eventMemberships)
    .where(and(eq(eventMemberships.eventId, eventId), eq(eventMemberships.userId, userId)));
  if (member && STAFF_ROLES.includes(member.role)) return false;
  const [registration] = await db
    .select({ status: registrations.status })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)));
  if (registration && PLACE_HOLDING.includes(registration.status)) return true;
  throw new AppError(
    'forbidden',
    'Register for this event and be accepted before you start or join a project',
    REGISTRATION_ERROR_KEYS.required,
  );
}
