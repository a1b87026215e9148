import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COLLECTION_SCHEMAS, type CollectionPath } from '../../common/schemas/collections';
import type { Db } from '../db/client';
import { uniqueViolationOf } from '../db/errors';
import { AppError } from '../errors';
import { eventFeatures, type FeatureRow } from '../plans/features';
import type { EventRow } from './service';

/**
 * The lists an organiser edits on an event (timeline, categories, sponsors, awards, banners, FAQ,
 * resources) share one shape: rows with an id and an event id, created, edited and deleted by event
 * editors, some only when the plan includes them. One set of calls serves them all
 * (common/contract/collections.ts: their summaries, features and wire shapes); each list's table,
 * order and rules are declared by the area that owns the table (timeline/list.ts, categories/list.ts,
 * awards/list.ts, resources/list.ts, events/lists.ts).
 */
export interface CollectionSpec {
  /** The list's contract and schemas (common/contract/collections.ts, common/schemas/collections.ts). */
  path: CollectionPath;
  table: PgTable;
  id: PgColumn;
  eventId: PgColumn;
  orderBy: (PgColumn | SQL)[];
  /** Extra checks and derived columns, given the merged values of the row. */
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Columns `prepare` computes, written on every edit. */
  derivedColumns?: string[];
  conflictMessage?: string;
  /** A plan rule the merged values must meet before they are written. */
  check?: (features: FeatureRow[] | null, values: Record<string, unknown>) => void;
}

/** A row as its list's output schema answers it (dates as ISO strings). */
const present = (row: unknown): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row as Record<string, unknown>).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );

async function findItem(db: Db, spec: CollectionSpec, eventId: number, itemId: number) {
  const [row] = await db
    .select()
    .from(spec.table)
    .where(and(eq(spec.eventId, eventId), eq(spec.id, itemId)));
  if (!row) throw new AppError('not_found', 'Item not found');
  return row;
}

async function write<T>(spec: CollectionSpec, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (uniqueViolationOf(error))
      throw new AppError('conflict', spec.conflictMessage ?? 'This item already exists');
    throw error;
  }
}

export async function listItems(db: Db, spec: CollectionSpec, event: EventRow) {
  const rows = await db
    .select()
    .from(spec.table)
    .where(eq(spec.eventId, event.id))
    .orderBy(...spec.orderBy.map((column) => asc(column)));
  return { items: rows.map(present) };
}

export async function addItem(db: Db, spec: CollectionSpec, event: EventRow, input: Record<string, unknown>) {
  const values = spec.prepare ? spec.prepare(input) : input;
  spec.check?.(await eventFeatures(db, event.planId), values);
  const [row] = await write(spec, () =>
    db
      .insert(spec.table)
      .values({ ...values, eventId: event.id })
      .returning(),
  );
  return present(row);
}

/** Writes the fields sent, and the derived columns, of the row merged with them. */
export async function editItem(
  db: Db,
  spec: CollectionSpec,
  event: EventRow,
  itemId: number,
  input: Record<string, unknown>,
) {
  const current = await findItem(db, spec, event.id, itemId);
  const merged = { ...present(current), ...input };
  const prepared = spec.prepare ? spec.prepare(merged) : merged;
  spec.check?.(await eventFeatures(db, event.planId), prepared);
  const sent = Object.keys(COLLECTION_SCHEMAS[spec.path].input.shape).filter((key) => key in input);
  const changes = Object.fromEntries(
    [...sent, ...(spec.derivedColumns ?? [])].map((key) => [key, prepared[key]]),
  );
  const [row] = await write(spec, () =>
    db
      .update(spec.table)
      .set(changes)
      .where(and(eq(spec.eventId, event.id), eq(spec.id, itemId)))
      .returning(),
  );
  return present(row);
}

export async function removeItem(db: Db, spec: CollectionSpec, event: EventRow, itemId: number) {
  await findItem(db, spec, event.id, itemId);
  await db.delete(spec.table).where(and(eq(spec.eventId, event.id), eq(spec.id, itemId)));
}
