import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { likeStateSchema } from '../../common/api';
import { requireViewer } from '../auth/authenticate';
import { callerOf } from '../events/credentials';
import { errorResponses } from '../http/error-responses';
import { ON_AND_OFF, positiveId } from '../http/query';
import { openProject } from './access';
import { announceLike, likeState, setLiked } from './likes';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: positiveId });

/** Whether the caller likes a project, and liking or unliking it (each idempotent). */
export const projectLikeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // Likes alone are checked against this server's memo of projects and roles (decision 020).
  const likeCtx = { ...app.ctx, projectLookups: app.projectLookups };

  app.get(
    '/projects/:id/like',
    {
      schema: {
        tags: ['likes'],
        summary: 'Like count and whether the caller has liked the project',
        params: idParams,
        response: { 200: likeStateSchema, ...errors },
      },
    },
    async (request) => {
      const { project } = await openProject(app.ctx, request.params.id, callerOf(request), 'view');
      return likeState(db, project, request.viewer?.id ?? null);
    },
  );

  for (const [method, liked] of ON_AND_OFF) {
    app.route({
      method,
      url: '/projects/:id/like',
      config: { changesOnlyLikeCounts: true },
      schema: {
        tags: ['likes'],
        summary: liked ? 'Like a project (idempotent)' : 'Unlike a project (idempotent)',
        params: idParams,
        response: { 200: likeStateSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = requireViewer(request);
        const { project } = await openProject(likeCtx, request.params.id, callerOf(request), 'like');
        const { announcement, ...state } = await setLiked(db, project.id, viewer.id, liked);
        if (announcement) {
          // Heard here at once, so the liker's next read on this server shows it; the other servers a
          // moment later. The reply does not wait for them.
          if (app.publicAnswers) app.publicAnswers.announce(announcement);
          else await announceLike(db, announcement);
        }
        return state;
      },
    });
  }
};
