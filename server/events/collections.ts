import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../common/api';
import type { EventFeatureCode } from '../../common/constants';
import { COLLECTION_SCHEMAS } from '../../common/schemas/collections';
import { slugify } from '../../common/slug';
import type { Db } from '../db/client';
import { uniqueViolationOf } from '../db/errors';
import { awards, banners, categories, faqs, resources, sponsors, timelines } from '../db/schema';
import { AppError } from '../errors';
import { errorResponses } from '../http/error-responses';
import { positiveId } from '../http/query';
import { eventFeatures, requireFeature } from '../plans/features';
import { requireShowcaseDuration } from '../plans/limits';
import { requireEventPermission } from './staff-access';

/**
 * The lists an organiser edits on an event (timeline, categories, sponsors, awards, banners, FAQ,
 * resources) share one shape: rows with an id and an event id, created, edited and deleted by event
 * editors, some only when the plan includes them. One factory serves them all.
 */
interface CollectionSpec {
  path: string;
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
}

const toDate = (value: unknown) => (typeof value === 'string' ? new Date(value) : value);

export const COLLECTIONS: CollectionSpec[] = [
  {
    path: 'timelines',
    summary: 'timeline entries (submission and showcase windows, registration, custom)',
    table: timelines,
    id: timelines.id,
    eventId: timelines.eventId,
    orderBy: [timelines.startAt, timelines.id],
    ...COLLECTION_SCHEMAS.timelines,
    prepare: (values) => {
      const startAt = toDate(values.startAt) as Date | null | undefined;
      const endAt = toDate(values.endAt) as Date | null | undefined;
      if (startAt && endAt && startAt > endAt)
        throw new AppError('bad_request', 'The start must come before the end');
      return { ...values, startAt, endAt };
    },
    derivedColumns: ['startAt', 'endAt'],
  },
  {
    path: 'categories',
    summary: 'categories',
    table: categories,
    id: categories.id,
    eventId: categories.eventId,
    orderBy: [categories.name],
    ...COLLECTION_SCHEMAS.categories,
    feature: 'enable_categories',
    prepare: (values) => {
      const slug = slugify(String(values.name ?? ''));
      if (!slug) throw new AppError('bad_request', 'A category name needs letters or digits');
      return { ...values, slug };
    },
    derivedColumns: ['slug'],
    conflictMessage: 'A category with this name already exists',
  },
  {
    path: 'sponsors',
    summary: 'sponsors (logo, link, order)',
    table: sponsors,
    id: sponsors.id,
    eventId: sponsors.eventId,
    orderBy: [sponsors.position, sponsors.id],
    ...COLLECTION_SCHEMAS.sponsors,
    feature: 'enable_sponsor',
  },
  {
    path: 'awards',
    summary: 'awards (optionally tied to a category or a sponsor)',
    table: awards,
    id: awards.id,
    eventId: awards.eventId,
    orderBy: [awards.rank, awards.id],
    ...COLLECTION_SCHEMAS.awards,
    feature: 'enable_awards',
  },
  {
    path: 'banners',
    summary: 'banners (the first is shown)',
    table: banners,
    id: banners.id,
    eventId: banners.eventId,
    orderBy: [banners.position, banners.id],
    ...COLLECTION_SCHEMAS.banners,
    feature: 'enable_custom_banner',
  },
  {
    path: 'faqs',
    summary: 'frequently asked questions',
    table: faqs,
    id: faqs.id,
    eventId: faqs.eventId,
    orderBy: [faqs.position, faqs.id],
    ...COLLECTION_SCHEMAS.faqs,
  },
  {
    path: 'resources',
    summary: 'resources (links and documents)',
    table: resources,
    id: resources.id,
    eventId: resources.eventId,
    orderBy: [resources.position, resources.id],
    ...COLLECTION_SCHEMAS.resources,
  },
];

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

export const eventCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const errors = errorResponses(400, 401, 403, 404, 409);
  for (const spec of COLLECTIONS) {
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
        if (spec.table === timelines) requireShowcaseDuration(await eventFeatures(db, event.planId), values);
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
        if (spec.table === timelines)
          requireShowcaseDuration(await eventFeatures(db, event.planId), prepared);
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
