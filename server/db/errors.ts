import { DrizzleQueryError } from 'drizzle-orm';

/** What a PostgreSQL error tells about itself, without the statement's parameters or the row's values. */
export interface DatabaseErrorFacts {
  code: string;
  constraint?: string;
  table?: string;
  message: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isPostgresError(error: unknown): error is Error & Record<string, unknown> {
  if (!(error instanceof Error)) return false;
  const fields = error as unknown as Record<string, unknown>;
  return typeof fields.code === 'string' && SQLSTATE.test(fields.code) && 'severity' in fields;
}

/**
 * The PostgreSQL error on an error or down its cause chain (Drizzle wraps driver errors in a
 * DrizzleQueryError whose message carries the query parameters: password hashes, addresses...).
 */
export function databaseErrorOf(error: unknown): DatabaseErrorFacts | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (isPostgresError(current)) {
      return {
        code: current.code as string,
        ...(typeof current.constraint === 'string' && { constraint: current.constraint }),
        ...(typeof current.table === 'string' && { table: current.table }),
        message: current.message,
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Whether the error (or one it wraps) came from a query: its message may hold parameters. */
export function isQueryError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof DrizzleQueryError || isPostgresError(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const UNIQUE_VIOLATION = '23505';

/** The unique constraint a write broke, or null when the error is something else. */
export function uniqueViolationOf(error: unknown): { constraint: string | null } | null {
  const facts = databaseErrorOf(error);
  return facts?.code === UNIQUE_VIOLATION ? { constraint: facts.constraint ?? null } : null;
}

/** The answer to a write that broke a unique constraint: what the pre-checks would have said. */
const CONFLICT_MESSAGES: Record<string, string> = {
  users_user_name_lower_idx: 'This user name is already taken',
  users_email_lower_idx: 'An account with this e-mail address already exists',
};

export const conflictMessage = (constraint: string | null): string =>
  (constraint && CONFLICT_MESSAGES[constraint]) || 'Already exists';
