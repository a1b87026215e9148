import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, projectCategories, projectMemberships, projects } from '../db/schema';
import { decodeCursor, paginate } from '../http/cursor';

export interface ListCategoriesOptions {
  eventId: number;
  pageSize: number;
  nextPageToken?: string;
  withProjectCount: boolean;
  /** Only categories holding a project this user is a member of. */
  userId?: number;
}

export async function listCategories(db: Db, options: ListCategoriesOptions) {
  const after = decodeCursor(options.nextPageToken, 2);
  const sortName = sql<string>`lower(${categories.name})`;
  // Qualified by hand: drizzle leaves columns of a single-table select unqualified inside sql``.
  const approvedCount = sql<number>`(
    select count(*)::int from ${projectCategories}
    join ${projects} on ${projects.id} = ${projectCategories.projectId}
    where ${projectCategories.categoryId} = "categories"."id" and ${projects.submissionStatus} = 'APPROVED'
  )`;
  const rows = await db
    .select({
      id: categories.id,
      eventId: categories.eventId,
      name: categories.name,
      slug: categories.slug,
      sortName,
      ...(options.withProjectCount ? { projectCount: approvedCount } : {}),
    })
    .from(categories)
    .where(
      and(
        eq(categories.eventId, options.eventId),
        after ? sql`(${sortName}, ${categories.id}) > (${String(after[0])}, ${Number(after[1])})` : undefined,
        options.userId === undefined
          ? undefined
          : exists(
              db
                .select({ one: sql`1` })
                .from(projectCategories)
                .innerJoin(projectMemberships, eq(projectMemberships.projectId, projectCategories.projectId))
                .where(
                  and(
                    eq(projectCategories.categoryId, categories.id),
                    eq(projectMemberships.userId, options.userId),
                  ),
                ),
            ),
      ),
    )
    .orderBy(asc(sortName), asc(categories.id))
    .limit(options.pageSize + 1);
  const { page, nextPageToken } = paginate(rows, options.pageSize, (row) => [row.sortName, row.id]);
  return { categories: page.map(({ sortName: _sortName, ...category }) => category), nextPageToken };
}
