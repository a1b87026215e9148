import { describe, expect, it } from 'vitest';
import { ANSWER_ERROR_KEYS, checkAnswer, missingRequired } from './registration-form';

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
