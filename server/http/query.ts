import { z } from 'zod';
import { csv } from '../../common/schemas/query';

export { csv, pageSize } from '../../common/schemas/query';

/** A comma-separated list of positive integer ids. */
export const idList = csv(z.string().regex(/^\d{1,9}$/, 'must be a list of numeric ids')).transform((ids) =>
  ids?.map(Number),
);

export { idOrSlug, positiveId } from '../../common/schemas/ids';

/** A resource that is put on with POST and taken off with DELETE at one URL: `for (const [method, on] of ON_AND_OFF)`. */
export const ON_AND_OFF = [
  ['POST', true],
  ['DELETE', false],
] as const;
