import type { JUDGING_LIMITS, PAIRWISE_CHOICES, SKIP_REASONS } from '../../../common/judging';

/**
 * The contract's constants the judge's phone needs. Importing them from common/judging.ts would also
 * load its zod schemas (about 28 KB gzip) onto the phone; typed as the contract's own literal types,
 * these fail the build as soon as common/judging.ts changes, so they cannot drift from it.
 */
export const SKIP_REASON_LIST: typeof SKIP_REASONS = ['absent', 'conflict', 'other'];
export const PAIRWISE_CHOICE_LIST: typeof PAIRWISE_CHOICES = ['current', 'previous'];
export const NOTE_MAX: (typeof JUDGING_LIMITS)['noteMax'] = 4000;
export const COMMENT_MAX: (typeof JUDGING_LIMITS)['commentMax'] = 4000;
