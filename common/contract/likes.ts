import { z } from 'zod';
import { likeStateSchema } from '../api';
import { positiveId } from '../schemas/ids';
import { defineContract } from './endpoint';
import { likeRoutes } from './routes/likes';

const errors = [400, 401, 403, 404, 409] as const;
const params = z.object({ id: positiveId });
const tags = ['likes'] as const;

export const likesContract = defineContract(likeRoutes, {
  state: {
    tags,
    summary: 'Like count and whether the caller has liked the project',
    params,
    response: likeStateSchema,
    errors,
  },
  like: {
    tags,
    summary: 'Like a project (idempotent)',
    params,
    response: likeStateSchema,
    errors,
    login: true,
    action: 'like',
  },
  unlike: {
    tags,
    summary: 'Unlike a project (idempotent)',
    params,
    response: likeStateSchema,
    errors,
    login: true,
    action: 'like',
  },
});
