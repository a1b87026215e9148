import { asc, eq, inArray } from 'drizzle-orm';
import type { TeamRole } from '../../common/constants';
import type { Db } from '../db/client';
import {
  awards,
  categories,
  projectAwards,
  projectCategories,
  projectMemberships,
  users,
} from '../db/schema';
import { publicUserColumns } from '../users/columns';

export type AwardRow = Pick<typeof awards.$inferSelect, 'id' | 'name' | 'description' | 'rank'>;
export type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'eventId' | 'name' | 'slug'>;
export type MemberUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'uuid' | 'userName' | 'firstName' | 'lastName'
>;
export interface MembershipRow {
  role: TeamRole;
  userId: number;
  title: string | null;
  user?: MemberUserRow;
}

export interface ProjectRelations {
  awards?: Map<number, AwardRow[]>;
  categories?: Map<number, CategoryRow[]>;
  memberships?: Map<number, MembershipRow[]>;
}

export interface RelationIncludes {
  awards: boolean;
  categories: boolean;
  memberships: boolean;
  users: boolean;
}

/** The columns each relation presents (the project id it belongs to is selected beside them). */
const awardColumns = { id: awards.id, name: awards.name, description: awards.description, rank: awards.rank };
const categoryColumns = {
  id: categories.id,
  eventId: categories.eventId,
  name: categories.name,
  slug: categories.slug,
};

function groupBy<T extends { projectId: number }, V>(rows: T[], pick: (row: T) => V): Map<number, V[]> {
  const grouped = new Map<number, V[]>();
  for (const row of rows) {
    const list = grouped.get(row.projectId) ?? [];
    list.push(pick(row));
    grouped.set(row.projectId, list);
  }
  return grouped;
}

/** Loads the included relations of a page of projects in one query per relation, never one per project. */
export async function loadProjectRelations(
  db: Db,
  projectIds: number[],
  include: RelationIncludes,
): Promise<ProjectRelations> {
  const relations: ProjectRelations = {};
  if (projectIds.length === 0) return relations;
  if (include.awards) {
    const rows = await db
      .select({ projectId: projectAwards.projectId, ...awardColumns })
      .from(projectAwards)
      .innerJoin(awards, eq(awards.id, projectAwards.awardId))
      .where(inArray(projectAwards.projectId, projectIds))
      .orderBy(asc(projectAwards.projectId), asc(awards.rank));
    relations.awards = groupBy(rows, ({ projectId: _p, ...award }) => award);
    for (const list of relations.awards.values()) list.sort((a, b) => b.rank - a.rank);
  }
  if (include.categories) {
    const rows = await db
      .select({ projectId: projectCategories.projectId, ...categoryColumns })
      .from(projectCategories)
      .innerJoin(categories, eq(categories.id, projectCategories.categoryId))
      .where(inArray(projectCategories.projectId, projectIds))
      .orderBy(asc(categories.name));
    relations.categories = groupBy(rows, ({ projectId: _p, ...category }) => category);
  }
  if (include.memberships) {
    const rows = await db
      .select({
        projectId: projectMemberships.projectId,
        role: projectMemberships.role,
        userId: projectMemberships.userId,
        title: projectMemberships.title,
        user: publicUserColumns,
      })
      .from(projectMemberships)
      .innerJoin(users, eq(users.id, projectMemberships.userId))
      .where(inArray(projectMemberships.projectId, projectIds))
      .orderBy(asc(projectMemberships.id));
    relations.memberships = groupBy(rows, ({ role, userId, title, user }) =>
      include.users ? { role, userId, title, user } : { role, userId, title },
    );
  }
  return relations;
}
