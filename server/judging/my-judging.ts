import { and, count, eq } from 'drizzle-orm';
import type { MyJudging } from '../../common/judging';
import type { Db } from '../db/client';
import { judgingLooks } from '../db/schema';
import type { Actor } from '../policies/actor';
import { conflictsOf, judgingSettingsOf, selfConflictCapOf } from './judge-roster';
import { openRounds, roundState } from './rounds';

/** What the judging screens need about the caller: judge status, registration, conflicts, open rounds. */
export async function myJudging(db: Db, actor: Actor): Promise<MyJudging> {
  const { event, judge } = actor;
  const listed = judge && judge.status !== 'removed' ? judge : null;
  const settings = await judgingSettingsOf(db, event.id);
  const conflicts = listed ? ((await conflictsOf(db, [listed.id])).get(listed.id) ?? []) : [];
  const rounds =
    listed?.status === 'active'
      ? await Promise.all(
          (await openRounds(db, event.id)).map(async (loaded) => {
            const counts = await db
              .select({ status: judgingLooks.status, n: count() })
              .from(judgingLooks)
              .where(and(eq(judgingLooks.roundId, loaded.round.id), eq(judgingLooks.judgeId, listed.id)))
              .groupBy(judgingLooks.status);
            const of = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
            return {
              id: loaded.round.id,
              name: loaded.round.name,
              mode: loaded.round.mode,
              state: roundState(loaded),
              done: of('done'),
              skipped: of('skipped'),
            };
          }),
        )
      : [];
  return {
    status: listed?.status === 'active' || listed?.status === 'pending' ? listed.status : 'none',
    judgeId: listed?.id ?? null,
    registration: {
      open: settings.registrationOpen,
      opensAt: settings.registrationWindow.opensAt,
      closesAt: settings.registrationWindow.closesAt,
    },
    conflictProjectIds: conflicts,
    selfConflictCap: listed ? await selfConflictCapOf(db, event.id) : 0,
    rounds,
  };
}
