import { describe, expect, it } from 'vitest';
import type { AssignmentState, ExistingLook } from './assignment';
import { type CrowdBtState, createCrowdBtState } from './crowd-bt';
import { expectedInformationGain } from './crowd-bt-information-gain';
import { nextComparisonFor } from './pairwise-assignment';

const done = (judgeId: number, projectId: number): ExistingLook => ({ judgeId, projectId, status: 'done' });

/** Projects 1..8: 1–6 in category 10, 7–8 in category 20; judge 1 is on project 5's team. */
function state(overrides: Partial<AssignmentState> = {}): AssignmentState {
  return {
    projects: Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      teamUserIds: i + 1 === 5 ? [1] : [900 + i],
      categoryId: i < 6 ? 10 : 20,
    })),
    judges: [
      { id: 1, conflictProjectIds: [4] },
      { id: 2, conflictProjectIds: [] },
    ],
    looks: [done(1, 1)],
    targetLooks: 3,
    seed: 3,
    ...overrides,
  };
}

/** Beliefs where project 1 is mid-table and the others spread around it. */
function beliefs(): CrowdBtState {
  const result = createCrowdBtState();
  const spread: [number, number, number][] = [
    [1, 0, 0.3],
    [2, 2.5, 0.2],
    [3, 0.2, 0.9],
    [4, 0.1, 1],
    [5, 0, 1],
    [6, -2, 0.3],
    [7, 0, 1],
    [8, 0, 1],
  ];
  for (const [id, mu, sigmaSq] of spread) result.projects.set(id, { mu, sigmaSq });
  return result;
}

describe('nextComparisonFor', () => {
  it('starts a chain where a look is needed most', () => {
    const next = nextComparisonFor(2, null, state({ looks: [] }), beliefs());
    expect(next).toMatchObject({ comparedWithId: null, choice: 'first-of-chain', reason: 'needs-looks' });
  });

  it('picks the eligible project in the same category with the largest expected information gain', () => {
    const belief = beliefs();
    const next = nextComparisonFor(1, 1, state(), belief, { explorationRate: 0 })!;
    // Eligible for judge 1 after project 1: 2, 3 and 6 (4 is a conflict, 5 their team's, 7–8 elsewhere).
    const gains = [2, 3, 6].map((id) => ({
      id,
      gain: expectedInformationGain(
        { alpha: 10, beta: 1 },
        belief.projects.get(1)!,
        belief.projects.get(id)!,
      ),
    }));
    const best = gains.reduce((a, b) => (b.gain > a.gain ? b : a));
    expect(best.id).toBe(3);
    expect(next).toEqual({
      projectId: 3,
      reason: 'needs-looks',
      looks: 0,
      comparedWithId: 1,
      choice: 'information-gain',
    });
    expect(belief.projects.size).toBe(8);
  });

  it('prefers projects still under their target to more informative ones', () => {
    // Project 3 would teach most (previous test) but already has its one look.
    const looks = [done(1, 1), done(2, 3)];
    const next = nextComparisonFor(1, 1, state({ looks, targetLooks: 1 }), beliefs(), {
      explorationRate: 0,
    })!;
    expect([2, 6]).toContain(next.projectId);
  });

  it('starts a new chain elsewhere when the category has nothing left for the judge', () => {
    const looks = [done(1, 1), done(1, 2), done(1, 3), done(1, 6)];
    const next = nextComparisonFor(1, 6, state({ looks }), beliefs(), { explorationRate: 0 })!;
    expect(next).toMatchObject({ comparedWithId: null, choice: 'first-of-chain' });
    expect([7, 8]).toContain(next.projectId);
    const all = [...looks, done(1, 7), done(1, 8)];
    expect(nextComparisonFor(1, 8, state({ looks: all }), beliefs())).toBeNull();
  });

  it('explores a seeded random eligible project when asked to, the same one on every reload', () => {
    const first = nextComparisonFor(1, 1, state(), beliefs(), { explorationRate: 1 })!;
    expect(first.choice).toBe('exploration');
    expect([2, 3, 6]).toContain(first.projectId);
    expect(nextComparisonFor(1, 1, state(), beliefs(), { explorationRate: 1 })).toEqual(first);
  });

  it('serves a pin first, compared with the previous project only within its category', () => {
    const pins = [{ judgeId: 1, projectId: 7 }];
    expect(nextComparisonFor(1, 1, state({ pins }), beliefs())).toMatchObject({
      projectId: 7,
      comparedWithId: null,
      choice: 'pinned',
    });
    const samePins = [{ judgeId: 1, projectId: 6 }];
    expect(nextComparisonFor(1, 1, state({ pins: samePins }), beliefs())).toMatchObject({
      projectId: 6,
      comparedWithId: 1,
      choice: 'pinned',
    });
  });

  it('keeps a judge on their unfinished look', () => {
    const looks = [done(1, 1), { judgeId: 1, projectId: 6, status: 'in-progress' as const }];
    expect(nextComparisonFor(1, 1, state({ looks }), beliefs())).toMatchObject({
      projectId: 6,
      comparedWithId: 1,
      choice: 'in-progress',
    });
  });

  describe('tracks', () => {
    /** Projects 1–4 in track 10, 5–7 in track 20, project 8 in both; nobody on a team, no conflicts. */
    const tracked = (looks: ExistingLook[]): AssignmentState => ({
      projects: Array.from({ length: 8 }, (_, i) => ({
        id: i + 1,
        teamUserIds: [900 + i],
        categoryId: i < 4 || i === 7 ? 10 : 20,
        trackIds: i === 7 ? [10, 20] : i < 4 ? [10] : [20],
      })),
      judges: [1, 2, 3, 4].map((id) => ({ id, conflictProjectIds: [] })),
      looks,
      targetLooks: 2,
      seed: 5,
    });
    const trackOf = (id: number) => (id === 8 ? [10, 20] : id <= 4 ? [10] : [20]);

    it('moves the chain to the track that needs looks once its own owes none', () => {
      // Track 10 has its two looks everywhere (judges 2 and 3); track 20 has none.
      const looks = [1, 2, 3, 4, 8].flatMap((p) => [done(2, p), done(3, p)]);
      const next = nextComparisonFor(1, 1, tracked([...looks, done(1, 1)]), createCrowdBtState(), {
        explorationRate: 0,
      })!;
      expect(next).toMatchObject({ comparedWithId: null, choice: 'first-of-chain' });
      expect(trackOf(next.projectId)).toContain(20);
    });

    it('keeps comparisons within a shared track, and a project in two tracks follows the neediest', () => {
      // Track 10 owes only project 8's looks, track 20 every look: after project 8 (in both tracks) the
      // chain goes on in track 20.
      const looks = [1, 2, 3, 4].flatMap((p) => [done(2, p), done(3, p)]);
      const next = nextComparisonFor(1, 8, tracked([...looks, done(1, 8)]), createCrowdBtState(), {
        explorationRate: 0,
      })!;
      expect(next.comparedWithId).toBe(8);
      expect([5, 6, 7]).toContain(next.projectId);
      // From a track-10 project, never a track-20 one while track 10 still owes looks.
      for (let judge = 1; judge <= 4; judge++) {
        const from = nextComparisonFor(judge, 1, tracked([done(judge, 1)]), createCrowdBtState())!;
        expect(trackOf(from.projectId)).toContain(10);
        expect(from.comparedWithId).toBe(1);
      }
    });
  });
});
