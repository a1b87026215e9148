export { idOrSlug, positiveId } from '../../common/schemas/ids';
export { csv, idList, pageSize } from '../../common/schemas/query';

/** A resource that is put on with POST and taken off with DELETE at one URL: `for (const [method, on] of ON_AND_OFF)`. */
export const ON_AND_OFF = [
  ['POST', true],
  ['DELETE', false],
] as const;
