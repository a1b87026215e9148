import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_FEATURE_CODES } from '../../common/constants';
import type { Database } from '../db/client';
import { eventMemberships, planFeatures, plans } from '../db/schema';
import { openTestDatabase } from '../test/app';
import { addEventMember, buildEvent, buildUser } from '../test/factories';
import { ensureParticipant } from './participants';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const roleOf = async (eventId: number, userId: number) => {
  const [row] = await database.db
    .select({ role: eventMemberships.role })
    .from(eventMemberships)
    .where(and(eq(eventMemberships.eventId, eventId), eq(eventMemberships.userId, userId)));
  return row?.role ?? null;
};

/** A plan with every feature and room for `seats` participants. */
async function planWithSeats(seats: number) {
  const [plan] = await database.db
    .insert(plans)
    .values({ code: `seats-${Math.random()}`, name: 'Seats' })
    .returning();
  await database.db.insert(planFeatures).values(
    EVENT_FEATURE_CODES.map((code, priority) => ({
      planId: plan!.id,
      code,
      priority,
      limit: code === 'number_of_participants' ? seats : null,
    })),
  );
  return plan!.id;
}

describe('ensureParticipant', () => {
  it('makes a newcomer a participant, once', async () => {
    const event = await buildEvent(database.db);
    const user = await buildUser(database.db);
    await ensureParticipant(database.db, event.id, user.id);
    await ensureParticipant(database.db, event.id, user.id);
    expect(await roleOf(event.id, user.id)).toBe('ss_event_participant');
  });

  it('leaves the role of someone already in the event', async () => {
    const event = await buildEvent(database.db);
    const admin = await buildUser(database.db);
    await addEventMember(database.db, event.id, admin.id, 'ss_event_admin');
    await ensureParticipant(database.db, event.id, admin.id);
    expect(await roleOf(event.id, admin.id)).toBe('ss_event_admin');
  });

  it("refuses a newcomer when the plan's seats are taken, but not someone already in", async () => {
    const event = await buildEvent(database.db, { planId: await planWithSeats(1) });
    const first = await buildUser(database.db);
    const second = await buildUser(database.db);
    await ensureParticipant(database.db, event.id, first.id);
    await expect(ensureParticipant(database.db, event.id, second.id)).rejects.toMatchObject({ status: 403 });
    expect(await roleOf(event.id, second.id)).toBeNull();
    await ensureParticipant(database.db, event.id, first.id);
    expect(await roleOf(event.id, first.id)).toBe('ss_event_participant');
  });

  it('does nothing for an event that does not exist', async () => {
    const user = await buildUser(database.db);
    await ensureParticipant(database.db, 2_000_000_000, user.id);
    expect(await roleOf(2_000_000_000, user.id)).toBeNull();
  });
});
