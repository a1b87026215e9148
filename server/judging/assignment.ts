/**
 * Assignment of projects to judges. Hard rules: a judge never looks at a project of their own team,
 * one they declared a conflict with, or one they were already given. Within those rules the project
 * that most needs a look goes first (fewest looks, then least certain rank, then a seeded tie-break).
 * This module answers "what next?" for one judge per request; planAssignments (assignment-plan.ts,
 * re-exported here) lays out a whole balanced round for the organiser.
 */
import {
  type AssignmentState,
  ineligibility,
  type JudgeView,
  judgeView,
  neediestFor,
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

/** The judge's unfinished look, else their first pin they may still take; null when neither. */
export function startedOrPinned(
  view: JudgeView,
  state: AssignmentState,
): (NextProject & { reason: 'in-progress' | 'pinned' }) | null {
  const { inProgress, counts, judge, seen } = view;
  if (inProgress !== null) {
    // It counts itself among its looks already.
    return { projectId: inProgress, reason: 'in-progress', looks: (counts.get(inProgress) ?? 1) - 1 };
  }
  for (const pin of state.pins ?? []) {
    if (pin.judgeId !== judge.id) continue;
    const project = state.projects.find((candidate) => candidate.id === pin.projectId);
    if (project && ineligibility(judge, project, seen) === null) {
      return { projectId: project.id, reason: 'pinned', looks: counts.get(project.id) ?? 0 };
    }
  }
  return null;
}

/**
 * The project a judge should look at next, or null when none is left for them. Their unfinished look
 * comes first, then the organiser's pins, then the project that most needs a look. One pass over the
 * looks and one over the projects: O(projects + looks), no sorting.
 */
export function nextProjectFor(judgeId: JudgeId, state: AssignmentState): NextProject | null {
  const view = judgeView(judgeId, state);
  if (!view) return null;
  const started = startedOrPinned(view, state);
  if (started) return started;
  const best = neediestFor(view, state);
  return best && { projectId: best.projectId, reason: 'needs-looks', looks: best.looks };
}
