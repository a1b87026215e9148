import { awards } from '../db/schema';
import type { CollectionSpec } from '../events/collections';

/** The event's awards as an organiser edits them (who wins them: awards/routes.ts). */
export const awardList: CollectionSpec = {
  path: 'awards',
  table: awards,
  id: awards.id,
  eventId: awards.eventId,
  orderBy: [awards.rank, awards.id],
};
