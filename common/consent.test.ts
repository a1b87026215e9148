import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { consentAnswersSchema, consentSettingsForm } from './consent';

/** The first broken rule of each field, as the form and the server show it. */
function keysOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const keys: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) keys[String(issue.path[0])] ??= issue.message;
  return keys;
}

describe("the applicant's consent answers", () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const schema = consentAnswersSchema(16, now, 'kid@example.org');

  it('asks a real birth date in the past', () => {
    expect(keysOf(z.safeParse(schema, { birthDate: '', parentEmail: '' }))).toEqual({
      birthDate: 'consent.error.birthDateRequired',
    });
    for (const birthDate of ['2014-02-30', '2027-01-01', '14/03/2014', '1850-01-01'])
      expect(keysOf(z.safeParse(schema, { birthDate, parentEmail: '' }))).toEqual({
        birthDate: 'consent.error.birthDateInvalid',
      });
  });

  it("under the age, a parent's address other than the applicant's", () => {
    expect(z.safeParse(schema, { birthDate: '2000-01-01', parentEmail: '' }).success).toBe(true);
    // Sixteen tomorrow: still under the age today.
    expect(keysOf(z.safeParse(schema, { birthDate: '2010-11-28', parentEmail: '' }))).toEqual({
      parentEmail: 'consent.error.parentEmailRequired',
    });
    expect(keysOf(z.safeParse(schema, { birthDate: '2014-03-01', parentEmail: 'mum@' }))).toEqual({
      parentEmail: 'consent.error.parentEmailInvalid',
    });
    expect(keysOf(z.safeParse(schema, { birthDate: '2014-03-01', parentEmail: ' KID@example.org' }))).toEqual(
      {
        parentEmail: 'consent.error.parentEmailOwn',
      },
    );
    expect(z.safeParse(schema, { birthDate: '2014-03-01', parentEmail: 'mum@example.org ' })).toEqual({
      success: true,
      data: { birthDate: '2014-03-01', parentEmail: 'mum@example.org' },
    });
  });
});

describe("the organiser's consent settings form", () => {
  it('turns the typed age into a number, or null when empty; refuses one out of range', () => {
    expect(z.parse(consentSettingsForm, { ageUnder: ' 16 ', text: ' Photos may be published. ' })).toEqual({
      ageUnder: 16,
      text: 'Photos may be published.',
    });
    expect(z.parse(consentSettingsForm, { ageUnder: '', text: '' })).toEqual({ ageUnder: null, text: '' });
    for (const ageUnder of ['0', '22', '12.5', 'ten'])
      expect(keysOf(z.safeParse(consentSettingsForm, { ageUnder, text: '' }))).toEqual({
        ageUnder: 'consent.error.ageUnder',
      });
    expect(keysOf(z.safeParse(consentSettingsForm, { ageUnder: '', text: 'x'.repeat(5001) }))).toEqual({
      text: 'consent.error.textTooLong',
    });
  });
});
