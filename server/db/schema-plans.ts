import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects, users } from './schema-core';

/**
 * Comments on approved projects. Authors edit and delete their own; the project team and event staff
 * hide them (kept, so a hidden comment can be shown again).
 */
export const projectComments = pgTable(
  'project_comments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index().on(t.projectId, t.id)],
);
