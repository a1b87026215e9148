import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/**
 * Waits until the app has heard every announcement of the writes made so far. A write made straight in
 * the database is announced by its trigger after commit: on the embedded database before the write's
 * query returns, on PostgreSQL a moment later through LISTEN. Announcements arrive in commit order, so
 * once a marker sent after the writes is heard, theirs have been too.
 */
export async function announcementsHeard(t: TestApp): Promise<void> {
  const marker = `marker-${Math.random()}`;
  await t.db.execute(sql`select pg_notify('showcase_public', ${marker})`);
  while (!t.app.publicAnswers?.lastHeard.includes(marker))
    await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Makes a change with one announcing trigger switched off: no app server hears of it. */
export async function unannounced(
  t: TestApp,
  table: string,
  trigger: string,
  change: () => Promise<unknown>,
): Promise<void> {
  await t.db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  try {
    await change();
  } finally {
    await t.db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
}
