/**
 * The next project in pairwise mode. A judge walks a chain: having looked at project A, they are sent
 * to project B and asked "better or worse than A?", then to C compared with B, and so on (as in
 * Gavel). B is the eligible project whose comparison with A we expect to teach the most (Crowd BT
 * expected information gain), except that projects still under their target number of looks go first
 * and, with a small seeded probability, a random eligible project is picked to keep exploring.
 */
import { type NextProject, startedOrPinned } from './assignment';
import {
  type AssignmentState,
  type Candidate,
  compareNeed,
  eligibleCandidates,
  type JudgeView,
  judgeView,
  neediestFor,
  shareTrack,
  tracksOf,
} from './assignment-state';
import { type CrowdBtState, judgeBelief, projectBelief } from './crowd-bt';
import { expectedInformationGain } from './crowd-bt-information-gain';
import { createRng, hashKey } from './random';
import type { CategoryId, JudgeId, ProjectId } from './types';

/** Gavel explores at random a quarter of the time so no project is starved by greedy choices. */
export const DEFAULT_EXPLORATION_RATE = 0.25;

export interface NextComparison extends NextProject {
  /** The project it is compared with (the judge's previous one); null for the first of a chain. */
  comparedWithId: ProjectId | null;
  /** How the project was chosen among the eligible ones. */
  choice: 'first-of-chain' | 'in-progress' | 'pinned' | 'information-gain' | 'exploration';
}

export interface NextComparisonOptions {
  /** Chance of a random (seeded) eligible project instead of the most informative one. */
  explorationRate?: number;
}

/**
 * The project a judge should compare with `previousProjectId` (their last finished look), or null
 * when no eligible project remains. Comparisons stay within the previous project's category when it
 * has one: comparing a robot with a poem teaches nothing. Without a previous project, or when the
 * category has nothing left for this judge, a new chain starts where nextProjectFor says (the service
 * then records no comparison for that first look).
 */
export function nextComparisonFor(
  judgeId: JudgeId,
  previousProjectId: ProjectId | null,
  state: AssignmentState,
  beliefs: CrowdBtState,
  options: NextComparisonOptions = {},
): NextComparison | null {
  const view = judgeView(judgeId, state);
  if (!view) return null;
  const previous = state.projects.find((project) => project.id === previousProjectId);
  const started = startedOrPinned(view, state);
  if (started) {
    const project = state.projects.find((candidate) => candidate.id === started.projectId);
    const isComparable =
      previous !== undefined &&
      project !== undefined &&
      previous.id !== started.projectId &&
      shareTrack(previous, project);
    return { ...started, comparedWithId: isComparable ? previous.id : null, choice: started.reason };
  }
  const startChain = (): NextComparison | null => {
    const best = neediestFor(view, state);
    return best && { ...asNext(best), comparedWithId: null, choice: 'first-of-chain' };
  };
  if (!previous) return startChain();

  // Tracks: the chain stays in a track the previous project competes in, the one still owing most
  // looks; when none of them owes any and another track does, a new chain starts in that one.
  const tracks = tracksOf(previous);
  const comparable = eligibleCandidates(
    view,
    state,
    (project) => project.id !== previous.id && shareTrack(previous, project),
  );
  const trackOf = new Map(state.projects.map((project) => [project.id, tracksOf(project)]));
  const underTarget = comparable.filter((candidate) => candidate.looks < state.targetLooks);
  if (underTarget.length === 0 && comparable.length > 0) {
    const elsewhere = neediestTrackStart(view, state, trackOf);
    if (elsewhere) return { ...asNext(elsewhere), comparedWithId: null, choice: 'first-of-chain' };
  }
  const track = tracks.length > 1 ? neediestTrack(underTarget, trackOf, state.targetLooks, tracks) : null;
  const inTrack =
    track === null ? underTarget : underTarget.filter((c) => trackOf.get(c.projectId)!.includes(track));
  const pool = inTrack.length > 0 ? inTrack : comparable;
  // Nothing left to compare with in these tracks: start a new chain where a look is needed most.
  if (pool.length === 0) return startChain();

  // Seeded by the judge's progress, so a reload asks the same question and the next step differs.
  const rng = createRng(hashKey(state.seed, judgeId, view.load));
  if (rng() < (options.explorationRate ?? DEFAULT_EXPLORATION_RATE)) {
    const pick = pool.reduce((best, candidate) => (candidate.key < best.key ? candidate : best));
    return { ...asNext(pick), comparedWithId: previous.id, choice: 'exploration' };
  }
  const judge = judgeBelief(beliefs, judgeId);
  const previousBelief = projectBelief(beliefs, previous.id);
  let best = pool[0]!;
  let bestGain = Number.NEGATIVE_INFINITY;
  for (const candidate of pool) {
    const belief = projectBelief(beliefs, candidate.projectId);
    // Past the target, information counts where places that decide prizes are unsettled.
    const weight = inTrack.length > 0 ? 1 : 0.1 + candidate.uncertainty;
    const gain = weight * expectedInformationGain(judge, previousBelief, belief, beliefs.parameters);
    // Equal gains (common before any comparison) fall back to the neediest-first order.
    if (gain > bestGain + 1e-12 || (Math.abs(gain - bestGain) <= 1e-12 && compareNeed(candidate, best) < 0)) {
      best = candidate;
      bestGain = gain;
    }
  }
  return { ...asNext(best), comparedWithId: previous.id, choice: 'information-gain' };
}

/** Looks still owed to the target by the candidates of each track (a candidate counts in each of its tracks). */
function owedByTrack(
  candidates: readonly Candidate[],
  trackOf: ReadonlyMap<ProjectId, readonly CategoryId[]>,
  target: number,
): Map<CategoryId | null, number> {
  const owed = new Map<CategoryId | null, number>();
  for (const candidate of candidates) {
    const tracks = trackOf.get(candidate.projectId) ?? [];
    const missing = Math.max(0, target - candidate.looks);
    for (const track of tracks.length ? tracks : [null]) owed.set(track, (owed.get(track) ?? 0) + missing);
  }
  return owed;
}

/** Among `among`, the track owing most looks (ties: the first listed). */
function neediestTrack(
  candidates: readonly Candidate[],
  trackOf: ReadonlyMap<ProjectId, readonly CategoryId[]>,
  target: number,
  among: readonly CategoryId[],
): CategoryId | null {
  const owed = owedByTrack(candidates, trackOf, target);
  let best: CategoryId | null = null;
  for (const track of among)
    if (best === null || (owed.get(track) ?? 0) > (owed.get(best) ?? 0)) best = track;
  return best;
}

/**
 * A new chain's first project in the track owing most looks among those this judge may see, the
 * neediest project there; null when no track owes any.
 */
function neediestTrackStart(
  view: JudgeView,
  state: AssignmentState,
  trackOf: ReadonlyMap<ProjectId, readonly CategoryId[]>,
): Candidate | null {
  const candidates = eligibleCandidates(view, state).filter(
    (candidate) => candidate.looks < state.targetLooks,
  );
  const owed = owedByTrack(candidates, trackOf, state.targetLooks);
  let track: CategoryId | null | undefined;
  for (const [key, missing] of owed)
    if (missing > 0 && (track === undefined || missing > owed.get(track)!)) track = key;
  if (track === undefined) return null;
  const inTrack = candidates.filter((candidate) => {
    const tracks = trackOf.get(candidate.projectId) ?? [];
    return track === null ? tracks.length === 0 : tracks.includes(track);
  });
  return inTrack.reduce<Candidate | null>((best, c) => (!best || compareNeed(c, best) < 0 ? c : best), null);
}

function asNext(candidate: Candidate): NextProject {
  return { projectId: candidate.projectId, reason: 'needs-looks', looks: candidate.looks };
}
