/**
 * What assignment works from: the round's projects, judges and looks as plain rows, and the rules
 * that decide whether a judge may look at a project. Shared by assignment.ts (rubric looks and the
 * organiser's plan) and pairwise-assignment.ts (the next project to compare).
 */
import { hashKey } from './random';
import type { CategoryId, JudgeId, ProjectId, UserId } from './types';

export type LookStatus = 'done' | 'in-progress' | 'skipped';

export interface AssignmentProject {
  id: ProjectId;
  /** Users on the project's team: none of them may judge it. */
  teamUserIds: readonly UserId[];
  categoryId?: CategoryId | null;
  /**
   * The tracks (prize categories) the project competes in, when they are more than `categoryId`: a
   * pairwise chain compares it with projects of any track it shares. Defaults to `categoryId`.
   */
  trackIds?: readonly CategoryId[];
}

/** The project's tracks: `trackIds`, else its category, else none (one chain for every such project). */
export function tracksOf(project: AssignmentProject): readonly CategoryId[] {
  return project.trackIds ?? (project.categoryId != null ? [project.categoryId] : []);
}

/** Whether `project` may be compared with `previous`: the previous one has no track, or they share one. */
export function shareTrack(previous: AssignmentProject, project: AssignmentProject): boolean {
  const tracks = tracksOf(previous);
  return tracks.length === 0 || tracksOf(project).some((track) => tracks.includes(track));
}

export interface AssignmentJudge {
  id: JudgeId;
  /** The judge's user account, for the team rule; defaults to `id` when judges are identified by user. */
  userId?: UserId;
  /** Projects the judge declared a conflict of interest with. */
  conflictProjectIds: readonly ProjectId[];
}

export interface ExistingLook {
  judgeId: JudgeId;
  projectId: ProjectId;
  status: LookStatus;
}

/** An organiser's instruction that this judge looks at this project (served before anything else). */
export interface Pin {
  judgeId: JudgeId;
  projectId: ProjectId;
}

export interface AssignmentState {
  projects: readonly AssignmentProject[];
  judges: readonly AssignmentJudge[];
  looks: readonly ExistingLook[];
  /** Looks each project should get. */
  targetLooks: number;
  pins?: readonly Pin[];
  /** How unsettled each project's rank is (higher = less certain), e.g. uncertaintyByProject(). */
  uncertainty?: ReadonlyMap<ProjectId, number>;
  /** Seed of every tie-break: the same state and seed always give the same answer. */
  seed: number;
}

/** Why a judge may not look at a project; null when they may. */
export type Ineligibility = 'conflict' | 'team-member' | 'already-seen';

/** Done and in-progress looks count: a look being made now will be done soon. Skipped ones do not. */
export function countsAsLook(status: LookStatus): boolean {
  return status !== 'skipped';
}

export function judgeUserId(judge: AssignmentJudge): UserId {
  return judge.userId ?? judge.id;
}

export function ineligibility(
  judge: AssignmentJudge,
  project: AssignmentProject,
  seenByJudge: ReadonlySet<ProjectId>,
): Ineligibility | null {
  if (judge.conflictProjectIds.includes(project.id)) return 'conflict';
  if (project.teamUserIds.includes(judgeUserId(judge))) return 'team-member';
  if (seenByJudge.has(project.id)) return 'already-seen';
  return null;
}

/** Looks per project that count towards its target. */
export function lookCounts(looks: readonly ExistingLook[]): Map<ProjectId, number> {
  const counts = new Map<ProjectId, number>();
  for (const look of looks) {
    if (countsAsLook(look.status)) counts.set(look.projectId, (counts.get(look.projectId) ?? 0) + 1);
  }
  return counts;
}

/**
 * Everything "what next for this judge?" needs, from one pass over the round's looks: how many looks
 * each project has, and the judge's own history (every project they were given, in any status).
 */
export interface JudgeView {
  judge: AssignmentJudge;
  counts: Map<ProjectId, number>;
  seen: Set<ProjectId>;
  /** The project the judge is at now, if any. */
  inProgress: ProjectId | null;
  /** Done and in-progress looks of the judge. */
  load: number;
  conflicts: Set<ProjectId>;
}

export function judgeView(judgeId: JudgeId, state: AssignmentState): JudgeView | null {
  const judge = state.judges.find((candidate) => candidate.id === judgeId);
  if (!judge) return null;
  const counts = new Map<ProjectId, number>();
  const seen = new Set<ProjectId>();
  let inProgress: ProjectId | null = null;
  let load = 0;
  for (const look of state.looks) {
    const counted = countsAsLook(look.status);
    if (counted) counts.set(look.projectId, (counts.get(look.projectId) ?? 0) + 1);
    if (look.judgeId !== judgeId) continue;
    seen.add(look.projectId);
    if (counted) load++;
    if (look.status === 'in-progress' && inProgress === null) inProgress = look.projectId;
  }
  return { judge, counts, seen, inProgress, load, conflicts: new Set(judge.conflictProjectIds) };
}

/** The hard rules, checked with the view's sets (the hot path of every request). */
export function mayLook(view: JudgeView, project: AssignmentProject): boolean {
  return (
    !view.seen.has(project.id) &&
    !view.conflicts.has(project.id) &&
    !project.teamUserIds.includes(judgeUserId(view.judge))
  );
}

export interface Candidate {
  projectId: ProjectId;
  looks: number;
  /** Looks still owed to the target, counted as looks up to it: past the target every project is even. */
  need: number;
  uncertainty: number;
  /** Seeded per judge and project: two judges asking at the same moment get different projects. */
  key: number;
}

/**
 * Orders candidates by need: fewest looks up to the target, then least certain place (past the target
 * this decides: extra looks go where the places that matter are unsettled), then fewest looks, then
 * seeded key, then id.
 */
export function compareNeed(a: Candidate, b: Candidate): number {
  return (
    a.need - b.need ||
    b.uncertainty - a.uncertainty ||
    a.looks - b.looks ||
    a.key - b.key ||
    a.projectId - b.projectId
  );
}

function candidateOf(view: JudgeView, state: AssignmentState, project: AssignmentProject): Candidate {
  const looks = view.counts.get(project.id) ?? 0;
  return {
    projectId: project.id,
    looks,
    need: Math.min(looks, state.targetLooks),
    uncertainty: state.uncertainty?.get(project.id) ?? 0,
    key: hashKey(state.seed, view.judge.id, project.id),
  };
}

/** Every project the judge may still look at (and `accept` lets through), as candidates. */
export function eligibleCandidates(
  view: JudgeView,
  state: AssignmentState,
  accept: (project: AssignmentProject) => boolean = () => true,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const project of state.projects) {
    if (accept(project) && mayLook(view, project)) candidates.push(candidateOf(view, state, project));
  }
  return candidates;
}

/**
 * The candidate compareNeed puts first, in one pass without sorting or building a list: a project
 * with more looks than the best so far is dismissed before any other check.
 */
export function neediestFor(view: JudgeView, state: AssignmentState): Candidate | null {
  let best: Candidate | null = null;
  for (const project of state.projects) {
    if (best && Math.min(view.counts.get(project.id) ?? 0, state.targetLooks) > best.need) continue;
    if (!mayLook(view, project)) continue;
    const candidate = candidateOf(view, state, project);
    if (!best || compareNeed(candidate, best) < 0) best = candidate;
  }
  return best;
}
