import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../common/api';
import { awardProjectsBody, winnersResponse } from '../../common/schemas/awards';
import { awards, categories, projectAwards, projects, sponsors } from '../db/schema';
import { AppError } from '../errors';
import { isEventStaff } from '../events/policy';
import { requireEventPermission } from '../events/staff-access';
import { errorResponses } from '../http/error-responses';
import { viewableEventOf } from '../http/event-context';
import { idOrSlug, ON_AND_OFF, positiveId } from '../http/query';
import { requireFeature } from '../plans/features';
import { publicProject } from '../projects/public-scope';
import { assignAward, refreshAwardRank } from './service';

const errors = errorResponses(400, 401, 403, 404);

export const awardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  for (const [method, assign] of ON_AND_OFF) {
    app.route({
      method,
      url: '/partners/events/:eventId/awards/:awardId/projects',
      schema: {
        tags: ['organiser'],
        summary: assign ? 'Give an award to approved projects' : 'Take an award back from projects',
        params: z.object({ eventId: positiveId, awardId: positiveId }),
        body: awardProjectsBody,
        response: { 200: messageResponse, ...errors },
      },
      handler: async (request) => {
        const { event } = await requireEventPermission(request, request.params.eventId, 'edit_event');
        await requireFeature(db, event.planId, 'enable_awards');
        const [award] = await db
          .select({ id: awards.id })
          .from(awards)
          .where(and(eq(awards.id, request.params.awardId), eq(awards.eventId, event.id)));
        if (!award) throw new AppError('not_found', 'Award not found');
        const ids = [...new Set(request.body.projectIds)];
        if (!assign) {
          await db
            .delete(projectAwards)
            .where(and(eq(projectAwards.awardId, award.id), inArray(projectAwards.projectId, ids)));
          await refreshAwardRank(db, ids);
          return { message: 'Award taken back' };
        }
        const approved = await db
          .select({ id: projects.id })
          .from(projects)
          .where(and(inArray(projects.id, ids), eq(projects.eventId, event.id), publicProject()));
        if (approved.length !== ids.length) {
          throw new AppError('bad_request', 'Awards go to approved projects of this event only');
        }
        await assignAward(db, award.id, ids);
        return { message: 'Award given' };
      },
    });
  }

  app.get(
    '/partners/events/:idOrSlug/winners',
    {
      config: { publicCache: true },
      schema: {
        tags: ['awards'],
        summary: "The event's awards with their winning projects, once awards are published",
        description:
          'Event staff also see unpublished awards (published=false), to check them before publishing.',
        params: z.object({ idOrSlug }),
        response: { 200: winnersResponse, ...errors },
      },
    },
    async (request) => {
      const { event, access } = await viewableEventOf(request, request.params.idOrSlug);
      if (!event.awardsPublished && !isEventStaff(access)) return { published: false, awards: [] };
      const awardRows = await db
        .select({
          award: awards,
          category: { id: categories.id, name: categories.name, slug: categories.slug },
          sponsor: { id: sponsors.id, name: sponsors.name, logoUrl: sponsors.logoUrl },
        })
        .from(awards)
        .leftJoin(categories, eq(categories.id, awards.categoryId))
        .leftJoin(sponsors, eq(sponsors.id, awards.sponsorId))
        .where(eq(awards.eventId, event.id))
        .orderBy(asc(awards.rank), asc(awards.id));
      const winners = awardRows.length
        ? await db
            .select({
              awardId: projectAwards.awardId,
              id: projects.id,
              slug: projects.slug,
              title: projects.title,
              imageUrl: projects.imageUrl,
            })
            .from(projectAwards)
            .innerJoin(projects, eq(projects.id, projectAwards.projectId))
            .where(
              and(
                inArray(
                  projectAwards.awardId,
                  awardRows.map((row) => row.award.id),
                ),
                publicProject(),
              ),
            )
            .orderBy(asc(projects.title))
        : [];
      return {
        published: event.awardsPublished,
        awards: awardRows
          .sort((a, b) => b.award.rank - a.award.rank || a.award.id - b.award.id)
          .map(({ award, category, sponsor }) => ({
            id: award.id,
            name: award.name,
            description: award.description,
            rank: award.rank,
            category: category?.id ? category : null,
            sponsor: sponsor?.id ? sponsor : null,
            projects: winners
              .filter((w) => w.awardId === award.id)
              .map(({ awardId: _a, ...project }) => project),
          })),
      };
    },
  );
};
