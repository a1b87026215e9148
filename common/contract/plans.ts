import { z } from 'zod';
import { eventSchema, projectSchema } from '../api';
import { PAGE_SIZES } from '../constants';
import { idOrSlug, positiveId } from '../schemas/ids';
import { planSubscriptionsResponse } from '../schemas/plans';
import { csv, pageSize } from '../schemas/query';
import { defineContract } from './endpoint';
import { planRoutes } from './routes/plans';

const tags = ['plans'] as const;
const errors = [401, 403, 404, 409] as const;
type Verb = 'Archive' | 'Restore';

/** Archiving or restoring an event: the same rule both ways; only archiving needs the plan's feature. */
const eventArchive = (verb: Verb) => ({
  tags,
  summary: `${verb} an event (event owner or admin); archived events stay public and read-only`,
  params: z.object({ idOrSlug }),
  response: eventSchema,
  errors,
  action: 'archive_event',
});

const projectArchive = (verb: Verb) => ({
  tags,
  summary: `${verb} a project (its owner, an event owner or admin); archived projects stay public and read-only`,
  params: z.object({ id: positiveId }),
  response: projectSchema,
  errors,
  action: 'archive',
});

/**
 * Archiving freezes an event or a project: it stays public, marked as archived, and read-only until its
 * owner or an event admin restores it. Archiving needs the plan feature; restoring never does, so a
 * smaller plan cannot trap content.
 */
export const plansContract = defineContract(planRoutes, {
  subscription: {
    tags,
    summary: "The event's plan subscription with its feature codes and limits (event staff)",
    params: z.object({ idOrSlug }),
    query: z.object({
      include: csv(z.enum(['plan'])),
      pageSize: pageSize(PAGE_SIZES.planSubscription),
    }),
    response: planSubscriptionsResponse,
    errors: [401, 403, 404],
    action: 'view_plan',
  },
  archiveEvent: { ...eventArchive('Archive'), feature: 'can_archive_event' },
  restoreEvent: eventArchive('Restore'),
  archiveProject: { ...projectArchive('Archive'), feature: 'can_archive_project' },
  restoreProject: projectArchive('Restore'),
});
