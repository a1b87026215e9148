import * as z from 'zod/mini';
import { LIMITS } from './constants';

/**
 * The validation rules of docs/product.md ("Validation rules"), each written once as a zod field schema
 * whose messages are translation keys: here the keys with their English wording and the rules for
 * text, links and access codes; the account rules are in user-validation.ts. The server builds its
 * route schemas from these fields and answers a broken rule with `{message, key}`; the web forms parse
 * with the same fields and show the translated key. Built on zod/mini, whose functions tree-shake, so
 * a form carries a few kilobytes of zod rather than all of it (docs/decisions/008).
 */

/** English wording of every key, for the server's answers (the web shows its own catalogues). */
export const VALIDATION_MESSAGES = {
  'inviteConfirmation.error.userName': 'Please enter a user name',
  'inviteConfirmation.error.userNameLength': 'User name must be 4 to 20 characters',
  'inviteConfirmation.error.userNameNotAllowSpecialChar':
    'User name may only contain letters, digits and dots',
  'inviteConfirmation.error.password': 'Please enter a password',
  'inviteConfirmation.error.passwordLength': 'Password must be at least 6 characters',
  'inviteConfirmation.error.passwordRequirement':
    'Password needs a lowercase letter, an uppercase letter and a digit, and only letters, digits and !@#$%^&*()-_+',
  'inviteConfirmation.error.firstName': 'Please enter your first name',
  'inviteConfirmation.error.lastName': 'Please enter your last name',
  'inviteConfirmation.error.passwordConfirm': 'Please confirm the password',
  'inviteConfirmation.error.passwordNotMatch': 'The passwords do not match',
  'register.error.password.atleastPassword': 'Password must be at least 6 characters',
  'register.error.password.atleastNumber': 'Password must contain at least one number',
  'register.error.password.atleastUpper': 'Password must contain at least one uppercase letter',
  'register.error.password.atleastLower': 'Password must contain at least one lowercase letter',
  'register.error.password.avoidBasic': 'This password is too easy to guess',
  'register.error.email': 'Please enter a valid e-mail address',
  'login.error.usernameOrEmail': 'Please enter your user name or e-mail',
  'login.error.invalidUsernameOrEmail': 'Please enter a valid user name or e-mail',
  'login.error.validEmail': 'Please enter a valid e-mail address',
  'login.error.password': 'Please enter your password',
  'verification.error.verificationCode': 'Please enter a valid verification code',
  'resetPassword.error.newPassword': 'Please enter a new password',
  'resetPassword.error.invalidPassword': 'The new password does not meet the requirements',
  'resetPassword.error.confirmPassword': 'Please confirm the new password',
  'resetPassword.error.passwordNotMatch': 'The passwords do not match',
  'user.error.firstName': 'First name cannot be empty',
  'user.error.firstNameLength': `First name cannot be more than ${LIMITS.nameMax} characters`,
  'user.error.firstNameMarkup': 'First name cannot contain HTML',
  'user.error.lastName': 'Last name cannot be empty',
  'user.error.lastNameLength': `Last name cannot be more than ${LIMITS.nameMax} characters`,
  'user.error.lastNameMarkup': 'Last name cannot contain HTML',
  'profile.errors.location': 'Please enter your location',
  'profile.errors.locationCharLimit': `Location cannot be more than ${LIMITS.locationMax} characters`,
  'profile.errors.bio': 'Please tell us about yourself',
  'profile.errors.noMarkup': 'Please write plain text, without HTML',
  'attachments.invalidUrl': 'Please enter a valid URL',
  'console.accessCodeLength': `The access code must be ${LIMITS.accessCodeMin} to ${LIMITS.accessCodeMax} characters`,
  'staffInvitation.inviteeRequired': 'Enter an e-mail address or a user name',
  'access.required': 'Please enter the access code',
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

export const isValidationKey = (value: string): value is ValidationKey =>
  Object.hasOwn(VALIDATION_MESSAGES, value);

/** The `{message, key}` answer for a broken rule: the English text of a key, or a message as it is. */
export function validationAnswer(message: string): { message: string; key?: ValidationKey } {
  return isValidationKey(message) ? { message: VALIDATION_MESSAGES[message], key: message } : { message };
}

/** The message of the first broken rule (a key when the rule has one), or null when the value passes. */
export function firstBrokenRule(schema: z.core.$ZodType, value: unknown): string | null {
  const result = z.safeParse(schema, value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A key, type-checked against the catalogue above. */
export const key = (name: ValidationKey) => name;

// ---------------------------------------------------------------------------------------------------
// Plain text and links

/**
 * Markup in a field shown as plain text (names, descriptions, FAQ, bio, location): a tag, comment or
 * declaration starts with < and a letter, /, ! or ?. A lone < (3 < 4, <3) is still fine.
 */
export const hasMarkup = (value: string): boolean => /<[a-z!/?]/i.test(value);

/** Text from elsewhere (an identity provider) made plain: what looks like markup is dropped. */
export function stripMarkup(value: string): string {
  let text = value;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/<[a-z!/?][^<>]*>?/gi, '');
  }
  return text.trim();
}

/**
 * A link others follow or load (sponsor, resource, banner, video, image): an absolute http or https
 * address, or a path on this site such as an upload. Never a protocol-relative //host, a backslash
 * trick, a javascript:, data: or other scheme, credentials, or spaces and control characters.
 */
export function isWebLink(value: string): boolean {
  const link = value.trim();
  if (!link || link.length > LIMITS.linkMax || /[\s\\]|\p{Cc}/u.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https?:\/\//i.test(link)) return false;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    !url.username &&
    !url.password
  );
}

export const noMarkup = (broken: ValidationKey) =>
  z.refine<string>((value) => !hasMarkup(value), key(broken));

/** The English answer to a refused link, for services that check links outside a route schema. */
export const LINK_MESSAGE = VALIDATION_MESSAGES['attachments.invalidUrl'];
export const MARKUP_MESSAGE = VALIDATION_MESSAGES['profile.errors.noMarkup'];

/** An absolute http(s) address or a path on this site; see isWebLink. */
export const webLink = z
  .string()
  .check(
    z.trim(),
    z.maxLength(LIMITS.linkMax, key('attachments.invalidUrl')),
    z.refine(isWebLink, key('attachments.invalidUrl')),
  );

/** An optional link: null, absent, or empty (meaning none, stored as null). */
export const optionalWebLink = z.optional(
  z.nullable(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      webLink,
    ]),
  ),
);

/** Text shown as text: trimmed, at most `max` characters, and no markup. */
export const plainText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max), noMarkup('profile.errors.noMarkup'));

/** Plain text that must not be empty. */
export const requiredPlainText = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'cannot be empty'),
      z.maxLength(max),
      noMarkup('profile.errors.noMarkup'),
    );

// ---------------------------------------------------------------------------------------------------
// Events

/** An event's access code: long enough that it cannot be guessed within the lockout. */
export const accessCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(LIMITS.accessCodeMin, key('console.accessCodeLength')),
    z.maxLength(LIMITS.accessCodeMax, key('console.accessCodeLength')),
  );

/**
 * What a visitor types to open an event behind its code: not nothing, and no longer than a code can be.
 * Whether it is the code is the server's answer alone (a wrong one counts toward the event's lockout).
 * The form's rule only: the validate endpoint keeps its published body (a code of at most 64 characters,
 * empty by default), where an empty code is a wrong one.
 */
export const accessCodeEntry = z.object({
  code: z.string().check(z.trim(), z.minLength(1, key('access.required')), z.maxLength(LIMITS.accessCodeMax)),
});

// ---------------------------------------------------------------------------------------------------
// Event builder

/** An event colour as the colour pickers and the server take it: six hex digits after a #. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** The console's own key (its namespace loads with the console, not with the public page) and its English. */
export const COLOR_FORMAT = {
  key: 'console:colorFormat',
  message: 'Colours must look like #1a2b3c',
} as const;
export const hexColor = z.string().check(z.regex(HEX_COLOR, COLOR_FORMAT.key));
