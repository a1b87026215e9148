/**
 * Timings of the judging core on a large round: 2,000 projects, 200 judges, 3 looks per project.
 * planAssignments (the organiser's whole plan), nextProjectFor and nextComparisonFor (one call per
 * judge request), the rubric leaderboard over 6,000 looks and a Crowd BT replay. Pure functions, no
 * database: it measures the maths and data structures only. Prints figures, never passes or fails.
 * Usage: npm run bench:judging   (BENCH_RUNS, default 7)
 */
import {
  type AssignmentJudge,
  type AssignmentProject,
  type AssignmentState,
  type ExistingLook,
  nextProjectFor,
  planAssignments,
} from '../server/judging/assignment';
import { replayComparisons } from '../server/judging/crowd-bt';
import { buildLeaderboard, type RubricLook, uncertaintyByProject } from '../server/judging/leaderboard';
import { nextComparisonFor } from '../server/judging/pairwise-assignment';
import { fitPairwiseModel } from '../server/judging/pairwise-model';
import { createRng } from '../server/judging/random';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PROJECTS = 2_000;
const JUDGES = 200;
const TARGET = 3;
const rng = createRng(2026);
const pick = (n: number) => 1 + Math.floor(rng() * n);

/** Teams of one to four participants; one judge in ten is also on a team; up to five declared conflicts. */
const projects: AssignmentProject[] = Array.from({ length: PROJECTS }, (_, i) => ({
  id: i + 1,
  teamUserIds: Array.from({ length: pick(4) }, (_, member) => 10_000 + i * 4 + member),
  categoryId: pick(8),
}));
for (let judge = 1; judge <= JUDGES; judge += 10) projects[pick(PROJECTS) - 1]!.teamUserIds = [judge];
const judges: AssignmentJudge[] = Array.from({ length: JUDGES }, (_, i) => ({
  id: i + 1,
  conflictProjectIds: Array.from({ length: Math.floor(rng() * 6) }, () => pick(PROJECTS)),
}));
const freshRound: AssignmentState = { projects, judges, looks: [], targetLooks: TARGET, seed: 1 };

function time<T>(run: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, result };
}

/** Median and fastest of RUNS timed runs after one warm-up run. */
function measure<T>(run: () => T): { median: number; min: number; result: T } {
  let result = run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const timed = time(run);
    times.push(timed.ms);
    result = timed.result;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, min: times[0]!, result };
}

const rows: Record<string, { 'median ms': string; 'min ms': string; notes: string }> = {};
const record = (name: string, m: { median: number; min: number }, notes: string) => {
  rows[name] = { 'median ms': m.median.toFixed(2), 'min ms': m.min.toFixed(2), notes };
};

const plan = measure(() => planAssignments(freshRound));
const loads = [...plan.result.judgeLoads.values()];
record(
  'planAssignments, fresh round',
  plan,
  `${plan.result.looks.length} looks, loads ${Math.min(...loads)}–${Math.max(...loads)}, ` +
    `${plan.result.shortfalls.length} short`,
);

// Half-way through the round: the first half of the plan done, 100 judges at their next look. The
// rows go through JSON, as a database driver hands them over (fresh plain objects of one shape).
const halfway: ExistingLook[] = plan.result.looks.slice(0, 3_000).map(({ judgeId, projectId }) => ({
  judgeId,
  projectId,
  status: 'done',
}));
const busy = new Set<number>();
for (const { judgeId, projectId } of plan.result.looks.slice(3_000)) {
  if (busy.has(judgeId) || busy.size >= JUDGES / 2) continue;
  busy.add(judgeId);
  halfway.push({ judgeId, projectId, status: 'in-progress' });
}
const midRound: AssignmentState = { ...freshRound, looks: JSON.parse(JSON.stringify(halfway)) };
const replan = measure(() => planAssignments(midRound));
record(
  'planAssignments, half-way',
  replan,
  `${halfway.length} looks so far, ${replan.result.looks.length} planned`,
);

const heavyConflicts = judges.map((judge) => ({
  ...judge,
  conflictProjectIds: Array.from({ length: 100 }, () => pick(PROJECTS)),
}));
const conflicted = measure(() => planAssignments({ ...freshRound, judges: heavyConflicts }));
const conflictedLoads = [...conflicted.result.judgeLoads.values()];
record(
  'planAssignments, 100 conflicts/judge',
  conflicted,
  `loads ${Math.min(...conflictedLoads)}–${Math.max(...conflictedLoads)}`,
);

const perRequest = measure(() => judges.map((judge) => nextProjectFor(judge.id, midRound)));
record(
  'nextProjectFor × 200',
  perRequest,
  `${(perRequest.median / JUDGES).toFixed(3)} ms per call, half-way state`,
);

// Scores for the looks done so far, then the leaderboard over a whole round of 6,000 looks.
const quality = new Map(projects.map((project) => [project.id, rng()]));
const bias = new Map(judges.map((judge) => [judge.id, (rng() - 0.5) * 0.4]));
const rubricLooks: RubricLook[] = plan.result.looks.map(({ judgeId, projectId }) => ({
  judgeId,
  projectId,
  score: Math.min(
    1,
    Math.max(0, quality.get(projectId)! * 0.6 + 0.2 + bias.get(judgeId)! + (rng() - 0.5) * 0.2),
  ),
}));
const board = measure(() => buildLeaderboard(rubricLooks, { projectIds: projects.map((p) => p.id) }));
record('buildLeaderboard', board, `${PROJECTS} projects × ${rubricLooks.length} looks`);
const uncertain = measure(() => uncertaintyByProject(board.result.entries));
record('uncertaintyByProject', uncertain, 'neighbour overlaps, fed back to assignment');
const withUncertainty = measure(() => planAssignments({ ...midRound, uncertainty: uncertain.result }));
record(
  'planAssignments, half-way + uncertainty',
  withUncertainty,
  `${withUncertainty.result.looks.length} planned`,
);

// Pairwise: a round of 6,000 comparisons replayed, then the next comparison for every judge.
const comparisons = plan.result.looks.map(({ judgeId, projectId }, i) => {
  const other = plan.result.looks[(i + 1) % plan.result.looks.length]!.projectId;
  const [winnerId, loserId] =
    quality.get(projectId)! > quality.get(other)! ? [projectId, other] : [other, projectId];
  return { judgeId, winnerId, loserId };
});
const replay = measure(() => replayComparisons(comparisons, { projectIds: projects.map((p) => p.id) }));
record('replayComparisons', replay, `${comparisons.length} comparisons`);
const fit = measure(() => fitPairwiseModel(comparisons, { projectIds: projects.map((p) => p.id) }));
record('fitPairwiseModel', fit, `${comparisons.length} comparisons, second-order variances`);
const smallIds = projects.slice(0, 200).map((p) => p.id);
const small = new Set(smallIds);
// A round of 200 projects with 600 comparisons, within the exact inverse's limit.
const smallComparisons = comparisons
  .filter((c) => small.has(c.winnerId) || small.has(c.loserId))
  .map((c) => ({ ...c, winnerId: smallIds[c.winnerId % 200]!, loserId: smallIds[c.loserId % 200]! }))
  .slice(0, 600);
const smallFit = measure(() => fitPairwiseModel(smallComparisons, { projectIds: smallIds }));
record('fitPairwiseModel, 200 projects', smallFit, `${smallComparisons.length} comparisons, exact inverse`);
const previous = new Map(halfway.map((look) => [look.judgeId, look.projectId]));
const pairwise = measure(() =>
  judges.map((judge) => nextComparisonFor(judge.id, previous.get(judge.id) ?? null, midRound, replay.result)),
);
record('nextComparisonFor × 200', pairwise, `${(pairwise.median / JUDGES).toFixed(3)} ms per call`);

console.log(
  `\nJudging core, ${PROJECTS} projects, ${JUDGES} judges, target ${TARGET}; Node ${process.version}, ${RUNS} runs\n`,
);
console.table(rows);
