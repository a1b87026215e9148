import { z } from 'zod';
import { categoriesResponse, categorySchema, messageResponse } from '../api';
import { PAGE_SIZES } from '../constants';
import { positiveId } from '../schemas/ids';
import { csv, idList, pageSize } from '../schemas/query';
import { defineContract } from './endpoint';
import { categoryRoutes } from './routes/categories';

const errors = [400, 401, 403, 404] as const;
const tags = ['categories'] as const;
const linkSchema = z.object({
  projectId: z.number().int(),
  categoryId: z.number().int(),
  category: categorySchema.optional(),
});
const linkBody = z.object({ projectId: positiveId, categoryIds: z.array(positiveId).max(50) });

export const categoriesContract = defineContract(categoryRoutes, {
  list: {
    tags,
    summary: "An event's categories, sorted by name case-insensitively",
    query: z.object({
      eventId: positiveId.optional(),
      pageSize: pageSize(PAGE_SIZES.categories),
      nextPageToken: z.string().max(1024).optional(),
      includes: csv(z.enum(['projectCount'])),
      userId: positiveId.optional(),
    }),
    response: categoriesResponse,
    errors: [400, 404],
  },
  projectLinks: {
    tags,
    summary: 'The category links of some projects (only projects the caller may see)',
    query: z.object({
      projectIds: idList,
      pageSize: pageSize(PAGE_SIZES.projectCategories),
      nextPageToken: z.string().max(1024).optional(),
      includes: csv(z.enum(['category'])),
    }),
    response: z.object({ projectCategories: z.array(linkSchema), nextPageToken: z.string().nullable() }),
    errors,
  },
  link: {
    tags,
    summary: 'Put a project in categories of its event',
    body: linkBody,
    response: messageResponse,
    errors,
    action: 'edit',
  },
  unlink: {
    tags,
    summary: 'Take a project out of categories',
    body: linkBody,
    response: messageResponse,
    errors,
    action: 'edit',
  },
});
