import { z } from 'zod';
import { messageResponse } from '../api';
import type { EventFeatureCode } from '../constants';
import { COLLECTION_SCHEMAS } from '../schemas/collections';
import { positiveId } from '../schemas/ids';
import { type Contract, defineContract } from './endpoint';
import { type CollectionRouteArea, collectionRoutes } from './routes/collections';

const errors = [400, 401, 403, 404, 409] as const;
const tags = ['organiser'] as const;
const params = z.object({ eventId: positiveId });
const itemParams = z.object({ eventId: positiveId, itemId: positiveId });

/**
 * One list's calls: event staff read it, editors change it, and adding or editing an item needs the
 * plan's feature when the list has one (removing never does). An edit sends the create fields, all
 * optional.
 */
const listSpecs = <I extends z.ZodRawShape, O extends z.ZodRawShape>(
  schemas: { input: z.ZodObject<I>; output: z.ZodObject<O> },
  summary: string,
  feature?: EventFeatureCode,
) => {
  const gate = feature ? { feature } : {};
  return {
    list: {
      tags,
      summary: `The event's ${summary} (event staff)`,
      params,
      response: z.object({ items: z.array(schemas.output) }),
      errors,
      action: 'view_staff_area',
    },
    add: {
      tags,
      summary: `Add to the event's ${summary}`,
      params,
      body: schemas.input,
      response: schemas.output,
      errors,
      action: 'edit_event',
      ...gate,
    },
    edit: {
      tags,
      summary: `Edit one of the event's ${summary}`,
      params: itemParams,
      body: schemas.input.partial(),
      response: schemas.output,
      errors,
      action: 'edit_event',
      ...gate,
    },
    remove: {
      tags,
      summary: `Remove one of the event's ${summary}`,
      params: itemParams,
      response: messageResponse,
      errors,
      action: 'edit_event',
    },
  };
};

/** The lists an organiser edits on an event, one contract each (their wire shapes: schemas/collections.ts). */
export const collectionContracts = {
  timelines: defineContract(
    collectionRoutes.timelines,
    listSpecs(
      COLLECTION_SCHEMAS.timelines,
      'timeline entries (submission and showcase windows, registration, custom)',
    ),
  ),
  categories: defineContract(
    collectionRoutes.categories,
    listSpecs(COLLECTION_SCHEMAS.categories, 'categories', 'enable_categories'),
  ),
  sponsors: defineContract(
    collectionRoutes.sponsors,
    listSpecs(COLLECTION_SCHEMAS.sponsors, 'sponsors (logo, link, order)', 'enable_sponsor'),
  ),
  awards: defineContract(
    collectionRoutes.awards,
    listSpecs(
      COLLECTION_SCHEMAS.awards,
      'awards (optionally tied to a category or a sponsor)',
      'enable_awards',
    ),
  ),
  banners: defineContract(
    collectionRoutes.banners,
    listSpecs(COLLECTION_SCHEMAS.banners, 'banners (the first is shown)', 'enable_custom_banner'),
  ),
  faqs: defineContract(
    collectionRoutes.faqs,
    listSpecs(COLLECTION_SCHEMAS.faqs, 'frequently asked questions'),
  ),
  resources: defineContract(
    collectionRoutes.resources,
    listSpecs(COLLECTION_SCHEMAS.resources, 'resources (links and documents)'),
  ),
};

/**
 * Any one list's contract, items of any list's shape: as the server registers each list, and as a
 * console page calls the list it names by a variable.
 */
export type CollectionContract = Contract<
  CollectionRouteArea,
  ReturnType<typeof listSpecs<z.ZodRawShape, z.ZodRawShape>>
>;
