import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventMemberships, events } from '../db/schema';
import { requireParticipantSeat } from '../plans/limits';
import { requireRegisteredParticipant } from '../registration/gate';

/**
 * The one place someone becomes a participant of an event (starting a project, joining a team): the
 * event's plan must have a seat for a newcomer, a registration must hold a place when the event requires
 * one, and anyone already in the event keeps the role they hold.
 */
export async function ensureParticipant(db: Db, eventId: number, userId: number): Promise<void> {
  const [event] = await db
    .select({ id: events.id, planId: events.planId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return;
  // A registrant's seat was counted when their place was given (server/registration/service.ts).
  if (!(await requireRegisteredParticipant(db, eventId, userId)))
    await requireParticipantSeat(db, event, userId);
  await db
    .insert(eventMemberships)
    .values({ eventId, userId, role: 'ss_event_participant' })
    .onConflictDoNothing();
}
