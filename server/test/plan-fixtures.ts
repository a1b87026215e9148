import type { EventFeatureCode } from '../../common/constants';
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
