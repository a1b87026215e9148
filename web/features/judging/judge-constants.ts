import type { JUDGING_LIMITS, PairwiseChoice, PairwiseMargin, SKIP_REASONS } from '../../../common/judging';

/**
 * The contract's constants the judge's phone needs. Importing them from common/judging.ts would also
 * load its zod schemas (about 28 KB gzip) onto the phone; typed as the contract's own literal types,
 * these fail the build as soon as common/judging.ts changes, so they cannot drift from it.
 */
export const SKIP_REASON_LIST: typeof SKIP_REASONS = ['absent', 'conflict', 'other'];
/** The five answers of the pairwise sheet, top to bottom: how much better, and which (none when about the same). */
export const PAIRWISE_ANSWER_LIST: readonly { preferred: PairwiseChoice | null; margin: PairwiseMargin }[] = [
  { preferred: 'current', margin: 'much' },
  { preferred: 'current', margin: 'little' },
  { preferred: null, margin: 'same' },
  { preferred: 'previous', margin: 'little' },
  { preferred: 'previous', margin: 'much' },
];
export const NOTE_MAX: (typeof JUDGING_LIMITS)['noteMax'] = 4000;
export const COMMENT_MAX: (typeof JUDGING_LIMITS)['commentMax'] = 4000;
