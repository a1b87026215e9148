import { z } from 'zod';
import { positiveId } from './ids';

/** An award with its winners, for the winners page and the console. */
export const winnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  rank: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  sponsor: z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  projects: z.array(
    z.object({ id: z.number().int(), slug: z.string(), title: z.string(), imageUrl: z.string().nullable() }),
  ),
});
export type Winner = z.infer<typeof winnerSchema>;

export const winnersResponse = z.object({ published: z.boolean(), awards: z.array(winnerSchema) });

/** The projects an award is given to or taken back from. */
export const awardProjectsBody = z.object({ projectIds: z.array(positiveId).min(1).max(100) });
/**
 * The console's give-an-award form: the award, whose id the request puts in its path, and the project
 * chosen (the route's body is `awardProjectsBody`).
 */
export const awardGiveForm = awardProjectsBody.extend({ awardId: positiveId });
