import { LIMITS } from './constants';

/**
 * SPEC §5 rules, shared by the server (which enforces them) and the web forms (which explain them).
 * Each check returns the translation key of the first broken rule, or null. English texts for the
 * server's `{message, key}` answers live in VALIDATION_MESSAGES.
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
export const USER_NAME_PATTERN = /^[A-Za-z0-9.]+$/;
const PASSWORD_CHARACTERS = /^[A-Za-z0-9!@#$%^&*()\-_+]+$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export function checkUserName(value: string | undefined): string | null {
  const name = value?.trim() ?? '';
  if (!name) return 'inviteConfirmation.error.userName';
  if (name.length < LIMITS.userNameMin || name.length > LIMITS.userNameMax) {
    return 'inviteConfirmation.error.userNameLength';
  }
  if (!USER_NAME_PATTERN.test(name)) return 'inviteConfirmation.error.userNameNotAllowSpecialChar';
  return null;
}

/** The invite-confirmation password rule: 6+, lower, upper and digit, from a fixed character set. */
export function checkInvitePassword(value: string | undefined): string | null {
  if (!value) return 'inviteConfirmation.error.password';
  if (value.length < LIMITS.passwordMin) return 'inviteConfirmation.error.passwordLength';
  if (!PASSWORD_CHARACTERS.test(value) || !/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/\d/.test(value)) {
    return 'inviteConfirmation.error.passwordRequirement';
  }
  return null;
}

export type StrengthBand = 'invalid' | 'weak' | 'good' | 'strong';

export interface PasswordStrength {
  score: number;
  band: StrengthBand;
}

/**
 * Score 0..100 (SPEC §5/§9): length, variety of character classes and absence of repeats earn points;
 * under 6 characters is penalised; a common password or one repeated character is invalid.
 */
export function passwordStrength(password: string, commonPasswords: ReadonlySet<string>): PasswordStrength {
  if (!password) return { score: 0, band: 'invalid' };
  if (/^(.)\1*$/.test(password) || commonPasswords.has(password.toLowerCase())) {
    return { score: 0, band: 'invalid' };
  }
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  const uniqueRatio = new Set(password).size / password.length;
  let score = Math.min(password.length, 16) * 4 + (classes - 1) * 12 + Math.round(uniqueRatio * 10);
  if (password.length < LIMITS.passwordMin) score -= 30;
  if (/^[a-z]+$/i.test(password) || /^\d+$/.test(password)) score -= 15;
  score = Math.max(0, Math.min(100, score));
  const band: StrengthBand = score < 35 ? 'weak' : score < 70 ? 'good' : 'strong';
  return { score, band };
}

/** Sign-up and reset-password rule: every broken requirement, in the order the form lists them. */
export function checkNewPassword(password: string, commonPasswords: ReadonlySet<string>): string[] {
  const keys: string[] = [];
  if (!password || password.length < LIMITS.passwordMin) keys.push('register.error.password.atleastPassword');
  if (!/\d/.test(password)) keys.push('register.error.password.atleastNumber');
  if (!/[A-Z]/.test(password)) keys.push('register.error.password.atleastUpper');
  if (!/[a-z]/.test(password)) keys.push('register.error.password.atleastLower');
  const { band } = passwordStrength(password, commonPasswords);
  if (band === 'weak' || band === 'invalid') keys.push('register.error.password.avoidBasic');
  return keys;
}

export function checkLogin(input: { usernameOrEmail: string; password: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  const id = input.usernameOrEmail.trim();
  if (!id) errors.usernameOrEmail = 'login.error.usernameOrEmail';
  else if (id.includes('@') && !isValidEmail(id)) errors.usernameOrEmail = 'login.error.validEmail';
  if (!input.password) errors.password = 'login.error.password';
  return errors;
}

export function checkPersonName(
  field: 'firstName' | 'lastName',
  value: string | null | undefined,
): string | null {
  const label = field === 'firstName' ? 'First name' : 'Last name';
  if (!value?.trim()) return `${label} cannot be empty`;
  if (value.length > LIMITS.nameMax) return `${label} cannot be more than ${LIMITS.nameMax} characters`;
  if (hasMarkup(value)) return `${label} cannot contain HTML`;
  return null;
}

export function checkProfile(input: {
  location?: string | null;
  bio?: string | null;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.location?.trim()) errors.location = 'profile.errors.location';
  else if (input.location.length > LIMITS.locationMax) errors.location = 'profile.errors.locationCharLimit';
  else if (hasMarkup(input.location)) errors.location = 'profile.errors.noMarkup';
  if (!input.bio?.trim()) errors.bio = 'profile.errors.bio';
  else if (hasMarkup(input.bio)) errors.bio = 'profile.errors.noMarkup';
  return errors;
}

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

export function checkAccessCode(value: string): string | null {
  const code = value.trim();
  return code.length < LIMITS.accessCodeMin || code.length > LIMITS.accessCodeMax
    ? 'console.accessCodeLength'
    : null;
}

/** English wording of the keys, for API answers and as the English catalogue's source. */
export const VALIDATION_MESSAGES: Record<string, string> = {
  'inviteConfirmation.error.userName': 'Please enter a user name',
  'inviteConfirmation.error.userNameLength': 'User name must be 4 to 20 characters',
  'inviteConfirmation.error.userNameNotAllowSpecialChar':
    'User name may only contain letters, digits and dots',
  'inviteConfirmation.error.password': 'Please enter a password',
  'inviteConfirmation.error.passwordLength': 'Password must be at least 6 characters',
  'inviteConfirmation.error.passwordRequirement':
    'Password needs a lowercase letter, an uppercase letter and a digit, and only letters, digits and !@#$%^&*()-_+',
  'register.error.password.atleastPassword': 'Password must be at least 6 characters',
  'register.error.password.atleastNumber': 'Password must contain at least one number',
  'register.error.password.atleastUpper': 'Password must contain at least one uppercase letter',
  'register.error.password.atleastLower': 'Password must contain at least one lowercase letter',
  'register.error.password.avoidBasic': 'This password is too easy to guess',
  'login.error.usernameOrEmail': 'Please enter your user name or e-mail',
  'login.error.invalidUsernameOrEmail': 'Please enter a valid user name or e-mail',
  'login.error.validEmail': 'Please enter a valid e-mail address',
  'login.error.password': 'Please enter your password',
  'verification.error.verificationCode': 'Please enter a valid verification code',
  'profile.errors.location': 'Please enter your location',
  'profile.errors.locationCharLimit': 'Location cannot be more than 255 characters',
  'profile.errors.bio': 'Please tell us about yourself',
  'resetPassword.error.newPassword': 'Please enter a new password',
  'resetPassword.error.invalidPassword': 'The new password does not meet the requirements',
  'resetPassword.error.confirmPassword': 'Please confirm the new password',
  'resetPassword.error.passwordNotMatch': 'The passwords do not match',
  'register.error.email': 'Please enter a valid e-mail address',
  'profile.errors.noMarkup': 'Please write plain text, without HTML',
  'console.accessCodeLength': `The access code must be ${LIMITS.accessCodeMin} to ${LIMITS.accessCodeMax} characters`,
};

/** The SPEC §5 wording for a refused link. */
export const LINK_MESSAGE = 'Please enter a valid URL';
export const MARKUP_MESSAGE = 'Please write plain text, without HTML';
