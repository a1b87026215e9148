import { z } from 'zod';

/** One public event in the directory on the site's home page. */
export const directoryEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  eventImage: z.string().nullable(),
  /** Plain text, clipped: the start of the event's description. */
  summary: z.string(),
  projectCount: z.number().int(),
});
export type DirectoryEvent = z.infer<typeof directoryEventSchema>;

export const directoryResponse = z.object({
  events: z.array(directoryEventSchema),
  nextPageToken: z.string().nullable(),
});
export type DirectoryResponse = z.infer<typeof directoryResponse>;

/** The numbers on an event's home page, counted over its public (approved) projects. */
export const eventStatsSchema = z.object({
  projects: z.number().int(),
  participants: z.number().int(),
  likes: z.number().int(),
});
export type EventStats = z.infer<typeof eventStatsSchema>;

export const DIRECTORY_PAGE_SIZE = 24;
export { SEARCH_MAX_LENGTH } from './constants';
