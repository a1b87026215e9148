/**
 * The one domain error and its factories. A leaf module: it imports nothing of the server, so every
 * module may throw without closing an import circle (the handlers that answer it live in on-error.ts).
 */
export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many';

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many: 429,
};

/** The one domain error: services throw it, the error handler turns it into `{message, key?, values?}`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Translation key of the message (docs/product.md lists them) when it has one. */
    readonly key?: string,
    /** Per-field message keys (field id or name → key) when the answer is about several fields. */
    readonly fields?: Record<string, string>,
    /** Values of the key's placeholders (a plan limit's number as `count`, which picks the plural form). */
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
