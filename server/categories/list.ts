import { slugify } from '../../common/slug';
import { categories } from '../db/schema';
import { AppError } from '../errors';
import type { CollectionSpec } from '../events/collections';

/** The event's categories as an organiser edits them: each name gives a unique slug. */
export const categoryList: CollectionSpec = {
  path: 'categories',
  table: categories,
  id: categories.id,
  eventId: categories.eventId,
  orderBy: [categories.name],
  prepare: (values) => {
    const slug = slugify(String(values.name ?? ''));
    if (!slug) throw new AppError('bad_request', 'A category name needs letters or digits');
    return { ...values, slug };
  },
  derivedColumns: ['slug'],
  conflictMessage: 'A category with this name already exists',
};
