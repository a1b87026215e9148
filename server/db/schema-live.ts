import { index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { events, projects } from './schema-core';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull();

/** A live stream on the event home; `url` is what the organiser pasted, embedded only through the allowlist. */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 160 }).notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').defaultNow(),
  },
  (t) => [index().on(t.eventId, t.startsAt)],
);

/** When a project presents live; one slot per project. */
export const projectDemoSlots = pgTable(
  'project_demo_slots',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
  },
  (t) => [primaryKey({ columns: [t.projectId] })],
);
