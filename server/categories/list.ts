import { COLLECTION_SCHEMAS } from '../../common/schemas/collections';
import { slugify } from '../../common/slug';
import { categories } from '../db/schema';
import { AppError } from '../errors';
import type { CollectionSpec } from '../events/collection-routes';

/** The event's categories as an organiser edits them: each name gives a unique slug. */
export const categoryList: CollectionSpec = {
  path: 'categories',
  summary: 'categories',
  table: categories,
  id: categories.id,
  eventId: categories.eventId,
  orderBy: [categories.name],
  ...COLLECTION_SCHEMAS.categories,
  feature: 'enable_categories',
  prepare: (values) => {
    const slug = slugify(String(values.name ?? ''));
    if (!slug) throw new AppError('bad_request', 'A category name needs letters or digits');
    return { ...values, slug };
  },
  derivedColumns: ['slug'],
  conflictMessage: 'A category with this name already exists',
};
