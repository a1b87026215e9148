import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { likesContract } from '../../common/contract/likes';
import { requireViewer } from '../auth/authenticate';
import { implement, registerEndpoints } from '../http/endpoint';
import type { OpenedProject } from './access';
import { announceLike, likeState, setLiked } from './likes';
import { projectResource } from './resource';

/** Whether the caller likes a project, and liking or unliking it (each idempotent). */
export const projectLikeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  const setTo =
    (liked: boolean) =>
    async ({ request, record }: { request: FastifyRequest; record: OpenedProject }) => {
      const { announcement, ...state } = await setLiked(
        db,
        record.project.id,
        requireViewer(request).id,
        liked,
      );
      if (announcement) {
        // Heard here at once, so the liker's next read on this server shows it; the other servers a
        // moment later. The reply does not wait for them.
        if (app.publicAnswers) app.publicAnswers.announce(announcement);
        else await announceLike(db, announcement);
      }
      return state;
    };
  // The public answer cache keeps a project's cached pages when only its like count changed.
  const config = { changesOnlyLikeCounts: true };

  registerEndpoints(app, likesContract, {
    state: implement(likesContract.state, {
      resource: projectResource,
      handle: ({ request, record }) => likeState(db, record.project, request.viewer?.id ?? null),
    }),
    like: implement(likesContract.like, { resource: projectResource, config, handle: setTo(true) }),
    unlike: implement(likesContract.unlike, { resource: projectResource, config, handle: setTo(false) }),
  });
};
