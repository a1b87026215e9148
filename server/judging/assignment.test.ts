import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AssignmentPlan,
  type AssignmentState,
  type ExistingLook,
  type LookStatus,
  nextProjectFor,
  planAssignments,
} from './assignment';
import { createRng } from './random';

/** Projects 1..p with a one-person team each (users 1001..), judges 1..j without conflicts. */
function simpleState(p: number, j: number, overrides: Partial<AssignmentState> = {}): AssignmentState {
  return {
    projects: Array.from({ length: p }, (_, i) => ({ id: i + 1, teamUserIds: [1001 + i] })),
    judges: Array.from({ length: j }, (_, i) => ({ id: i + 1, conflictProjectIds: [] })),
    looks: [],
    targetLooks: 3,
    seed: 1,
    ...overrides,
  };
}

const look = (judgeId: number, projectId: number, status: LookStatus = 'done'): ExistingLook => ({
  judgeId,
  projectId,
  status,
});

/** A random round: teams that include some judges, declared conflicts, looks already made. */
function randomState(
  seed: number,
  sizes: { projects: number; judges: number; target: number; looks: number },
) {
  const rng = createRng(seed);
  const pick = (n: number) => 1 + Math.floor(rng() * n);
  const projects = Array.from({ length: sizes.projects }, (_, i) => ({
    id: i + 1,
    teamUserIds: [5000 + i, ...(rng() < 0.2 ? [pick(sizes.judges)] : [])],
    categoryId: pick(3),
  }));
  const judges = Array.from({ length: sizes.judges }, (_, i) => ({
    id: i + 1,
    conflictProjectIds: Array.from({ length: Math.floor(rng() * 3) }, () => pick(sizes.projects)),
  }));
  const statuses: LookStatus[] = ['done', 'in-progress', 'skipped'];
  const looks: ExistingLook[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < sizes.looks; i++) {
    const [judgeId, projectId] = [pick(sizes.judges), pick(sizes.projects)];
    const key = `${judgeId}:${projectId}`;
    if (taken.has(key)) continue;
    taken.add(key);
    looks.push(look(judgeId, projectId, statuses[Math.floor(rng() * 3)]!));
  }
  return { projects, judges, looks, targetLooks: sizes.target, seed };
}

function mayLook(state: AssignmentState, judgeId: number, projectId: number): boolean {
  const judge = state.judges.find((candidate) => candidate.id === judgeId)!;
  const project = state.projects.find((candidate) => candidate.id === projectId)!;
  return (
    !judge.conflictProjectIds.includes(projectId) &&
    !project.teamUserIds.includes(judge.userId ?? judge.id) &&
    !state.looks.some((existing) => existing.judgeId === judgeId && existing.projectId === projectId)
  );
}

/** Checks every hard rule and the target of a plan, independently of how the plan was made. */
function expectValidPlan(state: AssignmentState, plan: AssignmentPlan) {
  const pairs = new Set<string>();
  for (const planned of plan.looks) {
    expect(mayLook(state, planned.judgeId, planned.projectId)).toBe(true);
    const key = `${planned.judgeId}:${planned.projectId}`;
    expect(pairs.has(key)).toBe(false);
    pairs.add(key);
  }
  const shortfalls = new Map(plan.shortfalls.map((item) => [item.projectId, item.missing]));
  for (const project of state.projects) {
    const existing = state.looks.filter((l) => l.projectId === project.id && l.status !== 'skipped').length;
    const planned = plan.looks.filter((l) => l.projectId === project.id).length;
    const missing = shortfalls.get(project.id) ?? 0;
    expect(existing + planned + missing).toBe(Math.max(state.targetLooks, existing));
    if (missing > 0) {
      // Short only when every judge allowed to see the project is already on it.
      const allowed = state.judges.filter((judge) => mayLook(state, judge.id, project.id)).length;
      expect(planned).toBe(allowed);
    }
  }
  for (const judge of state.judges) {
    const existing = state.looks.filter((l) => l.judgeId === judge.id && l.status !== 'skipped').length;
    const planned = plan.looks.filter((l) => l.judgeId === judge.id).length;
    expect(plan.judgeLoads.get(judge.id)).toBe(existing + planned);
    expect(plan.byJudge.get(judge.id) ?? []).toEqual(
      plan.looks.filter((l) => l.judgeId === judge.id).map((l) => l.projectId),
    );
  }
}

const spread = (plan: AssignmentPlan) =>
  Math.max(...plan.judgeLoads.values()) - Math.min(...plan.judgeLoads.values());

describe('planAssignments', () => {
  it('never breaks a rule and reaches every target it can, on random rounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.record({
          projects: fc.integer({ min: 1, max: 40 }),
          judges: fc.integer({ min: 1, max: 15 }),
          target: fc.integer({ min: 1, max: 5 }),
          looks: fc.integer({ min: 0, max: 60 }),
        }),
        (seed, sizes) => {
          const state = randomState(seed, sizes);
          expectValidPlan(state, planAssignments(state));
        },
      ),
      { seed: 20_261_124, numRuns: 200 },
    );
  });

  it('balances loads to within one look when conflicts leave room', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 10, max: 120 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 2, max: 16 }),
        (seed, projects, target, spareJudges) => {
          const sizes = { projects, judges: target + spareJudges, target, looks: 0 };
          const state = { ...randomState(seed, sizes), looks: [] };
          const plan = planAssignments(state);
          expectValidPlan(state, plan);
          expect(spread(plan)).toBeLessThanOrEqual(1);
        },
      ),
      { seed: 7, numRuns: 200 },
    );
  });

  it('gives the extra looks to the judges who have done least so far', () => {
    const state = simpleState(9, 3, {
      targetLooks: 1,
      looks: [look(1, 1), look(1, 2), look(1, 3), look(2, 4, 'in-progress'), look(3, 5, 'skipped')],
    });
    const plan = planAssignments(state);
    expectValidPlan(state, plan);
    expect(plan.byJudge.get(1)).toBeUndefined();
    expect(plan.judgeLoads).toEqual(
      new Map([
        [1, 3],
        [2, 3],
        [3, 3],
      ]),
    );
  });

  it('reports projects too few judges may see', () => {
    const state = simpleState(2, 3, {
      judges: [
        { id: 1, conflictProjectIds: [1] },
        { id: 2, conflictProjectIds: [] },
        { id: 3, userId: 1001, conflictProjectIds: [] },
      ],
    });
    const plan = planAssignments(state);
    expectValidPlan(state, plan);
    expect(plan.shortfalls).toEqual([{ projectId: 1, missing: 2 }]);
    expect(plan.looks.filter((l) => l.projectId === 2)).toHaveLength(3);
  });

  it('plans pins first and refuses the ones that break a rule, saying why', () => {
    const state = simpleState(3, 3, {
      judges: [
        { id: 1, conflictProjectIds: [2] },
        { id: 2, userId: 1003, conflictProjectIds: [] },
        { id: 3, conflictProjectIds: [] },
      ],
      looks: [look(3, 1, 'skipped')],
      pins: [
        { judgeId: 2, projectId: 1 },
        { judgeId: 1, projectId: 2 },
        { judgeId: 2, projectId: 3 },
        { judgeId: 3, projectId: 1 },
        { judgeId: 9, projectId: 1 },
        { judgeId: 3, projectId: 9 },
        { judgeId: 2, projectId: 1 },
      ],
      targetLooks: 1,
    });
    const plan = planAssignments(state);
    expect(plan.looks[0]).toEqual({ judgeId: 2, projectId: 1, reason: 'pinned' });
    expect(plan.rejectedPins.map((pin) => pin.reason)).toEqual([
      'conflict',
      'team-member',
      'already-seen',
      'unknown-judge',
      'unknown-project',
      'already-seen',
    ]);
    expectValidPlan(state, plan);
  });

  it('gives the same plan for the same seed and mixes judges differently for another', () => {
    const state = simpleState(30, 6);
    expect(planAssignments(state)).toEqual(planAssignments(state));
    expect(planAssignments({ ...state, seed: 2 }).looks).not.toEqual(planAssignments(state).looks);
  });

  it('starts with the least certain projects among those with equal looks', () => {
    const uncertainty = new Map([
      [4, 0.9],
      [2, 0.5],
    ]);
    const plan = planAssignments(simpleState(5, 2, { targetLooks: 1, uncertainty }));
    expect(plan.looks.slice(0, 2).map((l) => l.projectId)).toEqual([4, 2]);
  });
});

describe('nextProjectFor', () => {
  it('sends a judge to the project with the fewest looks, counting in-progress but not skipped ones', () => {
    const state = simpleState(3, 4, {
      looks: [look(2, 1), look(3, 2, 'in-progress'), look(4, 3, 'skipped'), look(2, 3, 'skipped')],
    });
    expect(nextProjectFor(1, state)).toEqual({ projectId: 3, reason: 'needs-looks', looks: 0 });
  });

  it('keeps a judge on their unfinished look, then serves their pins', () => {
    const state = simpleState(4, 2, {
      looks: [look(1, 2, 'in-progress')],
      pins: [{ judgeId: 2, projectId: 4 }],
    });
    expect(nextProjectFor(1, state)).toEqual({ projectId: 2, reason: 'in-progress', looks: 0 });
    expect(nextProjectFor(2, state)).toEqual({ projectId: 4, reason: 'pinned', looks: 0 });
  });

  it('skips pins that break a rule', () => {
    const state = simpleState(3, 1, {
      judges: [{ id: 1, conflictProjectIds: [3] }],
      pins: [{ judgeId: 1, projectId: 3 }],
      looks: [look(1, 1)],
    });
    expect(nextProjectFor(1, state)).toEqual({ projectId: 2, reason: 'needs-looks', looks: 0 });
  });

  it('breaks ties by uncertainty, then by a seeded key that differs between judges', () => {
    const uncertainty = new Map([[7, 0.8]]);
    expect(nextProjectFor(1, simpleState(10, 1, { uncertainty }))!.projectId).toBe(7);
    const state = simpleState(50, 10);
    const picks = state.judges.map((judge) => nextProjectFor(judge.id, state)!.projectId);
    expect(new Set(picks).size).toBeGreaterThan(5);
    expect(state.judges.map((judge) => nextProjectFor(judge.id, state)!.projectId)).toEqual(picks);
  });

  it('never offers a conflict, a team project or a project seen before, and says when nothing is left', () => {
    const state = simpleState(4, 1, {
      judges: [{ id: 1, userId: 1002, conflictProjectIds: [1] }],
      looks: [look(1, 3, 'skipped')],
    });
    expect(nextProjectFor(1, state)!.projectId).toBe(4);
    expect(nextProjectFor(1, { ...state, looks: [...state.looks, look(1, 4)] })).toBeNull();
    expect(nextProjectFor(99, state)).toBeNull();
  });

  it('spreads a whole round evenly when judges keep asking', () => {
    const state = simpleState(24, 6, { targetLooks: 3 });
    const looks: ExistingLook[] = [];
    for (let turn = 0; turn < 12; turn++) {
      for (const judge of state.judges) {
        const next = nextProjectFor(judge.id, { ...state, looks })!;
        expect(mayLook({ ...state, looks }, judge.id, next.projectId)).toBe(true);
        looks.push(look(judge.id, next.projectId));
      }
    }
    const counts = state.projects.map((project) => looks.filter((l) => l.projectId === project.id).length);
    expect(new Set(counts)).toEqual(new Set([3]));
  });
});
