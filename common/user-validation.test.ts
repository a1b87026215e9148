import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  email,
  invitationAcceptance,
  inviteConfirmationForm,
  invitePassword,
  loginForm,
  newPassword,
  passwordStrength,
  personName,
  profileForm,
  resetPasswordForm,
  signupForm,
  unmetPasswordRules,
  userName,
  verificationCode,
} from './user-validation';
import { firstBrokenRule } from './validation';

const common = new Set(['password1', 'qwerty']);

/** The first broken rule of each field, as a form shows it. */
function fieldErrors(schema: z.core.$ZodType, value: unknown) {
  const result = z.safeParse(schema, value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('account rules', () => {
  it('checks e-mail addresses', () => {
    expect(firstBrokenRule(email, ' ada@example.org ')).toBeNull();
    for (const bad of ['ada@example.o', 'ada@@example.org', 'ada.example.org', '']) {
      expect(firstBrokenRule(email, bad), bad).toBe('register.error.email');
    }
  });

  it('checks user names in order: required, length, characters', () => {
    expect(firstBrokenRule(userName, ' ')).toBe('inviteConfirmation.error.userName');
    expect(firstBrokenRule(userName, 'abc')).toBe('inviteConfirmation.error.userNameLength');
    expect(firstBrokenRule(userName, 'a'.repeat(21))).toBe('inviteConfirmation.error.userNameLength');
    expect(firstBrokenRule(userName, 'a b')).toBe('inviteConfirmation.error.userNameLength');
    expect(firstBrokenRule(userName, 'ada_l')).toBe('inviteConfirmation.error.userNameNotAllowSpecialChar');
    expect(userName.parse(' ada.lovelace ')).toBe('ada.lovelace');
  });

  it('checks invitation passwords', () => {
    const rule = invitePassword(common);
    expect(firstBrokenRule(rule, '')).toBe('inviteConfirmation.error.password');
    expect(firstBrokenRule(rule, 'Ab1')).toBe('inviteConfirmation.error.passwordLength');
    expect(firstBrokenRule(rule, 'abcdef1')).toBe('inviteConfirmation.error.passwordRequirement');
    expect(firstBrokenRule(rule, 'Abcdef1~')).toBe('inviteConfirmation.error.passwordRequirement');
    expect(firstBrokenRule(rule, 'Password1')).toBe('register.error.password.avoidBasic');
    expect(firstBrokenRule(rule, 'Abcdef1!')).toBeNull();
  });

  it('scores password strength in bands and clamps to 0..100', () => {
    expect(passwordStrength('aaaaaaaa', common).band).toBe('invalid');
    expect(passwordStrength('Password1', new Set(['password1'])).band).toBe('invalid');
    expect(passwordStrength('abc', common).band).toBe('weak');
    expect(passwordStrength('Garden42', common).band).toBe('good');
    const strong = passwordStrength('Tr0ub4dor&3-Horse!Staple', common);
    expect(strong.band).toBe('strong');
    expect(strong.score).toBeLessThanOrEqual(100);
    expect(passwordStrength('ab', common).score).toBeGreaterThanOrEqual(0);
  });

  it('lists every broken sign-up password requirement, in the order the form shows them', () => {
    expect(unmetPasswordRules('abc', common)).toEqual([
      'register.error.password.atleastPassword',
      'register.error.password.atleastNumber',
      'register.error.password.atleastUpper',
      'register.error.password.avoidBasic',
    ]);
    expect(unmetPasswordRules('Garden42', common)).toEqual([]);
    expect(firstBrokenRule(newPassword(common), 'Password1')).toBe('register.error.password.avoidBasic');
  });

  it('checks the login form', () => {
    expect(fieldErrors(loginForm, { usernameOrEmail: ' ', password: '' })).toEqual({
      usernameOrEmail: 'login.error.usernameOrEmail',
      password: 'login.error.password',
    });
    expect(fieldErrors(loginForm, { usernameOrEmail: 'ada@x', password: 'p' })).toEqual({
      usernameOrEmail: 'login.error.validEmail',
    });
    expect(loginForm.parse({ usernameOrEmail: ' ada ', password: ' p ' })).toEqual({
      usernameOrEmail: 'ada',
      password: ' p ',
    });
  });

  it('refuses a missing or malformed verification code with one key', () => {
    for (const bad of ['', '12345', '12345a', '1234567']) {
      expect(firstBrokenRule(verificationCode, bad), bad).toBe('verification.error.verificationCode');
    }
    expect(verificationCode.parse(' 012345 ')).toBe('012345');
  });

  it('checks the sign-up form field by field', () => {
    expect(
      fieldErrors(signupForm(common), {
        first_name: '',
        last_name: 'x'.repeat(256),
        user_name: 'ab',
        email: 'a',
        password: 'abc',
      }),
    ).toEqual({
      first_name: 'user.error.firstName',
      last_name: 'user.error.lastNameLength',
      user_name: 'inviteConfirmation.error.userNameLength',
      email: 'register.error.email',
      password: 'register.error.password.atleastPassword',
    });
  });

  it('checks names with the user-update wording, or a form’s own "required" key', () => {
    expect(firstBrokenRule(personName('firstName'), ' ')).toBe('user.error.firstName');
    expect(firstBrokenRule(personName('lastName'), '<b>x</b>')).toBe('user.error.lastNameMarkup');
    expect(firstBrokenRule(personName('firstName', 'inviteConfirmation.error.firstName'), '')).toBe(
      'inviteConfirmation.error.firstName',
    );
  });

  it('checks the reset form: required, the rules as one key, then the match', () => {
    const form = resetPasswordForm(common);
    expect(fieldErrors(form, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'resetPassword.error.newPassword',
      confirmPassword: 'resetPassword.error.confirmPassword',
    });
    expect(fieldErrors(form, { newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: 'resetPassword.error.invalidPassword',
    });
    expect(fieldErrors(form, { newPassword: 'Orchard58y', confirmPassword: 'Orchard58z' })).toEqual({
      confirmPassword: 'resetPassword.error.passwordNotMatch',
    });
  });

  it('checks the invitation form and the accept call', () => {
    const form = inviteConfirmationForm(common);
    expect(
      fieldErrors(form, { firstName: '', lastName: '', userName: '', password: '', passwordConfirm: '' }),
    ).toEqual({
      firstName: 'inviteConfirmation.error.firstName',
      lastName: 'inviteConfirmation.error.lastName',
      userName: 'inviteConfirmation.error.userName',
      password: 'inviteConfirmation.error.password',
      passwordConfirm: 'inviteConfirmation.error.passwordConfirm',
    });
    const filled = { firstName: 'Mia', lastName: 'Mate', userName: 'mia.m', password: 'Harbour42' };
    expect(fieldErrors(form, { ...filled, passwordConfirm: 'Harbour43' })).toEqual({
      passwordConfirm: 'inviteConfirmation.error.passwordNotMatch',
    });
    const call = invitationAcceptance(common);
    expect(call.safeParse({ token: 't' }).success).toBe(true);
    expect(fieldErrors(call, { token: 't', newPassword: 'Harbour42', passwordConfirm: 'x' })).toEqual({
      passwordConfirm: 'inviteConfirmation.error.passwordNotMatch',
    });
  });

  it('checks profiles', () => {
    expect(fieldErrors(profileForm, { location: '', bio: ' ' })).toEqual({
      location: 'profile.errors.location',
      bio: 'profile.errors.bio',
    });
    expect(fieldErrors(profileForm, { location: 'x'.repeat(256), bio: 'hi' })).toEqual({
      location: 'profile.errors.locationCharLimit',
    });
    expect(fieldErrors(profileForm, { location: 'Oslo', bio: '<script>x</script>' })).toEqual({
      bio: 'profile.errors.noMarkup',
    });
  });
});
