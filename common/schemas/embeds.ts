import { z } from 'zod';

/** `GET /api-v2/oembed` (https://oembed.com): a project, the gallery or the winners as an iframe. */
export const oembedQuery = z.object({
  url: z.string().trim().min(1).max(2048),
  /** Only `json` is answered; any other format gets 501, as the oEmbed specification asks. */
  format: z.string().max(16).optional(),
  maxwidth: z.coerce.number().int().positive().max(10_000).optional(),
  maxheight: z.coerce.number().int().positive().max(10_000).optional(),
});

export const oembedResponse = z.object({
  type: z.literal('rich'),
  version: z.literal('1.0'),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  cache_age: z.number().int(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
});
export type OembedResponse = z.infer<typeof oembedResponse>;

const link = z.object({ name: z.string(), url: z.string() });

/**
 * An event's machine-readable summary, after the hackathon.json proposal: what it is, when and where,
 * its tracks and prizes, and where its projects are. Public data only.
 */
export const hackathonSummary = z.object({
  version: z.literal('1.0'),
  name: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  logo: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  timeZone: z.string().nullable(),
  location: z.object({ name: z.string().nullable(), online: z.boolean() }),
  organizer: z.object({ name: z.string() }),
  tracks: z.array(
    z.object({ name: z.string(), slug: z.string(), url: z.string(), projects: z.number().int() }),
  ),
  prizes: z.array(
    z.object({
      name: z.string(),
      description: z.string().nullable(),
      rank: z.number().int(),
      track: z.string().nullable(),
      sponsor: z.string().nullable(),
      winners: z.array(link),
    }),
  ),
  sponsors: z.array(z.object({ name: z.string(), url: z.string().nullable(), logo: z.string().nullable() })),
  projects: z.object({ count: z.number().int(), url: z.string() }),
  links: z.object({
    website: z.string(),
    details: z.string(),
    gallery: z.string(),
    winners: z.string(),
    embeds: z.object({ gallery: z.string(), winners: z.string() }),
  }),
});
export type HackathonSummary = z.infer<typeof hackathonSummary>;
