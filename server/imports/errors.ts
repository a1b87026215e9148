import { IMPORT_ERRORS, type ImportErrorKey, type ImportRowError } from '../../common/imports';

/** The English message and the key of an import error, as AppError takes them. */
export const importError = (key: ImportErrorKey): [string, ImportErrorKey] => [IMPORT_ERRORS[key], key];

/** One error of one row: the column it is about, its message and key. */
export const rowError = (field: string, key: ImportErrorKey, message?: string): ImportRowError => ({
  field,
  key,
  message: message ?? IMPORT_ERRORS[key],
});
