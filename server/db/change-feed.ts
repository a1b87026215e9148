import type pg from 'pg';

/**
 * The channel the database's triggers announce changes on (migrations 0011–0015): an event id ('*' for
 * every event) whose public data changed, a like count, or an account whose session details changed.
 */
export const PUBLIC_CHANGES_CHANNEL = 'showcase_public';

/**
 * Calls `onChange` with each message after the commit that caused it, and `onLost` when messages may
 * have been missed (a dropped connection). Resolves once listening, with `stop` and `announce`, which
 * sends a message to every listener (this server included) without waiting for it and without taking
 * a pooled connection.
 */
export type PublicChangeFeed = (
  onChange: (message: string) => void,
  onLost: () => void,
) => Promise<{ stop(): Promise<void>; announce(message: string): void }>;

const NOTIFY_EACH = `select pg_notify('${PUBLIC_CHANGES_CHANNEL}', message) from unnest($1::text[]) as message`;

/**
 * Sends announcements one statement at a time: those made while one is on its way wait and leave
 * together in the next. A connection runs one query at a time anyway, and under a wave of likes this
 * turns a round trip per like into a round trip per batch.
 */
export function batchedAnnouncer(
  run: (statement: string, values: unknown[]) => Promise<unknown>,
): (message: string) => void {
  let waiting: string[] = [];
  let sending = false;
  const flush = () => {
    if (sending || !waiting.length) return;
    const batch = waiting;
    waiting = [];
    sending = true;
    // A failure here is the connection's failure, which its owner reports as a loss.
    void run(NOTIFY_EACH, [batch])
      .catch(() => undefined)
      .finally(() => {
        sending = false;
        flush();
      });
  };
  return (message) => {
    waiting.push(message);
    flush();
  };
}

/**
 * A connection of its own that LISTENs, reconnecting after failures (each one reported as a loss). Given
 * node-postgres by the caller, which loads it only for a server on PostgreSQL.
 */
export function postgresChangeFeed(driver: typeof pg, databaseUrl: string): PublicChangeFeed {
  return async (onChange, onLost) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new driver.Client({ connectionString: databaseUrl });
      next.on('notification', (message) => onChange(message.payload ?? '*'));
      const lost = () => {
        if (client !== next || stopped) return;
        client = null;
        onLost();
        retry = setTimeout(() => void connect().catch(() => undefined), 1_000);
      };
      next.on('error', lost);
      next.on('end', lost);
      client = next;
      try {
        await next.connect();
        await next.query(`listen ${PUBLIC_CHANGES_CHANNEL}`);
      } catch (error) {
        lost();
        throw error;
      }
      // Anything committed while the connection was down was not heard.
      onLost();
    };
    await connect();
    return {
      async stop() {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      },
      announce: batchedAnnouncer(async (statement, values) => client?.query(statement, values)),
    };
  };
}
