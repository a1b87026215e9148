import { z } from 'zod';
import { PROJECT_STATUSES } from '../constants';
import { positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { plagiarismRoutes } from './routes/plagiarism';

const id = z.number().int();

export const plagiarismReportSchema = z.object({
  projectId: id,
  score: z.number(),
  comparedWith: id,
  matches: z.array(
    z.object({
      projectId: id,
      slug: z.string(),
      title: z.string(),
      submissionStatus: z.enum(PROJECT_STATUSES),
      score: z.number(),
      jaccard: z.number(),
    }),
  ),
});

export const plagiarismContract = defineContract(plagiarismRoutes, {
  report: {
    tags: ['projects'],
    summary: "Event staff: how much of a project's text appears in other projects of the event",
    description:
      'score is the share (0..1) of the project’s 3-word shingles found in the closest other project; ' +
      'jaccard is the overall overlap of both texts.',
    params: z.object({ projectId: positiveId }),
    response: plagiarismReportSchema,
    errors: [401, 403, 404],
    action: 'view_plagiarism',
  },
});
