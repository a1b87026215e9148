import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';

/** A comma-separated list (`includes=awards,categories`) or a repeated parameter, as a string array. */
export const csv = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return parts.map((part) => String(part).trim()).filter(Boolean);
  }, z.array(item).optional());

/** A page size parameter: 1 to MAX_PAGE_SIZE, `defaultSize` when absent. */
export const pageSize = (defaultSize: number) =>
  z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize);

/** A comma-separated list of positive integer ids. */
export const idList = csv(z.string().regex(/^\d{1,9}$/, 'must be a list of numeric ids')).transform((ids) =>
  ids?.map(Number),
);
