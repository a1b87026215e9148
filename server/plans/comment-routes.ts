import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMENT_RATE_LIMIT_PER_MINUTE } from '../../common/comments';
import { commentsContract } from '../../common/contract/comments';
import { AppError } from '../errors';
import { implement, type Resource, registerEndpoints } from '../http/endpoint';
import { type CommentRecord, commentPolicy } from '../policies/comment';
import type { OpenedProject } from '../projects/access';
import type { ProjectActor } from '../projects/policy';
import { loadProject, loadProjectById } from '../projects/resource';
import {
  addComment,
  type CommentRow,
  deleteComment,
  editComment,
  findComment,
  loadThread,
  setCommentHidden,
} from './comments';

/** The thread of the project named by `:id`, under the comment policy. */
const threadResource: Resource<ProjectActor, OpenedProject & CommentRecord> = {
  load: loadProject,
  policy: commentPolicy,
  planOf: ({ event }) => event.planId,
};

/** One comment named by `:commentId`, with its project opened for the caller (404 when they may not see it). */
const commentResource: Resource<ProjectActor, OpenedProject & { comment: CommentRow }> = {
  async load(request, endpoint) {
    const { commentId } = request.params as { commentId: number };
    const comment = await findComment(request.server.ctx.db, commentId);
    const { actor, record } = await loadProjectById(request, endpoint, comment.projectId);
    return { actor, record: { ...record, comment } };
  },
  policy: commentPolicy,
  planOf: ({ event }) => event.planId,
};

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

  registerEndpoints(app, commentsContract, {
    thread: implement(commentsContract.thread, {
      resource: threadResource,
      handle: ({ record }) => loadThread(db, record),
    }),
    post: implement(commentsContract.post, {
      resource: threadResource,
      config: writeLimit,
      handle: async ({ request, record }) => {
        await addComment(db, record, request.body.body);
        return loadThread(db, record);
      },
    }),
    edit: implement(commentsContract.edit, {
      resource: commentResource,
      config: writeLimit,
      handle: async ({ request, record }) => {
        await editComment(db, record.comment, request.body.body);
        return loadThread(db, record);
      },
    }),
    remove: implement(commentsContract.remove, {
      resource: commentResource,
      handle: async ({ record }) => {
        await deleteComment(db, record.comment);
        return loadThread(db, record);
      },
    }),
    hide: implement(commentsContract.hide, {
      resource: commentResource,
      handle: async ({ request, record }) => {
        await setCommentHidden(db, record, record.comment, request.body.hidden);
        return loadThread(db, record);
      },
    }),
  });
};
