import { z } from 'zod';
import { PROJECT_STATUSES } from '../constants';
import { positiveId } from '../schemas/ids';
import { reviewDecisionsResponse, reviewQueueResponse } from '../schemas/organiser';
import { pageSize } from '../schemas/query';
import { defineContract } from './endpoint';
import { reviewRoutes } from './routes/review';

const errors = [400, 401, 403, 404] as const;
const tags = ['organiser'] as const;
const params = z.object({ eventId: positiveId });

export const reviewContract = defineContract(reviewRoutes, {
  queue: {
    tags,
    summary:
      'Projects of one status (SUBMITTED by default), oldest first, with plagiarism scores, counts and (when the plan includes the custom form) every answer to it',
    params,
    query: z.object({
      status: z.enum(PROJECT_STATUSES).default('SUBMITTED'),
      pageSize: pageSize(50),
      nextPageToken: z.string().max(1024).optional(),
    }),
    response: reviewQueueResponse,
    errors,
    action: 'view_staff_area',
  },
  decide: {
    tags,
    summary: 'Approve, decline or send back several projects; teams are mailed the decision and message',
    params,
    body: z.object({
      projectIds: z.array(positiveId).min(1).max(100),
      submissionStatus: z.enum(['APPROVED', 'DECLINED', 'SUBMITTED']),
      message: z.string().max(2000).optional(),
    }),
    response: reviewDecisionsResponse,
    errors,
    action: 'edit_event',
  },
});
