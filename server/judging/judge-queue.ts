import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  JUDGING_ERROR_KEYS,
  type JudgeLook,
  type JudgeQueue,
  type LookResult,
  roundUsesPairwise,
  roundUsesRubric,
  type SkipLookInput,
  type SubmitLookInput,
} from '../../common/judging';
import type { Db } from '../db/client';
import { databaseErrorOf } from '../db/errors';
import {
  categories,
  judgeConflicts,
  judgingLooks,
  judgingRequests,
  judgingScores,
  posts,
  projectCategories,
  projects,
} from '../db/schema';
import { AppError } from '../errors';
import type { JudgeRow } from '../policies/actor';
import { startNextLook, stillAllowed } from './assign-next';
import { type LookRow, loadRoundProjects } from './round-data';
import { fixFinalists, type LoadedRound, requireOpen, requireRound, roundState } from './rounds';
import { rubricScore, validateScoreSheet } from './rubric';
import {
  asRubric,
  groupCriteria,
  loadCriteria,
  presentCriterion,
  rubricKeyFor,
  sheetOf,
} from './rubric-store';

/**
 * A judge's side of a round: the project in front of them (chosen per request by the assignment core
 * and stored as an unfinished look, so a reload shows the same one), submitting a score sheet or a
 * pairwise answer, skipping, and undoing the last submission. Writes carry an idempotency key: a
 * retried request stores nothing new and gets the stored answer.
 */

async function inProgressLook(db: Db, roundId: number, judgeId: number): Promise<LookRow | null> {
  const [look] = await db
    .select()
    .from(judgingLooks)
    .where(
      and(
        eq(judgingLooks.roundId, roundId),
        eq(judgingLooks.judgeId, judgeId),
        eq(judgingLooks.status, 'in-progress'),
      ),
    );
  return look ?? null;
}

/**
 * The judge's current look in an open round: their unfinished one, else one chosen now by the
 * assignment core (assign-next.ts), stored so a reload shows the same project.
 */
export async function nextLook(db: Db, judge: JudgeRow, loaded: LoadedRound): Promise<JudgeQueue> {
  requireOpen(loaded);
  await fixFinalists(db, loaded.round);
  let current = await inProgressLook(db, loaded.round.id, judge.id);
  if (current && !(await stillAllowed(db, judge, current.projectId))) {
    // A conflict (or a team) arrived while the project was on the judge's screen: release it.
    await db
      .delete(judgingLooks)
      .where(and(eq(judgingLooks.id, current.id), eq(judgingLooks.status, 'in-progress')));
    current = null;
  }
  const started = current
    ? { look: current, reason: 'in-progress' as const }
    : await startNextLook(db, judge, loaded);
  return presentQueue(db, judge, loaded, started?.look ?? null, started?.reason ?? 'in-progress');
}

async function judgedProject(db: Db, projectId: number) {
  const [[project], categoryRows, postRows] = await Promise.all([
    db.select().from(projects).where(eq(projects.id, projectId)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(projectCategories)
      .innerJoin(categories, eq(categories.id, projectCategories.categoryId))
      .where(eq(projectCategories.projectId, projectId))
      .orderBy(asc(categories.id)),
    db
      .select({ attachments: posts.attachments })
      .from(posts)
      .where(eq(posts.projectId, projectId))
      .orderBy(asc(posts.id)),
  ]);
  if (!project) throw new AppError('not_found', 'Project not found');
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    tableNumber: project.tableNumber,
    imageUrl: project.imageUrl,
    description: project.description,
    videoUrl: project.videoUrl,
    links: [...new Set(postRows.flatMap((row) => row.attachments))],
    categories: categoryRows,
  };
}

/**
 * The criteria of a look's sheet: those fixed when it was handed out (rubric-store `sheetOf`), else the
 * project's rubric in this round (its category's, else the general one).
 */
async function rubricRowsFor(db: Db, eventId: number, roundCategoryId: number | null, look: LookRow) {
  const [rows, links] = await Promise.all([
    loadCriteria(db, eventId),
    db
      .select({ categoryId: projectCategories.categoryId })
      .from(projectCategories)
      .where(eq(projectCategories.projectId, look.projectId)),
  ]);
  return sheetOf(rows, look.criterionIds, () => {
    const groups = groupCriteria(rows);
    const key = rubricKeyFor(
      groups,
      roundCategoryId,
      links.map((link) => link.categoryId),
    );
    return groups.get(key) ?? [];
  });
}

async function presentLook(
  db: Db,
  loaded: LoadedRound,
  look: LookRow,
  reason: JudgeLook['reason'],
): Promise<JudgeLook> {
  const { round } = loaded;
  const [project, comparedWith, rubric, scoreRows] = await Promise.all([
    judgedProject(db, look.projectId),
    look.comparedWithId === null ? null : judgedProject(db, look.comparedWithId),
    roundUsesRubric(round.mode) ? rubricRowsFor(db, round.eventId, round.categoryId, look) : null,
    db
      .select()
      .from(judgingScores)
      .where(eq(judgingScores.lookId, look.id))
      .orderBy(asc(judgingScores.criterionId)),
  ]);
  const hasDraft =
    scoreRows.length > 0 ||
    look.preferred !== null ||
    look.margin !== null ||
    look.note !== null ||
    look.comment !== null;
  return {
    id: look.id,
    roundId: look.roundId,
    project,
    comparedWith: comparedWith && {
      id: comparedWith.id,
      title: comparedWith.title,
      tableNumber: comparedWith.tableNumber,
      imageUrl: comparedWith.imageUrl,
    },
    rubric: rubric ? rubric.map(presentCriterion) : null,
    draft: hasDraft
      ? {
          scores: scoreRows.length
            ? scoreRows.map(({ criterionId, score }) => ({ criterionId, score }))
            : null,
          preferred: look.preferred,
          ...(look.margin ? { margin: look.margin } : {}),
          note: look.note,
          comment: look.comment,
        }
      : null,
    reason,
    startedAt: look.startedAt.toISOString(),
  };
}

const isFresh = (look: LookRow) =>
  look.rawScore === null &&
  look.preferred === null &&
  look.margin === null &&
  look.note === null &&
  look.comment === null;

/** The judge's looks in a round, newest finished first, and which one undo may reopen. */
async function judgeLooks(db: Db, roundId: number, judgeId: number) {
  const looks = await db
    .select()
    .from(judgingLooks)
    .where(and(eq(judgingLooks.roundId, roundId), eq(judgingLooks.judgeId, judgeId)))
    .orderBy(desc(judgingLooks.finishedAt), desc(judgingLooks.id));
  const current = looks.find((look) => look.status === 'in-progress') ?? null;
  // A look an organiser moved to another judge was not the judge's act: undo passes it by.
  const lastFinished =
    looks.find((look) => look.status !== 'in-progress' && look.skipReason !== 'moved') ?? null;
  // One step back only: not while a reopened look (with what was entered) is still open.
  const undoable = lastFinished && (!current || isFresh(current)) ? lastFinished : null;
  return { looks, current, lastFinished, undoable };
}

async function presentQueue(
  db: Db,
  judge: JudgeRow,
  loaded: LoadedRound,
  look: LookRow | null,
  reason: JudgeLook['reason'],
): Promise<JudgeQueue> {
  const { round } = loaded;
  const mine = await judgeLooks(db, round.id, judge.id);
  return {
    round: {
      id: round.id,
      name: round.name,
      mode: round.mode,
      state: roundState(loaded),
      targetLooks: round.targetLooks,
    },
    look: look && (await presentLook(db, loaded, look, reason)),
    progress: {
      done: mine.looks.filter((row) => row.status === 'done').length,
      skipped: mine.looks.filter((row) => row.status === 'skipped' && row.skipReason !== 'moved').length,
    },
    undoableLookId: roundState(loaded) === 'open' ? (mine.undoable?.id ?? null) : null,
  };
}

async function requireOwnLook(db: Db, judge: JudgeRow, lookId: number): Promise<LookRow> {
  const [look] = await db
    .select()
    .from(judgingLooks)
    .where(and(eq(judgingLooks.id, lookId), eq(judgingLooks.judgeId, judge.id)));
  if (!look) throw new AppError('not_found', 'Look not found');
  return look;
}

const keyReused = () =>
  new AppError(
    'conflict',
    'This idempotency key was already used for another request',
    JUDGING_ERROR_KEYS.idempotencyKeyReused,
  );
const keyMismatch = () =>
  new AppError(
    'conflict',
    'This idempotency key was already used with different answers: make a new key for a new answer',
    JUDGING_ERROR_KEYS.idempotencyKeyMismatch,
  );
const conflictOfInterest = () =>
  new AppError(
    'conflict',
    'You have a conflict of interest with this project, so your score cannot count',
    JUDGING_ERROR_KEYS.conflictOfInterest,
  );
const lookFinished = () =>
  new AppError(
    'conflict',
    'This project was already submitted or skipped; undo it to change the answer',
    JUDGING_ERROR_KEYS.lookFinished,
  );

/** What identifies a request's answers, so a key reused with other answers is caught. */
export function answersFingerprint(answers: object): string {
  const canonical = JSON.stringify(answers, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

const submitFingerprint = (input: SubmitLookInput) =>
  answersFingerprint({
    scores: [...(input.scores ?? [])].sort((a, b) => a.criterionId - b.criterionId),
    preferred: input.preferred ?? null,
    // Only graded answers carry it, so a plain answer's fingerprint is what it always was.
    ...(input.margin ? { margin: input.margin } : {}),
    note: input.note || null,
    comment: input.comment || null,
  });
const skipFingerprint = (input: SkipLookInput) =>
  answersFingerprint({ reason: input.reason, note: input.note || null });

interface RequestId {
  judgeId: number;
  key: string;
  lookId: number;
  action: 'submit' | 'skip';
  fingerprint: string;
}

/**
 * The stored answer of a key used before for this look and action; 409 when it was used for another,
 * or for this one with different answers (replaying would tell the judge a score was stored that was not).
 */
async function replayOf(db: Db, request: RequestId) {
  const [row] = await db
    .select({ request: judgingRequests, lateDecision: judgingLooks.lateDecision })
    .from(judgingRequests)
    .innerJoin(judgingLooks, eq(judgingLooks.id, judgingRequests.lookId))
    .where(and(eq(judgingRequests.judgeId, request.judgeId), eq(judgingRequests.key, request.key)));
  if (!row) return null;
  if (row.request.lookId !== request.lookId || row.request.action !== request.action) throw keyReused();
  if (row.request.fingerprint !== null && row.request.fingerprint !== request.fingerprint)
    throw keyMismatch();
  return {
    lookId: request.lookId,
    status: row.request.status,
    finishedAt: row.request.finishedAt.toISOString(),
    replayed: true,
    late: row.lateDecision !== null,
  } satisfies LookResult;
}

class AlreadyFinished extends Error {}

interface Finish {
  request: RequestId;
  look: LookRow;
  /** The round had closed when the answer arrived. */
  late: boolean;
  values: Partial<typeof judgingLooks.$inferInsert> & { status: 'done' | 'skipped' };
  scores: { criterionId: number; score: number }[];
  after?: (tx: Db) => Promise<void>;
}

/**
 * Finishes an unfinished look in one transaction: the compare-and-set on its status, its scores, and
 * the idempotency key. A retry racing the first request finds the look finished and, once the first
 * commits, its key: it answers with the stored result.
 */
async function finishLook(db: Db, finish: Finish): Promise<LookResult> {
  const { request, look, values, scores, late } = finish;
  const { judgeId, key, action, fingerprint } = request;
  const finishedAt = new Date();
  try {
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(judgingLooks)
        .set({ ...values, finishedAt, lateDecision: late ? 'pending' : null })
        .where(and(eq(judgingLooks.id, look.id), eq(judgingLooks.status, 'in-progress')))
        .returning({ id: judgingLooks.id });
      if (!updated) throw new AlreadyFinished();
      await tx.delete(judgingScores).where(eq(judgingScores.lookId, look.id));
      if (scores.length)
        await tx.insert(judgingScores).values(scores.map((s) => ({ lookId: look.id, ...s })));
      const [claimed] = await tx
        .insert(judgingRequests)
        .values({ judgeId, key, lookId: look.id, action, status: values.status, fingerprint, finishedAt })
        .onConflictDoNothing()
        .returning({ key: judgingRequests.key });
      if (!claimed) throw keyReused();
      await finish.after?.(tx);
    });
  } catch (error) {
    if (error instanceof AlreadyFinished) {
      const replay = await replayOf(db, request);
      if (replay) return replay;
      throw lookFinished();
    }
    // A criterion removed while the judge was scoring (the rubric was edited before any score).
    if (databaseErrorOf(error)?.code === '23503') {
      throw new AppError(
        'conflict',
        'The rubric changed while you were scoring: reload to see it',
        JUDGING_ERROR_KEYS.invalidScoreSheet,
      );
    }
    throw error;
  }
  return {
    lookId: look.id,
    status: values.status,
    finishedAt: finishedAt.toISOString(),
    replayed: false,
    late,
  };
}

/**
 * The judge's own look, ready to finish: the earlier answer when this request repeats one (same
 * idempotency key), otherwise the look with its round, refused unless the look is still in progress.
 * An answer for a look handed out while the round was open but arriving after it closed (a phone back
 * online) is kept, marked late: the organisers decide whether it counts.
 */
async function openLook(
  db: Db,
  judge: JudgeRow,
  request: RequestId,
): Promise<LookResult | { look: LookRow; loaded: LoadedRound; late: boolean }> {
  const look = await requireOwnLook(db, judge, request.lookId);
  const replay = await replayOf(db, request);
  if (replay) return replay;
  const loaded = await requireRound(db, judge.eventId, look.roundId);
  const state = roundState(loaded);
  if (state !== 'closed') requireOpen(loaded);
  if (look.status !== 'in-progress') throw lookFinished();
  return { look, loaded, late: state === 'closed' };
}

/** Stores a judge's score sheet and/or pairwise answer, as the round's mode asks. */
export async function submitLook(
  db: Db,
  judge: JudgeRow,
  lookId: number,
  input: SubmitLookInput,
): Promise<LookResult> {
  const request: RequestId = {
    judgeId: judge.id,
    key: input.idempotencyKey,
    lookId,
    action: 'submit',
    fingerprint: submitFingerprint(input),
  };
  const opened = await openLook(db, judge, request);
  if ('replayed' in opened) return opened;
  const { look, loaded, late } = opened;
  const { round } = loaded;
  if (!(await stillAllowed(db, judge, look.projectId))) throw conflictOfInterest();
  let rawScore: number | null = null;
  let scores: { criterionId: number; score: number }[] = [];
  if (roundUsesRubric(round.mode)) {
    const rows = await rubricRowsFor(db, round.eventId, round.categoryId, look);
    if (!rows.length) {
      throw new AppError(
        'conflict',
        'The organisers have not set up the rubric yet',
        JUDGING_ERROR_KEYS.invalidRubric,
      );
    }
    const rubric = asRubric(rows);
    scores = input.scores ?? [];
    const problems = validateScoreSheet(rubric, scores);
    if (problems.length) {
      throw new AppError(
        'bad_request',
        problems.map((p) => p.message).join(' '),
        JUDGING_ERROR_KEYS.invalidScoreSheet,
      );
    }
    rawScore = rubricScore(rubric, scores);
  }
  let preferred: SubmitLookInput['preferred'] | null = null;
  let margin: SubmitLookInput['margin'] | null = null;
  if (roundUsesPairwise(round.mode) && look.comparedWithId !== null) {
    if (input.margin === 'same' && input.preferred) {
      throw new AppError(
        'bad_request',
        'About the same names no better project: send no preferred with it',
        JUDGING_ERROR_KEYS.pairwiseAnswerRequired,
      );
    }
    if (!input.preferred && input.margin !== 'same') {
      throw new AppError(
        'bad_request',
        'Say which project was better: this one or the previous one',
        JUDGING_ERROR_KEYS.pairwiseAnswerRequired,
      );
    }
    preferred = input.preferred ?? null;
    margin = input.margin ?? null;
  }
  return finishLook(db, {
    request,
    look,
    late,
    values: {
      status: 'done',
      rawScore,
      preferred,
      margin,
      note: input.note || null,
      comment: input.comment || null,
      skipReason: null,
    },
    scores,
  });
}

/** Skips a project (it does not count as a look); a conflict skip also records the conflict. */
export async function skipLook(
  db: Db,
  judge: JudgeRow,
  lookId: number,
  input: SkipLookInput,
): Promise<LookResult> {
  const request: RequestId = {
    judgeId: judge.id,
    key: input.idempotencyKey,
    lookId,
    action: 'skip',
    fingerprint: skipFingerprint(input),
  };
  const opened = await openLook(db, judge, request);
  if ('replayed' in opened) return opened;
  const { look, late } = opened;
  return finishLook(db, {
    request,
    look,
    late,
    values: {
      status: 'skipped',
      rawScore: null,
      preferred: null,
      margin: null,
      skipReason: input.reason,
      note: input.note || null,
    },
    scores: [],
    after: async (tx) => {
      if (input.reason !== 'conflict') return;
      await tx
        .insert(judgeConflicts)
        .values({ judgeId: judge.id, projectId: look.projectId, source: 'skip' })
        .onConflictDoNothing();
    },
  });
}

/**
 * Reopens the judge's last finished look of the round (what they entered comes back as a draft) and
 * releases the project they were given after it. Undoing an already reopened look answers the same.
 */
export async function undoLook(db: Db, judge: JudgeRow, lookId: number): Promise<JudgeQueue> {
  const look = await requireOwnLook(db, judge, lookId);
  const loaded = await requireRound(db, judge.eventId, look.roundId);
  requireOpen(loaded);
  if (look.status !== 'in-progress') {
    const { current, undoable } = await judgeLooks(db, look.roundId, judge.id);
    if (undoable?.id !== look.id) {
      throw new AppError(
        'conflict',
        'Only your last submission in this round can be undone',
        JUDGING_ERROR_KEYS.cannotUndo,
      );
    }
    await db.transaction(async (tx) => {
      if (current)
        await tx
          .delete(judgingLooks)
          .where(and(eq(judgingLooks.id, current.id), eq(judgingLooks.status, 'in-progress')));
      await tx
        .update(judgingLooks)
        .set({ status: 'in-progress', finishedAt: null, skipReason: null })
        .where(and(eq(judgingLooks.id, look.id), eq(judgingLooks.status, look.status)));
      if (look.skipReason === 'conflict') {
        await tx
          .delete(judgeConflicts)
          .where(
            and(
              eq(judgeConflicts.judgeId, judge.id),
              eq(judgeConflicts.projectId, look.projectId),
              eq(judgeConflicts.source, 'skip'),
            ),
          );
      }
    });
  }
  return presentQueue(db, judge, loaded, await inProgressLook(db, look.roundId, judge.id), 'in-progress');
}

/** The judge's own looks in a round, newest first, with what they entered. */
export async function myLooks(db: Db, judge: JudgeRow, loaded: LoadedRound) {
  const { looks } = await judgeLooks(db, loaded.round.id, judge.id);
  const ids = looks.map((look) => look.id);
  const [scoreRows, projectRows] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(judgingScores)
          .where(inArray(judgingScores.lookId, ids))
          .orderBy(asc(judgingScores.criterionId))
      : [],
    loadRoundProjects(db, [...new Set(looks.map((look) => look.projectId))]),
  ]);
  const projectOf = new Map(projectRows.map((project) => [project.id, project]));
  return looks.map((look) => {
    const project = projectOf.get(look.projectId);
    const scores = scoreRows.filter((row) => row.lookId === look.id);
    return {
      id: look.id,
      project: { id: look.projectId, title: project?.title ?? '', tableNumber: project?.tableNumber ?? null },
      status: look.status,
      scores: scores.length ? scores.map(({ criterionId, score }) => ({ criterionId, score })) : null,
      preferred: look.preferred,
      margin: look.margin,
      note: look.note,
      comment: look.comment,
      skipReason: look.skipReason,
      finishedAt: look.finishedAt?.toISOString() ?? null,
      late: look.lateDecision !== null,
    };
  });
}
