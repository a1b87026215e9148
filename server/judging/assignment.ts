/**
 * Assignment of projects to judges. Hard rules: a judge never looks at a project of their own team,
 * one they declared a conflict with, or one they were already given. Within those rules the project
 * that most needs a look goes first (fewest looks, then least certain rank, then a seeded tie-break).
 * This module answers "what next?" for one judge per request; planAssignments (assignment-plan.ts,
 * re-exported here) lays out a whole balanced round for the organiser.
 */
import {
  type AssignmentState,
  eligibleCandidates,
  ineligibility,
  judgeHistory,
  lookCounts,
  neediest,
} from './assignment-state';
import type { JudgeId, ProjectId } from './types';

export * from './assignment-plan';
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
