import { z } from 'zod';
import { AppError } from '../errors';

/**
 * Opaque keyset cursors: the sort values of the last row of a page, base64url JSON. Keyset paging stays
 * stable when rows are inserted while someone pages (no offsets to shift).
 */
const cursorValues = z
  .array(z.union([z.string().max(512), z.number()]))
  .min(1)
  .max(4);
export type CursorValues = z.infer<typeof cursorValues>;

export function encodeCursor(values: CursorValues): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(token: string | undefined, length: number): CursorValues | undefined {
  if (!token) return undefined;
  try {
    const parsed = cursorValues.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    if (parsed.length !== length) throw new Error('length');
    return parsed;
  } catch {
    throw new AppError('bad_request', 'Invalid nextPageToken');
  }
}

/** Fetch one row more than the page to learn whether another page exists. */
export function paginate<T>(rows: T[], size: number, keyOf: (row: T) => CursorValues) {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, nextPageToken: rows.length > size && last ? encodeCursor(keyOf(last)) : null };
}
