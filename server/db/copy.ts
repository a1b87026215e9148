import { count, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as t from './schema';

/** Every table, parents before children, so foreign keys hold while rows are copied. */
export const TABLES_IN_ORDER: PgTable[] = [
  t.users,
  t.profiles,
  t.plans,
  t.planFeatures,
  t.events,
  t.eventMemberships,
  t.timelines,
  t.banners,
  t.sponsors,
  t.categories,
  t.awards,
  t.projects,
  t.projectAwards,
  t.projectCategories,
  t.projectMemberships,
  t.projectLikes,
  t.projectViews,
  t.teamInvitations,
  t.posts,
  t.projectComments,
  t.uploadedFiles,
  t.eventTemplates,
  t.previewTokens,
  t.resources,
  t.faqs,
  t.mailOutbox,
  t.verificationCodes,
  t.refreshTokens,
  t.eventInvitations,
  t.accessCodeFailures,
  t.announcements,
  t.notifications,
  t.jobs,
  t.supportMessages,
  t.supportReplies,
];

const BATCH = 500;

export async function isEmpty(db: Db): Promise<boolean> {
  for (const table of [t.users, t.events]) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}

/**
 * Copies every row from one database to another with the same schema (the embedded PGlite to a
 * PostgreSQL server), in one transaction on the target, then moves the id sequences past the copied
 * ids. Returns the number of rows per table.
 */
export async function copyDatabase(source: Db, target: Db): Promise<Record<string, number>> {
  const copied: Record<string, number> = {};
  await target.transaction(async (tx) => {
    for (const table of TABLES_IN_ORDER) {
      const rows = await source.select().from(table);
      for (let i = 0; i < rows.length; i += BATCH) {
        await tx.insert(table).values(rows.slice(i, i + BATCH));
      }
      copied[getTableName(table)] = rows.length;
      if ('id' in table) {
        const name = getTableName(table);
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${sql.identifier(name)}`,
        );
      }
    }
  });
  return copied;
}
