import { EVENT_FEATURE_CODES, type EventFeatureCode } from '../../common/constants';
import type { Db } from '../db/client';
import { planFeatures, plans } from '../db/schema';

let planCount = 0;

/** A plan that includes exactly the given feature codes (an event on it lacks every other one). */
export async function buildPlanWith(db: Db, ...codes: EventFeatureCode[]) {
  planCount += 1;
  const [plan] = await db
    .insert(plans)
    .values({ code: `test-plan-${Date.now()}-${planCount}`, name: `Plan ${planCount}` })
    .returning();
  if (codes.length) {
    await db.insert(planFeatures).values(codes.map((code) => ({ planId: plan!.id, code, enabled: true })));
  }
  return plan!;
}

/** A plan with every feature code except `without`, and the given limits. */
export async function buildPlanWithout(
  db: Db,
  without: EventFeatureCode[],
  limits: Partial<Record<EventFeatureCode, number>> = {},
): Promise<number> {
  planCount += 1;
  const [plan] = await db
    .insert(plans)
    .values({ code: `test-plan-${Date.now()}-${planCount}`, name: `Plan ${planCount}` })
    .returning();
  await db.insert(planFeatures).values(
    EVENT_FEATURE_CODES.filter((code) => !without.includes(code)).map((code, priority) => ({
      planId: plan!.id,
      code,
      priority,
      limit: limits[code] ?? null,
    })),
  );
  return plan!.id;
}
