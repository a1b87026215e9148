import { describe, expect, it } from 'vitest';
import {
  checkInvitePassword,
  checkLogin,
  checkNewPassword,
  checkPersonName,
  checkProfile,
  checkUserName,
  isValidEmail,
  passwordStrength,
} from './validation';

const common = new Set(['password1', 'qwerty']);

describe('SPEC §5 rules', () => {
  it('checks e-mail addresses', () => {
    expect(isValidEmail('ada@example.org')).toBe(true);
    expect(isValidEmail('ada@example.o')).toBe(false);
    expect(isValidEmail('ada@@example.org')).toBe(false);
    expect(isValidEmail('ada.example.org')).toBe(false);
  });

  it('checks user names', () => {
    expect(checkUserName('')).toBe('inviteConfirmation.error.userName');
    expect(checkUserName('abc')).toBe('inviteConfirmation.error.userNameLength');
    expect(checkUserName('a'.repeat(21))).toBe('inviteConfirmation.error.userNameLength');
    expect(checkUserName('ada_l')).toBe('inviteConfirmation.error.userNameNotAllowSpecialChar');
    expect(checkUserName('ada.lovelace')).toBeNull();
  });

  it('checks invitation passwords', () => {
    expect(checkInvitePassword('')).toBe('inviteConfirmation.error.password');
    expect(checkInvitePassword('Ab1')).toBe('inviteConfirmation.error.passwordLength');
    expect(checkInvitePassword('abcdef1')).toBe('inviteConfirmation.error.passwordRequirement');
    expect(checkInvitePassword('Abcdef1~')).toBe('inviteConfirmation.error.passwordRequirement');
    expect(checkInvitePassword('Abcdef1!')).toBeNull();
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

  it('lists every broken sign-up password requirement', () => {
    expect(checkNewPassword('abc', common)).toEqual([
      'register.error.password.atleastPassword',
      'register.error.password.atleastNumber',
      'register.error.password.atleastUpper',
      'register.error.password.avoidBasic',
    ]);
    expect(checkNewPassword('Garden42', common)).toEqual([]);
  });

  it('checks the login form', () => {
    expect(checkLogin({ usernameOrEmail: '', password: '' })).toEqual({
      usernameOrEmail: 'login.error.usernameOrEmail',
      password: 'login.error.password',
    });
    expect(checkLogin({ usernameOrEmail: 'ada@x', password: 'p' })).toEqual({
      usernameOrEmail: 'login.error.validEmail',
    });
    expect(checkLogin({ usernameOrEmail: 'ada', password: 'p' })).toEqual({});
  });

  it('checks names and profiles with the SPEC wording', () => {
    expect(checkPersonName('firstName', ' ')).toBe('First name cannot be empty');
    expect(checkPersonName('lastName', 'x'.repeat(256))).toBe('Last name cannot be more than 255 characters');
    expect(checkProfile({ location: '', bio: '' })).toEqual({
      location: 'profile.errors.location',
      bio: 'profile.errors.bio',
    });
    expect(checkProfile({ location: 'x'.repeat(256), bio: 'hi' })).toEqual({
      location: 'profile.errors.locationCharLimit',
    });
  });
});
