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

/** One judge's history: every project they were given (any status) and the one they are at now. */
export function judgeHistory(judgeId: JudgeId, looks: readonly ExistingLook[]) {
  const seen = new Set<ProjectId>();
  let inProgress: ProjectId | null = null;
  let load = 0;
  for (const look of looks) {
    if (look.judgeId !== judgeId) continue;
    seen.add(look.projectId);
    if (countsAsLook(look.status)) load++;
    if (look.status === 'in-progress' && inProgress === null) inProgress = look.projectId;
  }
  return { seen, inProgress, load };
}

/**
 * Orders candidates by need: fewest looks, then least certain rank, then a seeded per-judge key (two
 * judges asking at the same moment get different projects), then id. Negative: a comes first.
 */
export function compareNeed(
  a: { projectId: ProjectId; looks: number; uncertainty: number; key: number },
  b: { projectId: ProjectId; looks: number; uncertainty: number; key: number },
): number {
  return a.looks - b.looks || b.uncertainty - a.uncertainty || a.key - b.key || a.projectId - b.projectId;
}

export interface Candidate {
  projectId: ProjectId;
  looks: number;
  uncertainty: number;
  key: number;
}

/** Every project the judge may still look at, with what compareNeed orders by. O(projects + looks). */
export function eligibleCandidates(
  judge: AssignmentJudge,
  state: AssignmentState,
  counts: ReadonlyMap<ProjectId, number>,
  seen: ReadonlySet<ProjectId>,
  accept: (project: AssignmentProject) => boolean = () => true,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const project of state.projects) {
    if (!accept(project) || ineligibility(judge, project, seen) !== null) continue;
    candidates.push({
      projectId: project.id,
      looks: counts.get(project.id) ?? 0,
      uncertainty: state.uncertainty?.get(project.id) ?? 0,
      key: hashKey(state.seed, judge.id, project.id),
    });
  }
  return candidates;
}

/** The candidate compareNeed puts first, found in one pass (no sort). */
export function neediest(candidates: readonly Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const candidate of candidates) if (!best || compareNeed(candidate, best) < 0) best = candidate;
  return best;
}
