import type * as z from 'zod/mini';
import { fieldErrorKey } from '../../../common/field-errors';

export type Issue = z.core.$ZodIssue;

/** The key of an issue: the schema's own message when it is a key, else the plain-words key of its kind. */
export function issueKey(issue: Issue): string {
  if (/^[\w-]+(\.[\w-]+)+$/.test(issue.message)) return issue.message;
  // zod/mini says what it received only when it was a value (NaN, a string): none means none was given.
  const received = (issue as { received?: string }).received ?? 'undefined';
  return fieldErrorKey(issue.code, issue as Parameters<typeof fieldErrorKey>[1], `received ${received}`);
}

/** The first broken rule of each field, by the field's name and by the dotted path of each part of it. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issueKey(issue);
    errors[String(issue.path[0] ?? '')] ??= key;
    if (issue.path.length > 1) errors[issue.path.map(String).join('.')] ??= key;
  }
  return errors;
}

/** The values of a form nobody has filled in: empty texts, no numbers, no choices, empty lists. */
export function emptyOf(values: Record<string, unknown>): Record<string, unknown> {
  const empty: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    empty[name] =
      typeof value === 'string'
        ? ''
        : typeof value === 'boolean'
          ? value
          : Array.isArray(value)
            ? []
            : undefined;
  }
  return empty;
}
