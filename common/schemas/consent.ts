import { z } from 'zod';
import {
  CONSENT_AGE_MAX,
  CONSENT_AGE_MIN,
  CONSENT_DECISIONS,
  CONSENT_TEXT_MAX,
  type consentAnswerInput,
} from '../consent';

export const consentSettingsInput = z.object({
  /** Registrants younger than this need a parent's consent; null asks no one (and no birth date). */
  ageUnder: z.number().int().min(CONSENT_AGE_MIN).max(CONSENT_AGE_MAX).nullable(),
  text: z.string().trim().max(CONSENT_TEXT_MAX),
});
export type ConsentSettingsInput = z.infer<typeof consentSettingsInput>;
export const consentSettingsResponse = consentSettingsInput.extend({
  /** Bumps each time the text changes. */
  textVersion: z.number().int(),
});
export type ConsentSettings = z.infer<typeof consentSettingsResponse>;

export const consentPageResponse = z.object({
  event: z.object({ name: z.string(), slug: z.string(), description: z.string() }),
  child: z.string(),
  birthDate: z.string().nullable(),
  text: z.string(),
  textVersion: z.number().int(),
});
export type ConsentPage = z.infer<typeof consentPageResponse>;

/** The parent's answer: its schema is in common/consent.ts, on zod/mini, as the parent's page parses it too. */
export type ConsentAnswerInput = z.infer<typeof consentAnswerInput>;
export const consentAnswerResponse = z.object({
  decision: z.enum(CONSENT_DECISIONS),
  textVersion: z.number().int(),
});
