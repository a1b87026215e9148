import { eq } from 'drizzle-orm';
import { JUDGE_ROLE } from '../../common/judging';
import type { Db } from '../db/client';
import { eventMemberships, judges } from '../db/schema';

/*
 * A leaf of the judging area: accepting an event invitation (events/members.ts) activates a judge, and
 * the judge roster offers invitations through events/members.ts, so this step stands apart from both.
 */

/** Puts someone on the judge list as active and gives them the judge role unless they hold a stronger one. */
export async function activateJudge(
  tx: Db,
  eventId: number,
  userId: number,
  source: 'invitation' | 'registration',
): Promise<void> {
  await tx
    .insert(judges)
    .values({ eventId, userId, status: 'active', source, acceptedAt: new Date() })
    .onConflictDoUpdate({
      target: [judges.eventId, judges.userId],
      set: { status: 'active', acceptedAt: new Date() },
    });
  await tx
    .insert(eventMemberships)
    .values({ eventId, userId, role: JUDGE_ROLE })
    .onConflictDoUpdate({
      target: [eventMemberships.eventId, eventMemberships.userId],
      set: { role: JUDGE_ROLE },
      // A visitor becomes a judge; participants and staff keep their role (and judge beside it).
      setWhere: eq(eventMemberships.role, 'ss_event_visitor'),
    });
}
