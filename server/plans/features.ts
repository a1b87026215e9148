import { asc, eq } from 'drizzle-orm';
import type { EventFeatureCode } from '../../common/constants';
import type { Db } from '../db/client';
import { planFeatures, plans } from '../db/schema';
import { AppError } from '../errors';

export type FeatureRow = typeof planFeatures.$inferSelect;

/** An event's plan features; null when the event has no plan (self-hosted: everything is included). */
export async function eventFeatures(db: Db, planId: number | null): Promise<FeatureRow[] | null> {
  if (planId === null) return null;
  return db
    .select()
    .from(planFeatures)
    .where(eq(planFeatures.planId, planId))
    .orderBy(asc(planFeatures.priority));
}

export function featureEnabled(features: FeatureRow[] | null, code: EventFeatureCode): boolean {
  if (features === null) return true;
  return features.some((feature) => feature.code === code && feature.enabled);
}

/** The numeric limit of a feature, or null when unlimited (no plan, no limit set). */
export function featureLimit(features: FeatureRow[] | null, code: EventFeatureCode): number | null {
  const feature = features?.find((f) => f.code === code && f.enabled);
  return feature?.limit ?? null;
}

const FEATURE_NAMES: Partial<Record<EventFeatureCode, string>> = {
  enable_awards: 'awards',
  enable_categories: 'categories',
  enable_sponsor: 'sponsors',
  enable_custom_banner: 'a custom banner',
  enable_judging: 'judging',
  enable_event_notification: 'notifications and announcements',
  enable_on_app_support: 'the support inbox',
  enable_live_streams: 'live streams',
  enable_custom_registration_form: 'a custom submission form',
  enable_webhooks: 'webhooks and chat integrations',
};

export async function requireFeature(db: Db, planId: number | null, code: EventFeatureCode): Promise<void> {
  if (!featureEnabled(await eventFeatures(db, planId), code)) {
    throw new AppError(
      'forbidden',
      `This event's plan does not include ${FEATURE_NAMES[code] ?? code}`,
      code,
    );
  }
}

export async function findPlan(db: Db, planId: number) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan;
}
