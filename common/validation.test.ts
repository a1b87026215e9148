import { describe, expect, it } from 'vitest';
import {
  accessCode,
  firstBrokenRule,
  optionalWebLink,
  plainText,
  VALIDATION_MESSAGES,
  validationAnswer,
  webLink,
} from './validation';

describe('shared rules', () => {
  it('answers a key with its English text, and any other message as it is', () => {
    expect(validationAnswer('register.error.email')).toEqual({
      message: VALIDATION_MESSAGES['register.error.email'],
      key: 'register.error.email',
    });
    expect(validationAnswer('Invalid input')).toEqual({ message: 'Invalid input' });
    expect(validationAnswer('toString')).toEqual({ message: 'toString' });
  });

  it('checks links, plain text and access codes', () => {
    expect(firstBrokenRule(webLink, 'javascript:alert(1)')).toBe('attachments.invalidUrl');
    expect(webLink.parse(' https://example.org/a ')).toBe('https://example.org/a');
    expect(optionalWebLink.parse('')).toBeNull();
    expect(firstBrokenRule(plainText(100), '<b>bold</b>')).toBe('profile.errors.noMarkup');
    expect(firstBrokenRule(plainText(10), '3 < 4')).toBeNull();
    expect(firstBrokenRule(accessCode, ' 1234567 ')).toBe('console.accessCodeLength');
    expect(firstBrokenRule(accessCode, '12345678')).toBeNull();
  });
});
