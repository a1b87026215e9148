import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMENT_RATE_LIMIT_PER_MINUTE, commentBody, commentThreadSchema } from '../../common/comments';
import { AppError } from '../errors';
import { callerOf } from '../events/credentials';
import { errorResponses } from '../http/error-responses';
import { positiveId } from '../http/query';
import { openProject } from '../projects/access';
import {
  addComment,
  deleteComment,
  editComment,
  findComment,
  loadThread,
  setCommentHidden,
} from './comments';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Comments on a project: the thread, posting, editing and deleting one's own, hiding (team and staff). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const writeLimit = {
    rateLimit: {
      max: COMMENT_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) =>
        request.viewer ? `comment:user:${request.viewer.id}` : `comment:ip:${request.ip}`,
      errorResponseBuilder: () =>
        new AppError('too_many', 'You are commenting too fast, please wait a minute', 'comments.tooFast'),
    },
  };
  const open = (request: FastifyRequest, projectId: number) =>
    openProject(app.ctx, projectId, callerOf(request), 'view');
  const openFor = async (request: FastifyRequest, commentId: number) => {
    const comment = await findComment(db, commentId);
    return { comment, opened: await open(request, comment.projectId) };
  };

  app.get(
    '/projects/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: "A project's comment thread, oldest first, with what the caller may do",
        params: z.object({ id: positiveId }),
        response: { 200: commentThreadSchema, ...errors },
      },
    },
    async (request) => loadThread(db, await open(request, request.params.id)),
  );

  app.post(
    '/projects/:id/comments',
    {
      config: writeLimit,
      schema: {
        tags: ['comments'],
        summary: 'Comment on an approved project (signed-in users; rate limited)',
        params: z.object({ id: positiveId }),
        body: z.object({ body: commentBody }),
        response: { 200: commentThreadSchema, ...errors },
      },
    },
    async (request) => {
      const opened = await open(request, request.params.id);
      await addComment(db, opened, request.body.body);
      return loadThread(db, opened);
    },
  );

  app.patch(
    '/comments/:commentId',
    {
      config: writeLimit,
      schema: {
        tags: ['comments'],
        summary: 'Edit one of your own comments',
        params: z.object({ commentId: positiveId }),
        body: z.object({ body: commentBody }),
        response: { 200: commentThreadSchema, ...errors },
      },
    },
    async (request) => {
      const { comment, opened } = await openFor(request, request.params.commentId);
      await editComment(db, opened, comment, request.body.body);
      return loadThread(db, opened);
    },
  );

  app.delete(
    '/comments/:commentId',
    {
      schema: {
        tags: ['comments'],
        summary: 'Delete one of your own comments',
        params: z.object({ commentId: positiveId }),
        response: { 200: commentThreadSchema, ...errors },
      },
    },
    async (request) => {
      const { comment, opened } = await openFor(request, request.params.commentId);
      await deleteComment(db, opened, comment);
      return loadThread(db, opened);
    },
  );

  app.put(
    '/comments/:commentId/hidden',
    {
      schema: {
        tags: ['comments'],
        summary: 'Hide or show a comment (the project team and event staff)',
        params: z.object({ commentId: positiveId }),
        body: z.object({ hidden: z.boolean() }),
        response: { 200: commentThreadSchema, ...errors },
      },
    },
    async (request) => {
      const { comment, opened } = await openFor(request, request.params.commentId);
      await setCommentHidden(db, opened, comment, request.body.hidden);
      return loadThread(db, opened);
    },
  );
};
