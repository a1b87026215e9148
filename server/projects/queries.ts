import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PROJECT_INCLUDES, ProjectSort, ProjectStatus } from '../../common/constants';
import { tagKey } from '../../common/project-page';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { containsPattern } from '../db/patterns';
import {
  projectAwards,
  projectCategories,
  projectMemberships,
  projects,
  submissionAnswers,
  submissionFields,
} from '../db/schema';
import { AppError } from '../errors';
import type { EventAccess } from '../events/policy';
import { canListUnapprovedProjects, isEventStaff } from '../events/policy';
import type { EventRow } from '../events/service';
import { decodeCursor, paginate } from '../http/cursor';
import { eventFeatures, featureEnabled } from '../plans/features';
import { loadShowcaseWindow, windowState } from '../timeline/submission-window';
import { type ProjectRow, presentProject } from './presenter';
import { consentCleared } from './public-scope';
import { loadProjectRelations } from './relations';

type ProjectInclude = (typeof PROJECT_INCLUDES)[number];

export interface ListProjectsOptions {
  event: EventRow;
  access: EventAccess;
  pageSize: number;
  nextPageToken?: string;
  includes?: ProjectInclude[];
  submissionStatus?: ProjectStatus[];
  categoryIds?: number[];
  awardIds?: number[];
  userIds?: number[];
  isTemplate?: boolean;
  sort?: ProjectSort;
  order?: 'asc' | 'desc';
  /**
   * Words in the title, the description or an answer to the event's own submission form (the public
   * ones; staff search every answer), matched literally and without regard to case.
   */
  search?: string;
  /** A "built with" tag: projects whose public built-with answer lists it, whatever its case. */
  builtWith?: string;
}

/** The key columns of each sort; the id always breaks ties so the order is total. */
const SORT_KEYS: Record<ProjectSort, SQL[]> = {
  awards: [sql`${projects.awardRank}`, sql`${projects.id}`],
  createdAt: [sql`${projects.id}`],
  title: [sql`lower(${projects.title})`, sql`${projects.id}`],
  likes: [sql`${projects.likesCount}`, sql`${projects.id}`],
};

function keyValues(sort: ProjectSort, row: ProjectRow): (string | number)[] {
  switch (sort) {
    case 'awards':
      return [row.awardRank, row.id];
    case 'createdAt':
      return [row.id];
    case 'title':
      return [row.title.toLowerCase(), row.id];
    case 'likes':
      return [row.likesCount, row.id];
  }
}

/**
 * Projects with an answer containing `search`: the public answers, or every answer for staff, and only
 * while the event's plan includes the custom submission form.
 */
async function answerMatch(
  db: Db,
  options: ListProjectsOptions & { search: string },
): Promise<SQL | undefined> {
  if (!featureEnabled(await eventFeatures(db, options.event.planId), 'enable_custom_registration_form')) {
    return undefined;
  }
  return exists(
    db
      .select({ one: sql`1` })
      .from(submissionAnswers)
      .innerJoin(submissionFields, eq(submissionFields.id, submissionAnswers.fieldId))
      .where(
        and(
          eq(submissionAnswers.projectId, projects.id),
          isEventStaff(options.access) ? undefined : eq(submissionFields.isPublic, true),
          // A text, number or yes/no answer as its text; a list as its JSON text, which holds each entry.
          ilike(sql`${submissionAnswers.value} #>> '{}'`, containsPattern(options.search)),
        ),
      ),
  );
}

/**
 * Projects whose answer to a public "built with" field of the event's form lists `tag` (compared
 * trimmed and case folded), while the event's plan includes the form. Without the form no project
 * has tags, so the filter matches none rather than being ignored.
 */
async function builtWithMatch(db: Db, event: EventRow, tag: string): Promise<SQL> {
  if (!featureEnabled(await eventFeatures(db, event.planId), 'enable_custom_registration_form')) {
    return sql`false`;
  }
  const tags = sql`case when jsonb_typeof(${submissionAnswers.value}) = 'array' then ${submissionAnswers.value} else '[]'::jsonb end`;
  return exists(
    db
      .select({ one: sql`1` })
      .from(submissionAnswers)
      .innerJoin(submissionFields, eq(submissionFields.id, submissionAnswers.fieldId))
      .where(
        and(
          eq(submissionAnswers.projectId, projects.id),
          eq(submissionFields.type, 'built_with'),
          eq(submissionFields.isPublic, true),
          sql`exists (select 1 from jsonb_array_elements_text(${tags}) as tag where lower(trim(tag)) = ${tagKey(tag)})`,
        ),
      ),
  );
}

function isOwnProjectsQuery(viewer: Viewer | null, userIds: number[] | undefined): boolean {
  return Boolean(viewer && userIds?.length === 1 && userIds[0] === viewer.id);
}

/**
 * Which statuses the caller may list: anonymous visitors and participants only ever see approved projects;
 * staff see any status they ask for; a user sees every status of their own projects.
 */
function statusesFor(options: ListProjectsOptions): ProjectStatus[] | undefined {
  const own = isOwnProjectsQuery(options.access.viewer, options.userIds);
  const requested = options.submissionStatus;
  if (own || canListUnapprovedProjects(options.access)) return requested;
  if (requested?.some((status) => status !== 'APPROVED')) {
    throw new AppError('forbidden', 'Only event staff may list projects that are not approved');
  }
  return ['APPROVED'];
}

export async function listProjects(db: Db, options: ListProjectsOptions) {
  const { event } = options;
  const statuses = statusesFor(options);
  if (statuses?.length === 1 && statuses[0] === 'APPROVED' && !isEventStaff(options.access)) {
    // The public gallery opens when the showcase starts; staff and teams see it earlier.
    const showcase = await loadShowcaseWindow(db, event.id);
    if (windowState(showcase) === 'not_open' && !isOwnProjectsQuery(options.access.viewer, options.userIds)) {
      return {
        projects: [],
        nextPageToken: null,
        galleryOpensAt: showcase.opensAt?.toISOString() ?? null,
        likesVersions: [],
      };
    }
  }
  const awardsVisible = event.awardsPublished || isEventStaff(options.access);
  const sort: ProjectSort = options.sort ?? (event.awardsPublished ? 'awards' : 'createdAt');
  if (sort === 'awards' && !awardsVisible) throw new AppError('bad_request', 'Awards are not published yet');
  const order = options.order ?? (sort === 'title' ? 'asc' : 'desc');
  const keys = SORT_KEYS[sort];
  const after = decodeCursor(options.nextPageToken, keys.length);
  const direction = order === 'asc' ? asc : desc;
  const comparison = order === 'asc' ? sql.raw('>') : sql.raw('<');
  const search = options.search;
  const inAnswers = search ? await answerMatch(db, { ...options, search }) : undefined;
  const builtWith = options.builtWith ? await builtWithMatch(db, event, options.builtWith) : undefined;

  const rows = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.eventId, event.id),
        eq(projects.isTemplate, options.isTemplate ?? false),
        statuses ? inArray(projects.submissionStatus, statuses) : undefined,
        // The public gallery leaves out projects a parent has not consented to (staff and own lists keep them).
        isEventStaff(options.access) || isOwnProjectsQuery(options.access.viewer, options.userIds)
          ? undefined
          : consentCleared(),
        options.categoryIds?.length
          ? exists(
              db
                .select({ one: sql`1` })
                .from(projectCategories)
                .where(
                  and(
                    eq(projectCategories.projectId, projects.id),
                    inArray(projectCategories.categoryId, options.categoryIds),
                  ),
                ),
            )
          : undefined,
        options.awardIds?.length && awardsVisible
          ? exists(
              db
                .select({ one: sql`1` })
                .from(projectAwards)
                .where(
                  and(
                    eq(projectAwards.projectId, projects.id),
                    inArray(projectAwards.awardId, options.awardIds),
                  ),
                ),
            )
          : undefined,
        options.userIds?.length
          ? exists(
              db
                .select({ one: sql`1` })
                .from(projectMemberships)
                .where(
                  and(
                    eq(projectMemberships.projectId, projects.id),
                    inArray(projectMemberships.userId, options.userIds),
                  ),
                ),
            )
          : undefined,
        builtWith,
        search
          ? or(
              ilike(projects.title, containsPattern(search)),
              ilike(projects.description, containsPattern(search)),
              inAnswers,
            )
          : undefined,
        after
          ? sql`(${sql.join(keys, sql`, `)}) ${comparison} (${sql.join(
              after.map((value) => sql`${value}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .orderBy(...keys.map((key) => direction(key)))
    .limit(options.pageSize + 1);

  const { page, nextPageToken } = paginate(rows, options.pageSize, (row) => keyValues(sort, row));
  const includes = new Set(options.includes ?? []);
  const relations = await loadProjectRelations(
    db,
    page.map((row) => row.id),
    {
      awards: awardsVisible && (includes.has('awards') || event.awardsPublished),
      categories: includes.has('categories'),
      memberships: includes.has('memberships') || includes.has('user'),
      users: includes.has('user'),
    },
  );
  return {
    projects: page.map((row) => presentProject(row, relations)),
    nextPageToken,
    galleryOpensAt: null,
    /** Each project's likes_version, for the answer cache (not part of the answer). */
    likesVersions: page.map((row) => row.likesVersion),
  };
}

export async function findProject(db: Db, idOrSlug: string, eventId: number | null) {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  if (!byId && eventId === null) return undefined;
  const [row] = await db
    .select()
    .from(projects)
    .where(
      byId
        ? eq(projects.id, Number(idOrSlug))
        : and(eq(projects.slug, idOrSlug.toLowerCase()), eq(projects.eventId, eventId ?? 0)),
    )
    .limit(1);
  return row;
}
