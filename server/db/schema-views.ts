import { sql } from 'drizzle-orm';
import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { projects } from './schema-core';

/**
 * How often a project's public page was opened, one row per project and UTC day (docs/product.md,
 * organiser overview). Only the organiser overview reads it, never a public page, so it has no
 * change-notify trigger (docs/decisions/017-public-answer-cache.md).
 */
export const projectViews = pgTable(
  'project_views',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull().default(sql`(now() at time zone 'UTC')::date`),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day] })],
);
