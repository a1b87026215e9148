import { COLLECTION_SCHEMAS } from '../../common/schemas/collections';
import { awards } from '../db/schema';
import type { CollectionSpec } from '../events/collection-routes';

/** The event's awards as an organiser edits them (who wins them: awards/routes.ts). */
export const awardList: CollectionSpec = {
  path: 'awards',
  summary: 'awards (optionally tied to a category or a sponsor)',
  table: awards,
  id: awards.id,
  eventId: awards.eventId,
  orderBy: [awards.rank, awards.id],
  ...COLLECTION_SCHEMAS.awards,
  feature: 'enable_awards',
};
