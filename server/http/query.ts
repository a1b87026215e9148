import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../common/constants';

/** A comma-separated list (`includes=awards,categories`) or a repeated parameter, as a string array. */
export const csv = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return parts.map((part) => String(part).trim()).filter(Boolean);
  }, z.array(item).optional());

/** A comma-separated list of positive integer ids. */
export const idList = csv(z.string().regex(/^\d{1,9}$/, 'must be a list of numeric ids')).transform((ids) =>
  ids?.map(Number),
);

export { idOrSlug, positiveId } from '../../common/schemas/ids';

export const pageSize = (defaultSize: number) =>
  z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize);

/** A resource that is put on with POST and taken off with DELETE at one URL: `for (const [method, on] of ON_AND_OFF)`. */
export const ON_AND_OFF = [
  ['POST', true],
  ['DELETE', false],
] as const;
