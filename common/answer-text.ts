/**
 * How a project's answers read on its page, apart from the form's zod rules
 * (common/registration-form.ts): the project page hydrates with this code, without zod.
 */

/** An answer's value (registration-form.ts's AnswerValue). */
type Value = string | number | boolean | string[];

/** An answer as one line of text: the CSV export, the review queue and search use it. */
export function answerText(value: Value): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** A story section on the project page: a public long-text answer. */
export const isStorySection = (answer: { type: string }) => answer.type === 'long_text';
