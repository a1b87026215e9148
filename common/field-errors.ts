/**
 * Plain-words keys for a request field the route schema refused (a value missing, too long, of the wrong
 * kind), by the zod issue: the server sends them per field beside its developer message, and the forms
 * show them next to the field (web/components/form/). The English text is in web/i18n/en.json `fieldError`.
 */
export const FIELD_ERROR_SUMMARY = 'fieldError.summary';

export const FIELD_ERROR_KEYS = {
  required: 'fieldError.required',
  tooLong: 'fieldError.tooLong',
  tooSmall: 'fieldError.tooSmall',
  tooBig: 'fieldError.tooBig',
  format: 'fieldError.format',
  number: 'fieldError.number',
  choice: 'fieldError.choice',
  invalid: 'fieldError.invalid',
} as const;

/** The parts of a zod issue (beyond its code) that tell a missing value from a wrong one. */
export interface IssueParams {
  expected?: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
}

export function fieldErrorKey(code: string, params: IssueParams = {}, message = ''): string {
  const isText = params.origin === 'string';
  switch (code) {
    case 'invalid_type':
      // zod leaves the input out of its issues unless asked; its message still says what it received.
      if (params.input === null || params.input === '' || /received (null|undefined)/.test(message)) {
        return FIELD_ERROR_KEYS.required;
      }
      return params.expected === 'number' ? FIELD_ERROR_KEYS.number : FIELD_ERROR_KEYS.invalid;
    case 'too_small':
      return isText && Number(params.minimum) <= 1
        ? FIELD_ERROR_KEYS.required
        : isText
          ? FIELD_ERROR_KEYS.invalid
          : FIELD_ERROR_KEYS.tooSmall;
    case 'too_big':
      return isText ? FIELD_ERROR_KEYS.tooLong : FIELD_ERROR_KEYS.tooBig;
    case 'invalid_format':
      return FIELD_ERROR_KEYS.format;
    case 'invalid_value':
    case 'invalid_union':
      return FIELD_ERROR_KEYS.choice;
    default:
      return FIELD_ERROR_KEYS.invalid;
  }
}
