import { z } from 'zod';
import { LIMITS } from './constants';
import {
  checkAccessCode,
  hasMarkup,
  isWebLink,
  LINK_MESSAGE,
  MARKUP_MESSAGE,
  VALIDATION_MESSAGES,
} from './validation';

/**
 * Zod field schemas over the rules of validation.ts, for the server's route schemas (the web forms call
 * the same rules directly, without loading zod into the public page).
 */

/** An absolute http(s) address or a path on this site; see isWebLink. */
export const webLink = z.string().trim().max(LIMITS.linkMax, LINK_MESSAGE).refine(isWebLink, LINK_MESSAGE);

/** An optional link: null, absent, or empty (meaning none, stored as null). */
export const optionalWebLink = z
  .union([z.literal('').transform(() => null), webLink])
  .nullable()
  .optional();

/** Text shown as text: trimmed, at most `max` characters, and no markup. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasMarkup(value), MARKUP_MESSAGE);

/** Plain text that must not be empty. */
export const requiredPlainText = (max: number) => plainText(max).min(1, 'cannot be empty');

export const accessCodeField = z
  .string()
  .trim()
  .refine((value) => !checkAccessCode(value), VALIDATION_MESSAGES['console.accessCodeLength']);
