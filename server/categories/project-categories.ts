import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, projectCategories } from '../db/schema';
import { AppError } from '../errors';
import type { Caller } from '../events/credentials';
import type { EventCtx } from '../events/service';
import { decodeCursor, paginate } from '../http/cursor';
import { openProject } from '../projects/access';

export interface ProjectCategoryLink {
  projectId: number;
  categoryId: number;
}

/** GET /categories/projects: the category links of some projects, keyset-paged by (project, category). */
export async function listProjectCategories(
  db: Db,
  projectIds: number[],
  options: { pageSize: number; nextPageToken?: string; withCategory: boolean },
) {
  const after = decodeCursor(options.nextPageToken, 2);
  const rows = await db
    .select({
      projectId: projectCategories.projectId,
      categoryId: projectCategories.categoryId,
      category: {
        id: categories.id,
        eventId: categories.eventId,
        name: categories.name,
        slug: categories.slug,
      },
    })
    .from(projectCategories)
    .innerJoin(categories, eq(categories.id, projectCategories.categoryId))
    .where(
      and(
        inArray(projectCategories.projectId, projectIds),
        after
          ? or(
              gt(projectCategories.projectId, Number(after[0])),
              and(
                eq(projectCategories.projectId, Number(after[0])),
                gt(projectCategories.categoryId, Number(after[1])),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(projectCategories.projectId), asc(projectCategories.categoryId))
    .limit(options.pageSize + 1);
  const { page, nextPageToken } = paginate(rows, options.pageSize, (row) => [row.projectId, row.categoryId]);
  return {
    projectCategories: page.map(({ category, ...link }) =>
      options.withCategory ? { ...link, category } : link,
    ),
    nextPageToken,
  };
}

/**
 * The category links of the projects among `projectIds` (the first 50) that the caller may see; a
 * project they may not see is left out as if it had no links.
 */
export async function listVisibleProjectCategories(
  ctx: EventCtx,
  caller: Caller,
  projectIds: number[],
  options: { pageSize: number; nextPageToken?: string; withCategory: boolean },
) {
  const visible: number[] = [];
  for (const id of [...new Set(projectIds)].slice(0, 50)) {
    const opened = await openProject(ctx, id, caller, 'view').catch(() => null);
    if (opened) visible.push(id);
  }
  if (!visible.length) return { projectCategories: [], nextPageToken: null };
  return listProjectCategories(ctx.db, visible, options);
}

/** Links a project to categories of its own event; linking twice is harmless. */
export async function linkProjectCategories(
  db: Db,
  projectId: number,
  eventId: number,
  categoryIds: number[],
) {
  if (!categoryIds.length) throw new AppError('bad_request', 'categoryIds is required');
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.eventId, eventId), inArray(categories.id, categoryIds)));
  if (found.length !== new Set(categoryIds).size) {
    throw new AppError('bad_request', "Every category must belong to the project's event");
  }
  await db
    .insert(projectCategories)
    .values(categoryIds.map((categoryId) => ({ projectId, categoryId })))
    .onConflictDoNothing();
}

export async function unlinkProjectCategories(db: Db, projectId: number, categoryIds: number[]) {
  if (!categoryIds.length) throw new AppError('bad_request', 'categoryIds is required');
  await db
    .delete(projectCategories)
    .where(
      and(eq(projectCategories.projectId, projectId), inArray(projectCategories.categoryId, categoryIds)),
    );
}
