import { describe, expect, it } from 'vitest';
import { ANSWER_ERROR_KEYS, answersSchema, checkAnswer, missingRequired } from './registration-form';
import { registrationForm } from './schemas/registration';

const field = (type: Parameters<typeof checkAnswer>[0]['type'], options: string[] = []) => ({
  type,
  label: 'Q',
  options,
});

describe('checking an answer', () => {
  it('takes a file answer only as the link of an upload of this site', () => {
    expect(checkAnswer(field('file'), '/uploads/team-docs/2026-11/a-b.pdf')).toEqual({
      value: '/uploads/team-docs/2026-11/a-b.pdf',
    });
    for (const value of [
      'https://elsewhere.example/a.pdf',
      '/uploads/../secrets.pdf',
      '/uploads/a b.pdf',
      '//evil.example/uploads/a.pdf',
      3,
    ]) {
      expect(checkAnswer(field('file'), value), String(value)).toEqual({
        error: 'Q: upload a file',
        key: ANSWER_ERROR_KEYS.file,
      });
    }
  });

  it('names the key of each kind of wrong answer', () => {
    expect(checkAnswer(field('number'), 'many')).toMatchObject({ key: ANSWER_ERROR_KEYS.number });
    expect(checkAnswer(field('single_choice', ['A', 'B']), 'C')).toMatchObject({
      key: ANSWER_ERROR_KEYS.choice,
    });
    expect(checkAnswer(field('url'), 'ftp://x')).toMatchObject({ key: ANSWER_ERROR_KEYS.url });
    expect(checkAnswer(field('number'), '4')).toEqual({ value: 4 });
  });

  it('lists the required fields left empty, in form order', () => {
    const fields = [
      { id: 1, label: 'A', required: true },
      { id: 2, label: 'B', required: false },
      { id: 3, label: 'C', required: true },
    ];
    expect(missingRequired(fields, new Map([[1, 'x']])).map((f) => f.id)).toEqual([3]);
    expect(missingRequired(fields, new Map([[1, false]])).map((f) => f.id)).toEqual([1, 3]);
  });
});

describe('the answers a form checks', () => {
  const fields = [
    { id: 1, type: 'single_choice' as const, label: 'Track', options: ['Health', 'Space'], required: true },
    { id: 2, type: 'url' as const, label: 'Demo', options: [], required: false },
    { id: 3, type: 'number' as const, label: 'Team size', options: [], required: false },
  ];
  const keysOf = (answers: Record<string, unknown>, complete: boolean) => {
    const parsed = answersSchema(fields, { complete }).safeParse(answers);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it("puts each wrong answer's key at its field id, by the rule the server applies", () => {
    expect(keysOf({ 1: 'Mars', 2: 'not a link', 3: '4' }, false)).toEqual({
      1: ANSWER_ERROR_KEYS.choice,
      2: ANSWER_ERROR_KEYS.url,
    });
  });

  it('lets a draft leave a required field empty, not a project that must stay complete', () => {
    expect(keysOf({ 1: null, 2: '', 3: null }, false)).toEqual({});
    expect(keysOf({ 1: null, 2: '', 3: null }, true)).toEqual({ 1: ANSWER_ERROR_KEYS.required });
  });
});

describe('the answers of a form, as one schema built from its questions', () => {
  const questions = [
    { id: 1, type: 'short_text' as const, label: 'School', options: [], required: true },
    { id: 2, type: 'single_choice' as const, label: 'Grade', options: ['8', '10'], required: true },
    { id: 3, type: 'url' as const, label: 'Site', options: [], required: false },
  ];
  const keysOf = (answers: Record<string, unknown>) => {
    const parsed = answersSchema(questions).safeParse(answers);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('refuses each answer at its question id with the key the server gives, the first one first', () => {
    expect(keysOf({})).toEqual({ 1: ANSWER_ERROR_KEYS.required, 2: ANSWER_ERROR_KEYS.required });
    const parsed = answersSchema(questions).safeParse({ 1: 'Hill', 2: '9', 3: 'ftp://x', 4: 'x' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['2', ANSWER_ERROR_KEYS.choice],
      ['3', ANSWER_ERROR_KEYS.url],
      ['4', ANSWER_ERROR_KEYS.unknown],
      ['2', ANSWER_ERROR_KEYS.required],
    ]);
  });

  it('passes the answers as given, a cleared one as null', () => {
    const answers = { 1: ' Hill ', 2: '8', 3: null };
    expect(answersSchema(questions).parse(answers)).toEqual(answers);
  });

  it("sends the birth date only when consent is asked, and a parent's address only under the age", () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const fields = questions.map((question, position) => ({ ...question, helpText: '', position }));
    const answers = { 1: 'Hill', 2: '8' };
    const form = (consentAgeUnder: number | null, birthDate: string, parentEmail = '') =>
      registrationForm({ fields, consentAgeUnder }, now).safeParse({ answers, birthDate, parentEmail });
    expect(form(null, '', 'a@b.org')).toMatchObject({ success: true, data: { answers } });
    expect(form(null, '', 'a@b.org').data).not.toHaveProperty('birthDate');
    expect(form(16, '1990-01-01', 'a@b.org').data).toEqual({ answers, birthDate: '1990-01-01' });
    expect(form(16, '2014-03-01', ' mum@example.org ').data).toEqual({
      answers,
      birthDate: '2014-03-01',
      parentEmail: 'mum@example.org',
    });
    const refused = form(16, '2014-03-01');
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['parentEmail', 'consent.error.parentEmailRequired'],
    ]);
  });
});
