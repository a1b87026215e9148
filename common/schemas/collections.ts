import { z } from 'zod';
import { RESOURCE_TYPES, TIMELINE_TYPE_VALUES } from '../constants';
import { optionalWebLink, plainText, requiredPlainText, webLink } from '../validation';
import { positiveId } from './ids';

/**
 * The lists an organiser edits on an event (timeline, categories, sponsors, awards, banners, FAQ,
 * resources): what each item is created with (`input`; an edit sends the same fields, all optional) and
 * how the API answers it (`output`, with its id and event id).
 */
const position = z.number().int().min(0).max(10_000).optional();
const text = requiredPlainText;
const optionalText = (max: number) => z.nullable(plainText(max)).optional();
const isoDate = z.iso.datetime({ offset: true }).nullable().optional();

const withIds = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ id: z.number().int(), eventId: z.number().int(), ...shape });

export const COLLECTION_SCHEMAS = {
  timelines: {
    input: z.object({
      timelineType: z
        .number()
        .int()
        .refine((v) => (TIMELINE_TYPE_VALUES as number[]).includes(v), 'must be 0 to 4'),
      description: optionalText(2000),
      startAt: isoDate,
      endAt: isoDate,
    }),
    output: withIds({
      timelineType: z.number().int(),
      description: z.string().nullable(),
      startAt: z.string().nullable(),
      endAt: z.string().nullable(),
    }),
  },
  categories: {
    input: z.object({ name: text(255) }),
    output: withIds({ name: z.string(), slug: z.string() }),
  },
  sponsors: {
    input: z.object({ name: text(255), logoUrl: optionalWebLink, link: optionalWebLink, position }),
    output: withIds({
      name: z.string(),
      logoUrl: z.string().nullable(),
      link: z.string().nullable(),
      position: z.number().int(),
    }),
  },
  awards: {
    input: z.object({
      name: text(255),
      description: optionalText(2000),
      rank: z.number().int().min(0).max(1000).optional(),
      categoryId: positiveId.nullable().optional(),
      sponsorId: positiveId.nullable().optional(),
    }),
    output: withIds({
      name: z.string(),
      description: z.string().nullable(),
      rank: z.number().int(),
      categoryId: z.number().int().nullable(),
      sponsorId: z.number().int().nullable(),
    }),
  },
  banners: {
    input: z.object({ imageUrl: webLink, title: optionalText(255), subtitle: optionalText(1000), position }),
    output: withIds({
      imageUrl: z.string(),
      title: z.string().nullable(),
      subtitle: z.string().nullable(),
      position: z.number().int(),
    }),
  },
  faqs: {
    input: z.object({ question: text(1000), answer: text(5000), position }),
    output: withIds({ question: z.string(), answer: z.string(), position: z.number().int() }),
  },
  resources: {
    input: z.object({
      title: text(255),
      description: optionalText(2000),
      url: webLink,
      type: z.enum(RESOURCE_TYPES).optional(),
      position,
    }),
    output: withIds({
      title: z.string(),
      description: z.string().nullable(),
      url: z.string(),
      type: z.string(),
      position: z.number().int(),
    }),
  },
} as const;

export type CollectionPath = keyof typeof COLLECTION_SCHEMAS;
/** An item of one list as the API answers it. */
export type CollectionItemOf<P extends CollectionPath> = z.infer<(typeof COLLECTION_SCHEMAS)[P]['output']>;
/** An item of any list. */
export type CollectionItem = CollectionItemOf<CollectionPath>;
/** What creating an item of one list sends. */
export type CollectionInput<P extends CollectionPath> = z.input<(typeof COLLECTION_SCHEMAS)[P]['input']>;
