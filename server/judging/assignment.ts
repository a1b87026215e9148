/**
 * Assignment of projects to judges. Hard rules: a judge never looks at a project of their own team,
 * one they declared a conflict with, or one they were already given. Within those rules the project
 * that most needs a look goes first (fewest looks, then least certain rank, then a seeded tie-break),
 * and in a whole plan each look goes to the least-loaded judge, so loads differ by at most one
 * wherever the conflicts allow.
 */
import {
  type AssignmentJudge,
  type AssignmentProject,
  type AssignmentState,
  countsAsLook,
  eligibleCandidates,
  type Ineligibility,
  ineligibility,
  judgeHistory,
  judgeUserId,
  lookCounts,
  neediest,
  type Pin,
} from './assignment-state';
import { hashKey } from './random';
import type { JudgeId, ProjectId } from './types';

export * from './assignment-state';

export type NextProjectReason = 'in-progress' | 'pinned' | 'needs-looks';

export interface NextProject {
  projectId: ProjectId;
  reason: NextProjectReason;
  /** Looks the project has (done and in progress) before this one. */
  looks: number;
}

/**
 * The project a judge should look at next, or null when none is left for them. Their unfinished look
 * comes first, then the organiser's pins, then the project that most needs a look. One pass over the
 * looks and one over the projects: O(projects + looks), no sorting.
 */
export function nextProjectFor(judgeId: JudgeId, state: AssignmentState): NextProject | null {
  const judge = state.judges.find((candidate) => candidate.id === judgeId);
  if (!judge) return null;
  const counts = lookCounts(state.looks);
  const { seen, inProgress } = judgeHistory(judgeId, state.looks);
  if (inProgress !== null) {
    // It counts itself among its looks already.
    return { projectId: inProgress, reason: 'in-progress', looks: (counts.get(inProgress) ?? 1) - 1 };
  }
  const projectsById = new Map(state.projects.map((project) => [project.id, project]));
  for (const pin of state.pins ?? []) {
    const project = projectsById.get(pin.projectId);
    if (pin.judgeId === judgeId && project && ineligibility(judge, project, seen) === null) {
      return { projectId: project.id, reason: 'pinned', looks: counts.get(project.id) ?? 0 };
    }
  }
  const best = neediest(eligibleCandidates(judge, state, counts, seen));
  return best && { projectId: best.projectId, reason: 'needs-looks', looks: best.looks };
}

export interface PlannedLook {
  judgeId: JudgeId;
  projectId: ProjectId;
  reason: 'pinned' | 'needs-looks';
}

export type RejectedPinReason = Ineligibility | 'unknown-judge' | 'unknown-project';

export interface AssignmentPlan {
  /** New looks in the order they should happen (the neediest projects first). */
  looks: PlannedLook[];
  /** Each judge's planned projects, in order. */
  byJudge: Map<JudgeId, ProjectId[]>;
  /** Existing (done and in-progress) plus planned looks per judge. */
  judgeLoads: Map<JudgeId, number>;
  /** Projects that cannot reach the target: too few judges may see them. */
  shortfalls: { projectId: ProjectId; missing: number }[];
  rejectedPins: (Pin & { reason: RejectedPinReason })[];
}

/**
 * Judges grouped by load, each group in a seeded order; a judge who gets a look moves to the back of
 * the next group, so equal loads take turns. Finding the least-loaded eligible judge walks up from
 * the lightest group and only skips judges who may not see the project.
 */
class JudgesByLoad {
  private readonly groups: Set<JudgeId>[] = [];
  readonly loads = new Map<JudgeId, number>();

  constructor(judges: readonly AssignmentJudge[], initialLoads: ReadonlyMap<JudgeId, number>, seed: number) {
    const order = [...judges].sort((a, b) => hashKey(seed, a.id) - hashKey(seed, b.id) || a.id - b.id);
    for (const judge of order) this.place(judge.id, initialLoads.get(judge.id) ?? 0);
  }

  private place(judgeId: JudgeId, load: number) {
    this.loads.set(judgeId, load);
    while (this.groups.length <= load) this.groups.push(new Set());
    this.groups[load]!.add(judgeId);
  }

  lightestWhere(isEligible: (judgeId: JudgeId) => boolean): JudgeId | null {
    for (const group of this.groups) for (const judgeId of group) if (isEligible(judgeId)) return judgeId;
    return null;
  }

  addLook(judgeId: JudgeId) {
    const load = this.loads.get(judgeId)!;
    this.groups[load]!.delete(judgeId);
    this.place(judgeId, load + 1);
  }
}

function blockedProjects(state: AssignmentState): Map<JudgeId, Set<ProjectId>> {
  const projectsOfUser = new Map<number, ProjectId[]>();
  for (const project of state.projects) {
    for (const userId of project.teamUserIds) {
      const list = projectsOfUser.get(userId);
      if (list) list.push(project.id);
      else projectsOfUser.set(userId, [project.id]);
    }
  }
  const blocked = new Map<JudgeId, Set<ProjectId>>();
  for (const judge of state.judges) {
    blocked.set(
      judge.id,
      new Set([...judge.conflictProjectIds, ...(projectsOfUser.get(judgeUserId(judge)) ?? [])]),
    );
  }
  for (const look of state.looks) blocked.get(look.judgeId)?.add(look.projectId);
  return blocked;
}

/**
 * A whole plan that brings every project to the target: pins first, then looks level by level (every
 * project's first missing look before anyone's second), each to the least-loaded judge allowed to see
 * it. Projects are shuffled (seeded) within a level so judges are mixed across projects, which the
 * per-judge normalisation relies on. O(projects·target·log projects + looks + skipped judges).
 */
export function planAssignments(state: AssignmentState): AssignmentPlan {
  const counts = lookCounts(state.looks);
  const blocked = blockedProjects(state);
  const judgeLoads = new Map<JudgeId, number>();
  for (const look of state.looks) {
    if (countsAsLook(look.status)) judgeLoads.set(look.judgeId, (judgeLoads.get(look.judgeId) ?? 0) + 1);
  }
  const judges = new JudgesByLoad(state.judges, judgeLoads, state.seed);
  const plan: AssignmentPlan = {
    looks: [],
    byJudge: new Map(),
    judgeLoads: judges.loads,
    shortfalls: [],
    rejectedPins: [],
  };
  const assign = (judgeId: JudgeId, projectId: ProjectId, reason: PlannedLook['reason']) => {
    plan.looks.push({ judgeId, projectId, reason });
    const planned = plan.byJudge.get(judgeId);
    if (planned) planned.push(projectId);
    else plan.byJudge.set(judgeId, [projectId]);
    blocked.get(judgeId)!.add(projectId);
    counts.set(projectId, (counts.get(projectId) ?? 0) + 1);
    judges.addLook(judgeId);
  };

  const projectsById = new Map(state.projects.map((project) => [project.id, project]));
  const judgesById = new Map(state.judges.map((judge) => [judge.id, judge]));
  for (const pin of state.pins ?? []) {
    const judge = judgesById.get(pin.judgeId);
    const project = projectsById.get(pin.projectId);
    // Conflicts and teams are checked first, so 'already-seen' really means seen (or pinned twice).
    const reason: RejectedPinReason | null = !judge
      ? 'unknown-judge'
      : !project
        ? 'unknown-project'
        : ineligibility(judge, project, blocked.get(judge.id)!);
    if (reason) plan.rejectedPins.push({ ...pin, reason });
    else assign(pin.judgeId, pin.projectId, 'pinned');
  }

  const uncertainty = (project: AssignmentProject) => state.uncertainty?.get(project.id) ?? 0;
  let waiting = state.projects.filter((project) => (counts.get(project.id) ?? 0) < state.targetLooks);
  for (let level = 0; level < state.targetLooks && waiting.length > 0; level++) {
    const atLevel = waiting
      .filter((project) => (counts.get(project.id) ?? 0) === level)
      .sort(
        (a, b) =>
          uncertainty(b) - uncertainty(a) ||
          hashKey(state.seed, level, a.id) - hashKey(state.seed, level, b.id) ||
          a.id - b.id,
      );
    for (const project of atLevel) {
      const judgeId = judges.lightestWhere((id) => !blocked.get(id)!.has(project.id));
      if (judgeId === null) {
        plan.shortfalls.push({ projectId: project.id, missing: state.targetLooks - level });
      } else assign(judgeId, project.id, 'needs-looks');
    }
    waiting = waiting.filter((project) => {
      const looks = counts.get(project.id) ?? 0;
      return looks > level && looks < state.targetLooks;
    });
  }
  plan.shortfalls.sort((a, b) => a.projectId - b.projectId);
  return plan;
}
