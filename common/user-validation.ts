import * as z from 'zod/mini';
import { LIMITS, TEAM_ROLES } from './constants';
import { key, noMarkup, type ValidationKey } from './validation';

/**
 * The account rules of docs/product.md ("Validation rules"): e-mail, user name, names, passwords, the
 * login, verification, sign-up, reset and invitation forms, and the profile. Each field is a zod schema
 * whose messages are translation keys (common/validation.ts has their English wording); the server's
 * route schemas and the web forms both parse with them.
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
export const USER_NAME_PATTERN = /^[A-Za-z0-9.]+$/;
const PASSWORD_CHARACTERS = /^[A-Za-z0-9!@#$%^&*()\-_+]+$/;
const EMAIL_MAX = 320;
const PASSWORD_MAX = 128;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** An e-mail address: a local part, @, a domain and a suffix of two or more characters. */
export const email = z
  .string()
  .check(
    z.trim(),
    z.maxLength(EMAIL_MAX, key('register.error.email')),
    z.regex(EMAIL_PATTERN, key('register.error.email')),
  );

/** Required, 4 to 20 characters, only letters, digits and dots. */
export const userName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, key('inviteConfirmation.error.userName')),
    z.minLength(LIMITS.userNameMin, key('inviteConfirmation.error.userNameLength')),
    z.maxLength(LIMITS.userNameMax, key('inviteConfirmation.error.userNameLength')),
    z.regex(USER_NAME_PATTERN, key('inviteConfirmation.error.userNameNotAllowSpecialChar')),
  );

const PERSON_NAME_KEYS = {
  firstName: {
    missing: 'user.error.firstName',
    long: 'user.error.firstNameLength',
    markup: 'user.error.firstNameMarkup',
  },
  lastName: {
    missing: 'user.error.lastName',
    long: 'user.error.lastNameLength',
    markup: 'user.error.lastNameMarkup',
  },
} as const;

/**
 * A first or last name: required, at most 255 characters, plain text. A form that words "required"
 * its own way (the invitation form) passes its key.
 */
export const personName = (
  which: 'firstName' | 'lastName',
  missing: ValidationKey = PERSON_NAME_KEYS[which].missing,
) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, key(missing)),
      z.maxLength(LIMITS.nameMax, key(PERSON_NAME_KEYS[which].long)),
      noMarkup(PERSON_NAME_KEYS[which].markup),
    );

export const firstName = personName('firstName');
export const lastName = personName('lastName');

export type StrengthBand = 'invalid' | 'weak' | 'good' | 'strong';

export interface PasswordStrength {
  score: number;
  band: StrengthBand;
}

/** The common passwords to refuse, lower-cased; only looked up, so the server can load its list on first use. */
export type PasswordList = Pick<ReadonlySet<string>, 'has'>;

/**
 * No list: the password rules' shape without the server's common passwords, for a contract body the
 * server tightens with its list (server/http/endpoint.ts, `implement(entry, { body })`).
 */
export const NO_PASSWORD_LIST: PasswordList = { has: () => false };

/**
 * Score 0..100: length, variety of character classes and absence of repeats earn points; under 6
 * characters is penalised; a common password or one repeated character is invalid.
 */
export function passwordStrength(password: string, commonPasswords: PasswordList): PasswordStrength {
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

const isGuessable = (password: string, commonPasswords: PasswordList) => {
  const { band } = passwordStrength(password, commonPasswords);
  return band === 'weak' || band === 'invalid';
};

/** The sign-up and reset password rules, in the order the form lists them (SPEC §5 keys). */
export const PASSWORD_RULE_KEYS = [
  'register.error.password.atleastPassword',
  'register.error.password.atleastNumber',
  'register.error.password.atleastUpper',
  'register.error.password.atleastLower',
  'register.error.password.avoidBasic',
] as const;

export const isPasswordRuleKey = (value: string | undefined): boolean =>
  (PASSWORD_RULE_KEYS as readonly (string | undefined)[]).includes(value);

const [ATLEAST_LENGTH, ATLEAST_NUMBER, ATLEAST_UPPER, ATLEAST_LOWER, AVOID_BASIC] = PASSWORD_RULE_KEYS;

/**
 * The sign-up and reset password: at least 6 characters, a digit, an uppercase and a lowercase letter,
 * and not rated weak or invalid. Every broken requirement is an issue, in the order the form lists them.
 * The common-password list is passed in: the server holds it, the browser loads it when a form opens.
 */
export const newPassword = (commonPasswords: PasswordList) =>
  z.string().check(
    z.minLength(LIMITS.passwordMin, key(ATLEAST_LENGTH)),
    z.maxLength(PASSWORD_MAX),
    z.regex(/\d/, key(ATLEAST_NUMBER)),
    z.regex(/[A-Z]/, key(ATLEAST_UPPER)),
    z.regex(/[a-z]/, key(ATLEAST_LOWER)),
    z.refine((value) => !isGuessable(value, commonPasswords), key(AVOID_BASIC)),
  );

/** Every sign-up password requirement the value still misses, as keys (the form lists them). */
export function unmetPasswordRules(password: string, commonPasswords: PasswordList): string[] {
  const result = newPassword(commonPasswords).safeParse(password);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

/** The password of an invitee's new account: 6+, lower, upper and digit from a fixed set, not common. */
export const invitePassword = (commonPasswords: PasswordList) =>
  z.string().check(
    z.minLength(1, key('inviteConfirmation.error.password')),
    z.minLength(LIMITS.passwordMin, key('inviteConfirmation.error.passwordLength')),
    z.maxLength(PASSWORD_MAX),
    z.refine(
      (value) =>
        PASSWORD_CHARACTERS.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value),
      key('inviteConfirmation.error.passwordRequirement'),
    ),
    z.refine((value) => !commonPasswords.has(value.toLowerCase()), key('register.error.password.avoidBasic')),
  );

/** A user name or e-mail to send a code or a reset link to. */
export const accountIdentifier = z
  .string()
  .check(z.trim(), z.minLength(1, key('login.error.invalidUsernameOrEmail')), z.maxLength(EMAIL_MAX));

/** The body of "send me a code" and "send me a reset link", and the forgotten-password form. */
export const accountLookup = z.object({ usernameOrEmail: accountIdentifier });

/** What the login form asks for: a user name, or an e-mail address when it contains @. */
export const loginForm = z.object({
  usernameOrEmail: z.string().check(
    z.trim(),
    z.minLength(1, key('login.error.usernameOrEmail')),
    z.maxLength(EMAIL_MAX),
    z.refine((value) => !value.includes('@') || isValidEmail(value), key('login.error.validEmail')),
  ),
  password: z.string().check(z.minLength(1, key('login.error.password')), z.maxLength(PASSWORD_MAX)),
});

/**
 * One invitation to a project's team by e-mail, as the team dialog sends it (an entry of POST
 * /project/{id}/invite's `teamInvitations`): an address by the sign-up rule, which the service also
 * applies, and the role offered.
 */
export const teamEmailInvitation = z.object({ email, role: z.enum(TEAM_ROLES) });

/** The 6-digit code from the verification mail; a malformed code is refused like a wrong one. */
export const verificationCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, key('verification.error.verificationCode')),
    z.regex(/^\d{6}$/, key('verification.error.verificationCode')),
  );

export const verifyForm = z.object({ usernameOrEmail: accountIdentifier, verificationCode });

/** The sign-up body, in its wire spelling. */
export const signupForm = (commonPasswords: PasswordList) =>
  z.object({
    first_name: firstName,
    last_name: lastName,
    user_name: userName,
    email,
    password: newPassword(commonPasswords),
  });

/** The reset form: the password rules as one key, then a confirmation that matches. */
export const resetPasswordForm = (commonPasswords: PasswordList) => {
  const rules = newPassword(commonPasswords);
  return z
    .object({
      newPassword: z.string().check(
        z.minLength(1, key('resetPassword.error.newPassword')),
        z.refine((value) => rules.safeParse(value).success, key('resetPassword.error.invalidPassword')),
      ),
      confirmPassword: z.string().check(z.minLength(1, key('resetPassword.error.confirmPassword'))),
    })
    .check(
      z.refine((form) => form.confirmPassword === form.newPassword, {
        message: key('resetPassword.error.passwordNotMatch'),
        path: ['confirmPassword'],
      }),
    );
};

/** An invitee without an account: names, a user name and a password typed twice. */
export const inviteConfirmationForm = (commonPasswords: PasswordList) =>
  z
    .object({
      firstName: personName('firstName', 'inviteConfirmation.error.firstName'),
      lastName: personName('lastName', 'inviteConfirmation.error.lastName'),
      userName,
      password: invitePassword(commonPasswords),
      passwordConfirm: z.string().check(z.minLength(1, key('inviteConfirmation.error.passwordConfirm'))),
    })
    .check(
      z.refine((form) => form.passwordConfirm === form.password, {
        message: key('inviteConfirmation.error.passwordNotMatch'),
        path: ['passwordConfirm'],
      }),
    );

export const location = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, key('profile.errors.location')),
    z.maxLength(LIMITS.locationMax, key('profile.errors.locationCharLimit')),
    noMarkup('profile.errors.noMarkup'),
  );

export const bio = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, key('profile.errors.bio')),
    z.maxLength(10_000),
    noMarkup('profile.errors.noMarkup'),
  );

export const userForm = z.object({ firstName, lastName });
export const profileForm = z.object({ location, bio });

/** An invitee's new account, as the accept call spells its fields. */
export const invitedAccount = (commonPasswords: PasswordList) =>
  z.object({ firstName, lastName, userName, newPassword: invitePassword(commonPasswords) });

/**
 * The accept call: the invitation's token and, from an invitee without an account, that account (each
 * field it sends follows its rule; which are required is known only once the invitation is found).
 */
export const invitationAcceptance = (commonPasswords: PasswordList) =>
  z
    .extend(z.partial(invitedAccount(commonPasswords)), {
      token: z.optional(z.string().check(z.maxLength(200))),
      passwordConfirm: z.optional(z.string().check(z.maxLength(PASSWORD_MAX))),
    })
    .check(
      z.refine((body) => body.passwordConfirm === undefined || body.passwordConfirm === body.newPassword, {
        message: key('inviteConfirmation.error.passwordNotMatch'),
        path: ['passwordConfirm'],
      }),
    );
