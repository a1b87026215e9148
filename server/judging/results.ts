import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PublicUser } from '../../common/api';
import { JUDGING_ERROR_KEYS, type LeaderboardResponse, type ProgressResponse } from '../../common/judging';
import { assignAward, refreshAwardRank } from '../awards/service';
import type { Db } from '../db/client';
import {
  awards,
  categories,
  judges,
  judgingCriteria,
  judgingLooks,
  judgingScores,
  projectAwards,
  users,
} from '../db/schema';
import { AppError } from '../errors';
import { csvCell } from '../http/csv';
import { publicUserColumns } from '../users/columns';
import { presentPublicUser } from '../users/presenter';
import { type AssignmentState, planAssignments } from './assignment';
import { judgeReliability, reviewJudges } from './crowd-bt';
import { projectsNeedingLooks } from './leaderboard';
import {
  assignmentLooks,
  assignmentProjects,
  type LookRow,
  loadActiveJudges,
  loadCountedLooks,
  loadPins,
  loadRoundLooks,
  loadRoundProjects,
  type RoundProject,
} from './round-data';
import { type LoadedRound, roundProjectIds } from './rounds';
import { computeStandings, trackUncertaintyOf, unsettledPlaces } from './standings';
import type { ConfidenceLevel } from './stats';

/**
 * What organisers see of a round: the leaderboard (per round or per category), judge progress, the
 * balanced plan, each judge's habits, the CSV of every look, and results turned into awards.
 */

interface RoundView {
  projectIds: number[];
  projects: RoundProject[];
  /** Every look (who has seen what). */
  looks: LookRow[];
  /** The looks results count (loadCountedLooks). */
  counted: LookRow[];
}

async function loadRoundView(db: Db, loaded: LoadedRound): Promise<RoundView> {
  const projectIds = await roundProjectIds(db, loaded.round);
  const [projects, looks, counted] = await Promise.all([
    loadRoundProjects(db, projectIds),
    loadRoundLooks(db, loaded.round.id),
    loadCountedLooks(db, loaded.round.id),
  ]);
  return { projectIds, projects, looks, counted };
}

async function categoryMembers(
  db: Db,
  eventId: number,
  view: RoundView,
  categoryId: number | null | undefined,
) {
  if (categoryId == null) return undefined;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.eventId, eventId)));
  if (!category) throw new AppError('not_found', 'Category not found');
  return new Set(view.projects.filter((p) => p.categoryIds.includes(categoryId)).map((p) => p.id));
}

const summaryOf = (project: RoundProject | undefined, projectId: number) => ({
  id: projectId,
  slug: project?.slug ?? '',
  title: project?.title ?? '',
  imageUrl: project?.imageUrl ?? null,
  tableNumber: project?.tableNumber ?? null,
  categoryIds: project?.categoryIds ?? [],
});

async function rankedRound(
  db: Db,
  loaded: LoadedRound,
  categoryId?: number | null,
  confidence?: ConfidenceLevel,
) {
  const view = await loadRoundView(db, loaded);
  const only = await categoryMembers(db, loaded.round.eventId, view, categoryId);
  const standings = computeStandings(loaded.round.mode, view.projectIds, view.counted, { confidence, only });
  return { view, standings };
}

export async function roundLeaderboard(
  db: Db,
  loaded: LoadedRound,
  query: { categoryId?: number; confidence: number },
): Promise<LeaderboardResponse> {
  const { round } = loaded;
  const confidence = query.confidence as ConfidenceLevel;
  const { view, standings } = await rankedRound(db, loaded, query.categoryId, confidence);
  const projectOf = new Map(view.projects.map((project) => [project.id, project]));
  const needs = projectsNeedingLooks(
    standings.entries.map((entry) => ({ ...entry, meanZ: entry.rubric?.meanZ ?? 0 })),
    { targetLooks: round.targetLooks },
  );
  const names = await judgeUsers(db, round.eventId);
  const unsettled = unsettledPlaces(standings, confidence);
  return {
    roundId: round.id,
    mode: round.mode,
    categoryId: query.categoryId ?? null,
    confidence,
    entries: standings.entries.map(({ projectId, ...entry }) => ({
      ...entry,
      rank: entry.looks > 0 ? entry.rank : null,
      unsettled: unsettled.get(projectId) ?? null,
      project: summaryOf(projectOf.get(projectId), projectId),
    })),
    needsMoreLooks: needs.map((item) => ({ ...item, title: projectOf.get(item.projectId)?.title ?? '' })),
    lateLooks: view.looks
      .filter((look) => look.lateDecision !== null && look.status === 'done' && projectOf.has(look.projectId))
      .map((look) => ({
        lookId: look.id,
        projectId: look.projectId,
        title: projectOf.get(look.projectId)?.title ?? '',
        judge: names.get(look.judgeId)!,
        finishedAt: look.finishedAt!.toISOString(),
        decision: look.lateDecision!,
      })),
  };
}

/** Every judge who ever judged in the event (removed ones too), with their public name. */
async function judgeUsers(db: Db, eventId: number): Promise<Map<number, PublicUser>> {
  const rows = await db
    .select({ id: judges.id, user: publicUserColumns })
    .from(judges)
    .innerJoin(users, eq(users.id, judges.userId))
    .where(eq(judges.eventId, eventId));
  return new Map(rows.map((row) => [row.id, presentPublicUser(row.user)]));
}

/** The assignment core's input for the whole round. */
async function assignmentState(db: Db, loaded: LoadedRound, view: RoundView): Promise<AssignmentState> {
  const { round } = loaded;
  const [judgeRows, pins] = await Promise.all([loadActiveJudges(db, round.eventId), loadPins(db, round.id)]);
  const projects = assignmentProjects(view.projects, round.categoryId);
  return {
    projects,
    judges: judgeRows,
    looks: assignmentLooks(view.looks),
    targetLooks: round.targetLooks,
    pins,
    uncertainty: trackUncertaintyOf(round.mode, view.projectIds, view.counted, projects),
    seed: round.seed,
  };
}

export async function roundPlan(db: Db, loaded: LoadedRound) {
  const view = await loadRoundView(db, loaded);
  const plan = planAssignments(await assignmentState(db, loaded, view));
  return {
    roundId: loaded.round.id,
    byJudge: [...plan.byJudge].map(([judgeId, projectIds]) => ({ judgeId, projectIds })),
    shortfalls: plan.shortfalls,
    rejectedPins: plan.rejectedPins,
  };
}

export async function roundProgress(db: Db, loaded: LoadedRound): Promise<ProgressResponse> {
  const { round } = loaded;
  const view = await loadRoundView(db, loaded);
  const state = await assignmentState(db, loaded, view);
  const plan = planAssignments(state);
  const names = await judgeUsers(db, round.eventId);
  const doneAt = new Map<number, number>();
  for (const look of view.looks) {
    if (look.status === 'done') doneAt.set(look.projectId, (doneAt.get(look.projectId) ?? 0) + 1);
  }
  return {
    roundId: round.id,
    judges: state.judges.map((judge) => {
      const mine = view.looks.filter((look) => look.judgeId === judge.id);
      const done = mine.filter((look) => look.status === 'done').length;
      const current = mine.find((look) => look.status === 'in-progress') ?? null;
      const planned = plan.byJudge.get(judge.id)?.length ?? 0;
      return {
        judgeId: judge.id,
        user: names.get(judge.id)!,
        done,
        skipped: mine.filter((look) => look.status === 'skipped').length,
        inProgressProjectId: current?.projectId ?? null,
        planned,
        assigned: done + (current ? 1 : 0) + planned,
      };
    }),
    projects: {
      total: view.projectIds.length,
      atTarget: view.projectIds.filter((id) => (doneAt.get(id) ?? 0) >= round.targetLooks).length,
    },
    shortfalls: plan.shortfalls,
  };
}

/** Each judge's rubric calibration (the basis of their z-scores) and pairwise reliability. */
export async function judgeReview(db: Db, loaded: LoadedRound) {
  const { round } = loaded;
  const { view, standings } = await rankedRound(db, loaded);
  const names = await judgeUsers(db, round.eventId);
  const active = await loadActiveJudges(db, round.eventId);
  const judgeIds = [
    ...new Set([...active.map((judge) => judge.id), ...view.looks.map((look) => look.judgeId)]),
  ];
  const reviewed = standings.beliefs ? reviewJudges(standings.beliefs, standings.comparisons) : null;
  return {
    roundId: round.id,
    judges: judgeIds
      .filter((judgeId) => names.has(judgeId))
      .map((judgeId) => {
        const calibration = standings.rubricBoard?.judges.get(judgeId);
        const online = standings.beliefs?.judges.get(judgeId);
        const review = reviewed?.get(judgeId);
        const comparisons = standings.comparisons.filter((c) => c.judgeId === judgeId).length;
        return {
          judgeId,
          user: names.get(judgeId)!,
          rubric: calibration
            ? {
                looks: calibration.looks,
                rawMean: calibration.rawMean,
                mean: calibration.mean,
                sd: calibration.sd,
              }
            : null,
          pairwise:
            online && review
              ? {
                  comparisons,
                  reliability: judgeReliability(online),
                  reviewedReliability: judgeReliability(review),
                }
              : null,
        };
      }),
  };
}

const CSV_HEADER = [
  'round',
  'look_id',
  'judge',
  'project_id',
  'project',
  'table',
  'status',
  'skip_reason',
  'raw_score',
];
const CSV_TAIL = [
  'compared_with_id',
  'preferred',
  'margin',
  'winner_id',
  'comment',
  'note',
  'started_at',
  'finished_at',
];

/** Every look of the round, one line each, with a column per criterion scored; cells are formula-safe. */
export async function scoresCsv(db: Db, loaded: LoadedRound): Promise<string> {
  const { round } = loaded;
  const looks = await loadRoundLooks(db, round.id);
  const projectRows = await loadRoundProjects(db, [...new Set(looks.map((look) => look.projectId))]);
  const projectOf = new Map(projectRows.map((project) => [project.id, project]));
  const names = await judgeUsers(db, round.eventId);
  const lookIds = looks.map((look) => look.id);
  const scores = lookIds.length
    ? await db.select().from(judgingScores).where(inArray(judgingScores.lookId, lookIds))
    : [];
  const criterionIds = [...new Set(scores.map((score) => score.criterionId))];
  const criteria = criterionIds.length
    ? await db
        .select({ id: judgingCriteria.id, name: judgingCriteria.name })
        .from(judgingCriteria)
        .where(inArray(judgingCriteria.id, criterionIds))
        .orderBy(asc(judgingCriteria.categoryId), asc(judgingCriteria.position), asc(judgingCriteria.id))
    : [];
  const scoreOf = new Map(scores.map((score) => [`${score.lookId}:${score.criterionId}`, score.score]));
  const lines = looks.map((look) => {
    const winner =
      look.preferred && look.comparedWithId !== null
        ? look.preferred === 'current'
          ? look.projectId
          : look.comparedWithId
        : null;
    return [
      csvCell(round.name),
      String(look.id),
      csvCell(names.get(look.judgeId)?.userName ?? String(look.judgeId)),
      String(look.projectId),
      csvCell(projectOf.get(look.projectId)?.title ?? ''),
      csvCell(projectOf.get(look.projectId)?.tableNumber ?? ''),
      look.status,
      look.skipReason ?? '',
      look.status === 'done' && look.rawScore !== null ? look.rawScore.toFixed(4) : '',
      ...criteria.map((criterion) => String(scoreOf.get(`${look.id}:${criterion.id}`) ?? '')),
      look.comparedWithId === null ? '' : String(look.comparedWithId),
      look.preferred ?? '',
      look.margin ?? '',
      winner === null ? '' : String(winner),
      csvCell(look.comment ?? ''),
      csvCell(look.note ?? ''),
      look.startedAt.toISOString(),
      look.finishedAt?.toISOString() ?? '',
    ];
  });
  const header = [
    ...CSV_HEADER,
    ...criteria.map((c) => csvCell(`${c.name} (criterion ${c.id})`)),
    ...CSV_TAIL,
  ];
  return stringify([header, ...lines]);
}

/**
 * Results become awards in one step: the i-th ranked project (of the round, or of one category) gets
 * `places[i]`. Only projects of the round as it is now (approved, not archived) with at least one
 * counted look are ranked. Taking the awards back from their holders first is asked for explicitly.
 */
export async function resultsToAwards(
  db: Db,
  loaded: LoadedRound,
  input: { categoryId?: number | null; places: number[]; replace: boolean },
) {
  const { round } = loaded;
  const awardIds = [...new Set(input.places)];
  const found = await db
    .select({ id: awards.id })
    .from(awards)
    .where(and(eq(awards.eventId, round.eventId), inArray(awards.id, awardIds)));
  if (found.length !== awardIds.length) throw new AppError('not_found', 'Award not found');
  const { view, standings } = await rankedRound(db, loaded, input.categoryId);
  const ranked = standings.entries.filter((entry) => entry.looks > 0);
  if (ranked.length < input.places.length) {
    throw new AppError(
      'conflict',
      `Only ${ranked.length} projects have results, fewer than the ${input.places.length} places`,
      JUDGING_ERROR_KEYS.notEnoughResults,
    );
  }
  const titleOf = new Map(view.projects.map((project) => [project.id, project.title]));
  const given = input.places.map((awardId, i) => {
    const entry = ranked[i]!;
    return {
      place: i + 1,
      awardId,
      projectId: entry.projectId,
      title: titleOf.get(entry.projectId) ?? '',
      settled: entry.rankRange?.best === i + 1 && entry.rankRange.worst === i + 1,
    };
  });
  await db.transaction(async (tx) => {
    if (input.replace) {
      const previous = await tx
        .delete(projectAwards)
        .where(inArray(projectAwards.awardId, awardIds))
        .returning({ projectId: projectAwards.projectId });
      await refreshAwardRank(tx, [...new Set(previous.map((row) => row.projectId))]);
    }
    for (const awardId of awardIds) {
      await assignAward(
        tx,
        awardId,
        given.filter((item) => item.awardId === awardId).map((item) => item.projectId),
      );
    }
  });
  return { given };
}

/** The organisers' decision on a score that arrived after the round closed. */
export async function decideLateLook(db: Db, loaded: LoadedRound, lookId: number, counted: boolean) {
  const [updated] = await db
    .update(judgingLooks)
    .set({ lateDecision: counted ? 'counted' : 'excluded' })
    .where(
      and(
        eq(judgingLooks.id, lookId),
        eq(judgingLooks.roundId, loaded.round.id),
        isNotNull(judgingLooks.lateDecision),
      ),
    )
    .returning({ id: judgingLooks.id });
  if (!updated) throw new AppError('not_found', 'Late score not found');
}
