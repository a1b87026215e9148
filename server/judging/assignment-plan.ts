/**
 * A whole assignment plan for the organiser's view (or printed judging sheets): every project brought
 * to its target number of looks, every look given to the least-loaded judge allowed to see it, so
 * judge loads differ by at most one wherever conflicts allow.
 */
import {
  type AssignmentJudge,
  type AssignmentProject,
  type AssignmentState,
  countsAsLook,
  type Ineligibility,
  ineligibility,
  judgeUserId,
  lookCounts,
  type Pin,
} from './assignment-state';
import { hashKey } from './random';
import type { JudgeId, ProjectId, UserId } from './types';

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
 * Judges grouped by load, each group in a seeded order. A judge who gets a look moves to the back of
 * the next group, so equal loads take turns; finding the least-loaded eligible judge walks up from
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

  private move(judgeId: JudgeId, change: number) {
    const load = this.loads.get(judgeId)!;
    this.groups[load]!.delete(judgeId);
    this.place(judgeId, load + change);
  }

  addLook = (judgeId: JudgeId) => this.move(judgeId, 1);
  removeLook = (judgeId: JudgeId) => this.move(judgeId, -1);

  lightestLoad(): number {
    return this.groups.findIndex((group) => group.size > 0);
  }

  /** The least-loaded judge (up to maxLoad) that passes the test, in turn order. */
  lightestWhere(
    isEligible: (judgeId: JudgeId) => boolean,
    maxLoad = Number.POSITIVE_INFINITY,
  ): JudgeId | null {
    for (let load = 0; load < this.groups.length && load <= maxLoad; load++) {
      for (const judgeId of this.groups[load]!) if (isEligible(judgeId)) return judgeId;
    }
    return null;
  }
}

/** For each judge, the projects they may not be given: conflicts, their team's, and any seen before. */
function blockedProjects(state: AssignmentState): Map<JudgeId, Set<ProjectId>> {
  const projectsOfUser = new Map<UserId, ProjectId[]>();
  for (const project of state.projects) {
    for (const userId of project.teamUserIds) {
      const list = projectsOfUser.get(userId);
      if (list) list.push(project.id);
      else projectsOfUser.set(userId, [project.id]);
    }
  }
  const blocked = new Map<JudgeId, Set<ProjectId>>();
  for (const judge of state.judges) {
    const team = projectsOfUser.get(judgeUserId(judge)) ?? [];
    blocked.set(judge.id, new Set([...judge.conflictProjectIds, ...team]));
  }
  for (const look of state.looks) blocked.get(look.judgeId)?.add(look.projectId);
  return blocked;
}

function existingLoads(state: AssignmentState): Map<JudgeId, number> {
  const loads = new Map<JudgeId, number>();
  for (const look of state.looks) {
    if (countsAsLook(look.status)) loads.set(look.judgeId, (loads.get(look.judgeId) ?? 0) + 1);
  }
  return loads;
}

/**
 * The plan: pins first, then looks level by level (every project's first missing look before anyone's
 * second), each to the least-loaded judge allowed to see it; projects are shuffled (seeded) within a
 * level so judges meet different judges' projects, which the per-judge normalisation relies on.
 * Conflicts can still leave one judge two looks ahead of another: a repair pass then moves planned
 * looks from heavier to lighter judges allowed to take them until no such move remains.
 */
export function planAssignments(state: AssignmentState): AssignmentPlan {
  const counts = lookCounts(state.looks);
  const blocked = blockedProjects(state);
  const judges = new JudgesByLoad(state.judges, existingLoads(state), state.seed);
  const looks: PlannedLook[] = [];
  const shortfalls: AssignmentPlan['shortfalls'] = [];
  const rejectedPins: AssignmentPlan['rejectedPins'] = [];
  const assign = (judgeId: JudgeId, projectId: ProjectId, reason: PlannedLook['reason']) => {
    looks.push({ judgeId, projectId, reason });
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
    if (reason) rejectedPins.push({ ...pin, reason });
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
      if (judgeId === null) shortfalls.push({ projectId: project.id, missing: state.targetLooks - level });
      else assign(judgeId, project.id, 'needs-looks');
    }
    waiting = waiting.filter((project) => {
      const count = counts.get(project.id) ?? 0;
      return count > level && count < state.targetLooks;
    });
  }

  rebalance(looks, judges, blocked);
  const byJudge = new Map<JudgeId, ProjectId[]>();
  for (const { judgeId, projectId } of looks) {
    const planned = byJudge.get(judgeId);
    if (planned) planned.push(projectId);
    else byJudge.set(judgeId, [projectId]);
  }
  shortfalls.sort((a, b) => a.projectId - b.projectId);
  return { looks, byJudge, judgeLoads: judges.loads, shortfalls, rejectedPins };
}

/**
 * Evens out loads that conflicts left uneven. While some judge carries two looks more than another,
 * search (breadth first) for a chain of planned, unpinned looks to hand on: the heavy judge gives one
 * to a judge allowed to see it, who may pass one of theirs on, and so on until a judge at least two
 * looks lighter takes one. Only the two ends change load, so every chain lowers the sum of squared
 * loads and the loop ends. A balanced plan costs one scan; each search is O(looks · judges).
 */
function rebalance(looks: PlannedLook[], judges: JudgesByLoad, blocked: Map<JudgeId, Set<ProjectId>>) {
  const movable = new Map<JudgeId, PlannedLook[]>();
  for (const judgeId of judges.loads.keys()) movable.set(judgeId, []);
  for (const look of looks) if (look.reason !== 'pinned') movable.get(look.judgeId)!.push(look);
  const stuck = new Set<JudgeId>();
  for (;;) {
    const lightest = judges.lightestLoad();
    let heavy: JudgeId | null = null;
    for (const [judgeId, load] of judges.loads) {
      if (
        load - lightest >= 2 &&
        !stuck.has(judgeId) &&
        (heavy === null || load > judges.loads.get(heavy)!)
      ) {
        heavy = judgeId;
      }
    }
    if (heavy === null) return;
    const chain = findChain(heavy, judges, blocked, movable);
    if (!chain) {
      stuck.add(heavy);
      continue;
    }
    for (const { from, to, look } of chain) {
      blocked.get(from)!.delete(look.projectId);
      blocked.get(to)!.add(look.projectId);
      const list = movable.get(from)!;
      list.splice(list.indexOf(look), 1);
      movable.get(to)!.push(look);
      look.judgeId = to;
    }
    judges.removeLook(heavy);
    judges.addLook(chain.at(-1)!.to);
  }
}

type Handover = { from: JudgeId; to: JudgeId; look: PlannedLook };

function findChain(
  heavy: JudgeId,
  judges: JudgesByLoad,
  blocked: Map<JudgeId, Set<ProjectId>>,
  movable: Map<JudgeId, PlannedLook[]>,
): Handover[] | null {
  const limit = judges.loads.get(heavy)! - 2;
  const cameFrom = new Map<JudgeId, Handover | null>([[heavy, null]]);
  const queue = [heavy];
  for (let head = 0; head < queue.length; head++) {
    const from = queue[head]!;
    for (const look of movable.get(from)!) {
      for (const to of judges.loads.keys()) {
        if (cameFrom.has(to) || blocked.get(to)!.has(look.projectId)) continue;
        cameFrom.set(to, { from, to, look });
        if (judges.loads.get(to)! <= limit) {
          const chain: Handover[] = [];
          for (let step = cameFrom.get(to); step; step = cameFrom.get(step.from)) chain.unshift(step);
          return chain;
        }
        queue.push(to);
      }
    }
  }
  return null;
}
