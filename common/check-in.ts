/**
 * Check-in at the door (docs/product.md, check-in): volunteers look accepted registrants up by the code
 * on their registration page or by name and check them in once. Scanners may queue check-ins offline,
 * each with its own client id, so a replay answers the same instead of checking in twice.
 */
import { z } from 'zod';
import { CONSENT_STATUSES, REGISTRATION_STATUSES, type RegistrationStatus } from './registration';
import { type AnswerValue, UPLOAD_LINK_PREFIX } from './registration-form';

export { CHECK_IN_ERROR_KEYS, CHECK_IN_QUERY_MIN, checkInLookupQuery } from './check-in-lookup';

/** Who can be checked in: people holding a place. */
export const CHECK_IN_STATUSES: readonly RegistrationStatus[] = ['accepted', 'confirmed'];
export const CHECK_IN_SEARCH_MAX = 20;
/** How far back a queued offline check-in may say it happened; older times are taken as now. */
export const CHECK_IN_BACKDATE_MAX_MS = 2 * 86_400_000;

export const CHECK_IN_WARNINGS = [
  'not_confirmed',
  'consent_pending',
  'consent_declined',
  'already_checked_in',
] as const;
export type CheckInWarning = (typeof CHECK_IN_WARNINGS)[number];

export const checkInCardSchema = z.object({
  registrationId: z.number().int(),
  /** The registrant's code, so a card found by name is checked in like a scanned one. */
  token: z.string(),
  name: z.string(),
  userName: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  consentStatus: z.enum(CONSENT_STATUSES),
  checkedInAt: z.string().nullable(),
  checkedInByName: z.string().nullable(),
  /** The photo the person gave on the registration form, for the volunteer to recognise them; null: none. */
  photo: z.string().nullable(),
  warnings: z.array(z.enum(CHECK_IN_WARNINGS)),
});
export type CheckInCard = z.infer<typeof checkInCardSchema>;

export const checkInLookupResponse = z.object({ registrants: z.array(checkInCardSchema) });

export const checkInInput = z.object({
  token: z.string().trim().min(1).max(64),
  /** The scanner's own id for this check-in (a UUID): the same id sent again is the same check-in. */
  clientId: z.string().trim().min(8).max(64),
  /** When the volunteer tapped, as the scanner saw it (it may send it later, from its offline queue). */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type CheckInInput = z.infer<typeof checkInInput>;

export const checkInResponse = z.object({
  registrant: checkInCardSchema,
  /** True when someone (another volunteer, another tap) had checked this person in before. */
  alreadyCheckedIn: z.boolean(),
});
export type CheckInResult = z.infer<typeof checkInResponse>;

export const checkInSummary = z.object({ checkedIn: z.number().int(), expected: z.number().int() });
export type CheckInSummary = z.infer<typeof checkInSummary>;

/**
 * An upload whose stored name says it is an image (uploads keep the extension of their checked type).
 * Strict on the path too, though answers were checked when given: this link lands in an <img> at the door.
 */
const IMAGE_UPLOAD = new RegExp(`^${UPLOAD_LINK_PREFIX}[\\w./-]+\\.(png|jpe?g|webp|gif|avif)$`, 'i');
/** The demo's generated portraits (server/demo), which the seeded registrants give as their photo. */
export const DEMO_PORTRAIT = /^\/demo-assets\/portrait\/[a-z0-9-]{1,64}\.svg$/;

const isBadgePhoto = (value: string) =>
  !value.includes('..') && !value.includes('//') && (IMAGE_UPLOAD.test(value) || DEMO_PORTRAIT.test(value));

/**
 * The badge photo: accounts have none, so it is the first image uploaded to a file question of the
 * registration form, in form order (`fileFieldIds`), or a demo portrait. Null when there is none, and the
 * card shows initials.
 */
export function badgePhoto(
  answers: Record<string, AnswerValue>,
  fileFieldIds: readonly number[],
): string | null {
  for (const id of fileFieldIds) {
    const value = answers[String(id)];
    if (typeof value === 'string' && isBadgePhoto(value)) return value;
  }
  return null;
}
