import { describe, expect, it } from 'vitest';
import { displayName, initials, maskEmail } from './users';

describe('displayName', () => {
  it("is 'first last', or '(@userName)' when names are missing", () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', userName: 'ada' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: null, lastName: null, userName: 'ada' })).toBe('(@ada)');
  });
});

describe('initials', () => {
  it('uses first and last name, else the first two letters of the user name', () => {
    expect(initials({ firstName: 'Ada', lastName: 'Lovelace', userName: 'ada' })).toBe('AL');
    expect(initials({ firstName: 'Ada', lastName: '', userName: 'grace' })).toBe('GR');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskEmail('nora.qa@example.com')).toBe('n***@example.com');
    expect(maskEmail('n@example.com')).toBe('n***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});
