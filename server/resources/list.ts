import { COLLECTION_SCHEMAS } from '../../common/schemas/collections';
import { resources } from '../db/schema';
import type { CollectionSpec } from '../events/collection-routes';

/** The event's resources (links and documents) as an organiser edits them. */
export const resourceList: CollectionSpec = {
  path: 'resources',
  summary: 'resources (links and documents)',
  table: resources,
  id: resources.id,
  eventId: resources.eventId,
  orderBy: [resources.position, resources.id],
  ...COLLECTION_SCHEMAS.resources,
};
