import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { awardsContract, winnersContract } from '../../common/contract/awards';
import type { Db } from '../db/client';
import { awards, categories, projectAwards, projects, sponsors } from '../db/schema';
import { AppError } from '../errors';
import { isEventStaff } from '../events/policy';
import { eventStaffResource } from '../events/resource';
import type { EventRow } from '../events/service';
import { implement, registerEndpoints } from '../http/endpoint';
import { viewableEventOf } from '../http/event-context';
import { publicProject } from '../projects/public-scope';
import { assignAward, refreshAwardRank } from './service';

/** Gives the event's award to projects, or takes it back; 404 for an award of another event. */
async function changeAward(db: Db, event: EventRow, awardId: number, projectIds: number[], assign: boolean) {
  const [award] = await db
    .select({ id: awards.id })
    .from(awards)
    .where(and(eq(awards.id, awardId), eq(awards.eventId, event.id)));
  if (!award) throw new AppError('not_found', 'Award not found');
  const ids = [...new Set(projectIds)];
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
}

/** Awards: giving and taking them back (staff who edit the event), and the public winners page. */
export const awardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const staff = eventStaffResource('eventId');

  registerEndpoints(app, awardsContract, {
    give: implement(awardsContract.give, {
      resource: staff,
      handle: ({ request, record }) =>
        changeAward(db, record, request.params.awardId, request.body.projectIds, true),
    }),
    takeBack: implement(awardsContract.takeBack, {
      resource: staff,
      handle: ({ request, record }) =>
        changeAward(db, record, request.params.awardId, request.body.projectIds, false),
    }),
  });
  registerEndpoints(app, winnersContract, {
    winners: implement(winnersContract.winners, {
      config: { publicCache: true },
      handle: async ({ request }) => {
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
    }),
  });
};
