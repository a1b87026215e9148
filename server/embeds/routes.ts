import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hackathonSummary, oembedQuery, oembedResponse } from '../../common/schemas/embeds';
import { notFound } from '../errors';
import { errorResponses } from '../http/error-responses';
import { requestOrigin } from '../http/public-origin';
import { linkedEmbed, oembedFor } from './oembed';
import { publicReader } from './public-reads';
import { hackathonSummaryOf } from './summary';

/**
 * oEmbed, so a project link pasted into a blog or a chat shows its card, and the hackathon.json summary
 * of an event (docs/integrations.md). Both are public and read as an anonymous visitor whoever asks
 * (public-reads.ts): what the public API shows nobody answers 404.
 */
export const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/oembed',
    {
      schema: {
        tags: ['embeds'],
        summary: 'oEmbed answer (rich, an iframe) for a link to a public project, gallery or winners page',
        description:
          'Only format=json is answered (501 otherwise). Links of other sites, unknown, draft, declined or template projects and events closed to anonymous visitors answer 404.',
        querystring: oembedQuery,
        response: {
          200: oembedResponse,
          ...errorResponses(400, 401, 404),
          501: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const { url, format = 'json', maxwidth, maxheight } = request.query;
      if (format !== 'json') return reply.status(501).send({ message: 'Only the json format is available' });
      const origin = requestOrigin(request, app.ctx.config);
      const embed = linkedEmbed(url, origin);
      if (!embed) throw notFound('Embeddable page');
      return oembedFor(publicReader(app, request, embed.eventSlug), origin, embed, { maxwidth, maxheight });
    },
  );

  app.get(
    '/event/:slug/hackathon.json',
    {
      schema: {
        tags: ['embeds'],
        summary: "An event's machine-readable summary (after the hackathon.json proposal)",
        description:
          'Name, dates, place, organiser, tracks (categories), prizes (published awards with their winners), sponsors, the number of public projects and links. Events closed to anonymous visitors answer 404.',
        params: z.object({ slug: z.string().min(1).max(64) }),
        response: { 200: hackathonSummary, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      hackathonSummaryOf(
        publicReader(app, request, request.params.slug),
        requestOrigin(request, app.ctx.config),
      ),
  );
};
