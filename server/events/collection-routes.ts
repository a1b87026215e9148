import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../common/api';
import type { EventFeatureCode } from '../../common/constants';
import type { CollectionPath } from '../../common/schemas/collections';
import type { Db } from '../db/client';
import { uniqueViolationOf } from '../db/errors';
import { AppError } from '../errors';
import { errorResponses } from '../http/error-responses';
import { positiveId } from '../http/query';
import { eventFeatures, type FeatureRow, requireFeature } from '../plans/features';
import { requireEventPermission } from './staff-access';

/**
 * The lists an organiser edits on an event (timeline, categories, sponsors, awards, banners, FAQ,
 * resources) share one shape: rows with an id and an event id, created, edited and deleted by event
 * editors, some only when the plan includes them. One factory serves them all; each list's table, order
 * and rules are declared by the area that owns the table (timeline/list.ts, categories/list.ts,
 * awards/list.ts, resources/list.ts, events/lists.ts), its wire shapes in common/schemas/collections.ts.
 */
export interface CollectionSpec {
  path: CollectionPath;
  summary: string;
  table: PgTable;
  id: PgColumn;
  eventId: PgColumn;
  orderBy: (PgColumn | SQL)[];
  /** Fields accepted on create; PATCH accepts the same fields, all optional. */
  input: z.ZodObject<z.ZodRawShape>;
  output: z.ZodObject<z.ZodRawShape>;
  feature?: EventFeatureCode;
  /** Extra checks and derived columns, given the merged values of the row. */
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Columns `prepare` computes, written on every edit. */
  derivedColumns?: string[];
  conflictMessage?: string;
  /** A plan rule the merged values must meet before they are written. */
  check?: (features: FeatureRow[] | null, values: Record<string, unknown>) => void;
}

const present = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

async function findItem(db: Db, spec: CollectionSpec, eventId: number, itemId: number) {
  const [row] = await db
    .select()
    .from(spec.table)
    .where(and(eq(spec.eventId, eventId), eq(spec.id, itemId)));
  if (!row) throw new AppError('not_found', 'Item not found');
  return row as Record<string, unknown>;
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

/** The list, add, edit and remove calls of each list, under /partners/events/{eventId}/{path}. */
export const collectionRoutes =
  (specs: readonly CollectionSpec[]): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.ctx;
    const errors = errorResponses(400, 401, 403, 404, 409);
    for (const spec of specs) {
      const base = `/partners/events/:eventId/${spec.path}`;
      const tags = ['organiser'];
      const params = z.object({ eventId: positiveId });
      const itemParams = z.object({ eventId: positiveId, itemId: positiveId });

      app.get(
        base,
        {
          schema: {
            tags,
            summary: `The event's ${spec.summary} (event staff)`,
            params,
            response: { 200: z.object({ items: z.array(spec.output) }), ...errors },
          },
        },
        async (request) => {
          const { event } = await requireEventPermission(request, request.params.eventId, 'view_staff_area');
          const rows = await db
            .select()
            .from(spec.table)
            .where(eq(spec.eventId, event.id))
            .orderBy(...spec.orderBy.map((column) => asc(column)));
          return { items: rows.map((row) => present(row as Record<string, unknown>)) };
        },
      );

      app.post(
        base,
        {
          schema: {
            tags,
            summary: `Add to the event's ${spec.summary}`,
            params,
            body: spec.input,
            response: { 200: spec.output, ...errors },
          },
        },
        async (request) => {
          const { event } = await requireEventPermission(request, request.params.eventId, 'edit_event');
          if (spec.feature) await requireFeature(db, event.planId, spec.feature);
          const values = spec.prepare ? spec.prepare(request.body) : request.body;
          spec.check?.(await eventFeatures(db, event.planId), values);
          const [row] = await write(spec, () =>
            db
              .insert(spec.table)
              .values({ ...values, eventId: event.id })
              .returning(),
          );
          return present(row as Record<string, unknown>);
        },
      );

      app.patch(
        `${base}/:itemId`,
        {
          schema: {
            tags,
            summary: `Edit one of the event's ${spec.summary}`,
            params: itemParams,
            body: spec.input.partial(),
            response: { 200: spec.output, ...errors },
          },
        },
        async (request) => {
          const { event } = await requireEventPermission(request, request.params.eventId, 'edit_event');
          if (spec.feature) await requireFeature(db, event.planId, spec.feature);
          const current = await findItem(db, spec, event.id, request.params.itemId);
          const merged = { ...present(current), ...request.body };
          const prepared = spec.prepare ? spec.prepare(merged) : merged;
          spec.check?.(await eventFeatures(db, event.planId), prepared);
          const sent = Object.keys(spec.input.shape).filter((key) => key in request.body);
          const changes = Object.fromEntries(
            [...sent, ...(spec.derivedColumns ?? [])].map((key) => [key, prepared[key]]),
          );
          const [row] = await write(spec, () =>
            db
              .update(spec.table)
              .set(changes)
              .where(and(eq(spec.eventId, event.id), eq(spec.id, request.params.itemId)))
              .returning(),
          );
          return present(row as Record<string, unknown>);
        },
      );

      app.delete(
        `${base}/:itemId`,
        {
          schema: {
            tags,
            summary: `Remove one of the event's ${spec.summary}`,
            params: itemParams,
            response: { 200: messageResponse, ...errors },
          },
        },
        async (request) => {
          const { event } = await requireEventPermission(request, request.params.eventId, 'edit_event');
          await findItem(db, spec, event.id, request.params.itemId);
          await db
            .delete(spec.table)
            .where(and(eq(spec.eventId, event.id), eq(spec.id, request.params.itemId)));
          return { message: 'Deleted' };
        },
      );
    }
  };
