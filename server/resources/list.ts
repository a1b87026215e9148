import { resources } from '../db/schema';
import type { CollectionSpec } from '../events/collections';

/** The event's resources (links and documents) as an organiser edits them. */
export const resourceList: CollectionSpec = {
  path: 'resources',
  table: resources,
  id: resources.id,
  eventId: resources.eventId,
  orderBy: [resources.position, resources.id],
};
