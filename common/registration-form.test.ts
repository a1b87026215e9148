import { describe, expect, it } from 'vitest';
import { ANSWER_ERROR_KEYS, answersSchema, checkAnswer, missingRequired } from './registration-form';

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
