import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { peoplesChoiceVotes, projects } from '../db/schema';
import { startTestAppForSuite } from '../test/app';
import { buildProject, buildUser } from '../test/factories';
import { countsOf, votingFixture } from './test-support';

/**
 * Votes fired at once, as a crowd pressing Vote at the end of a showcase does. On PGlite requests take
 * turns at the database; the PostgreSQL pass (TEST_DATABASE_URL) runs them on a pool of connections,
 * where they really race. Either way: never more than N votes per account and award, and every vote
 * that was answered 200 is counted exactly once.
 */
const app = startTestAppForSuite({ VOTE_RATE_LIMIT: 100_000 });

const statusesOf = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((tally, { statusCode }) => {
    tally[statusCode] = (tally[statusCode] ?? 0) + 1;
    return tally;
  }, {});

async function storedVotes(awardId: number, voterId: number) {
  return app()
    .db.select()
    .from(peoplesChoiceVotes)
    .where(and(eq(peoplesChoiceVotes.awardId, awardId), eq(peoplesChoiceVotes.voterId, voterId)));
}

describe('concurrent votes', () => {
  it('one account voting for 24 projects at once gets exactly N votes', async () => {
    const f = await votingFixture(app(), { votesPerAward: 3, projects: 24 });
    const voter = await f.voter();
    const responses = await Promise.all(f.projects.map((project) => f.vote(voter.id, project.id)));
    expect(statusesOf(responses)).toEqual({ 200: 3, 409: 21 });
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().key).toBe('voting.error.noVotesLeft');
    }
    const stored = await storedVotes(f.award.id, voter.id);
    expect(stored.map((vote) => vote.slot).sort()).toEqual([0, 1, 2]);
    const answered = responses
      .map((response, index) => (response.statusCode === 200 ? f.projects[index]!.id : null))
      .filter((id) => id !== null);
    expect(stored.map((vote) => vote.projectId).sort()).toEqual(answered.sort());
  });

  it('60 accounts voting at once are all counted, none twice', async () => {
    const f = await votingFixture(app(), { votesPerAward: 2, projects: 3 });
    const voters = await Promise.all(Array.from({ length: 30 }, () => buildUser(app().db)));
    // Each voter votes for projects 0 and 1, twice each, all at the same moment.
    const calls = voters.flatMap((voter) =>
      [0, 1, 0, 1].map((index) => () => f.vote(voter.id, f.projects[index]!.id)),
    );
    const responses = await Promise.all(calls.map((call) => call()));
    expect(statusesOf(responses)).toEqual({ 200: 120 });
    const counts = countsOf(await f.results(f.owner.id), f.award.id);
    expect(counts).toEqual({ [f.projects[0]!.id]: 30, [f.projects[1]!.id]: 30 });
    const more = await Promise.all(
      Array.from({ length: 30 }, async () => f.vote((await buildUser(app().db)).id, f.projects[2]!.id)),
    );
    expect(statusesOf(more)).toEqual({ 200: 30 });
    expect(countsOf(await f.results(f.owner.id), f.award.id)[f.projects[2]!.id]).toBe(30);
    // 150 votes and 60 accounts: on a two-core machine running both databases' passes at once, more
    // than the default 20 s.
  }, 60_000);

  it('moves, new votes and withdrawals of one account racing each other never exceed N', async () => {
    const f = await votingFixture(app(), { votesPerAward: 2, projects: 8 });
    const voter = await f.voter();
    await f.vote(voter.id, f.projects[0]!.id);
    const [first, ...others] = f.projects;
    const responses = await Promise.all([
      ...others.map((project) => f.vote(voter.id, project.id, first!.id)),
      ...others.map((project) => f.vote(voter.id, project.id)),
      f.withdraw(voter.id, f.projects[7]!.id),
    ]);
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    const stored = await storedVotes(f.award.id, voter.id);
    expect(stored.length).toBeLessThanOrEqual(2);
    expect(new Set(stored.map((vote) => vote.projectId)).size).toBe(stored.length);
    const { ballot } = await f.state(voter.id);
    expect(ballot?.votes.map((vote) => vote.projectId).sort()).toEqual(
      stored.map((vote) => vote.projectId).sort(),
    );
  });

  it('a lower N racing votes never leaves an account above it', async () => {
    const f = await votingFixture(app(), { votesPerAward: 4, projects: 6 });
    const voters = await Promise.all(Array.from({ length: 5 }, () => buildUser(app().db)));
    const [lowered, ...votes] = await Promise.all([
      f.configure({ isEnabled: true, votesPerAward: 2, awardIds: [f.award.id] }),
      ...voters.flatMap((voter) => f.projects.slice(0, 4).map((project) => f.vote(voter.id, project.id))),
    ]);
    expect([200, 409]).toContain(lowered!.statusCode);
    const { votesPerAward } = await f.state(null);
    for (const voter of voters) {
      const stored = await storedVotes(f.award.id, voter.id);
      expect(stored.every((vote) => vote.slot < votesPerAward)).toBe(true);
    }
    expect(statusesOf(votes)[200]).toBeGreaterThan(0);
  });

  it('publishing in the middle of a rush counts exactly the votes accepted before it', async () => {
    const f = await votingFixture(app(), { votesPerAward: 1, projects: 2 });
    const voters = await Promise.all(Array.from({ length: 40 }, () => buildUser(app().db)));
    const rush = voters.map((voter, index) => f.vote(voter.id, f.projects[index % 2]!.id));
    const published = f.publish(true);
    const responses = await Promise.all(rush);
    expect((await published).statusCode).toBe(200);
    const accepted = responses.filter((response) => response.statusCode === 200).length;
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(accepted + refused.length).toBe(40);
    for (const response of refused) expect(response.json().key).toBe('voting.error.published');
    const counts = countsOf(await f.results(null), f.award.id);
    expect(Object.values(counts).reduce((sum, votes) => sum + votes, 0)).toBe(accepted);
  });

  it('a project deleted while votes for it arrive answers 404 to the late ones, never a 500', async () => {
    const f = await votingFixture(app(), { votesPerAward: 1, projects: 1 });
    const doomed = await buildProject(app().db, { eventId: f.event.id });
    const voters = await Promise.all(Array.from({ length: 20 }, () => buildUser(app().db)));
    const votes = voters.map((voter) => f.vote(voter.id, doomed.id));
    await app().db.delete(projects).where(eq(projects.id, doomed.id));
    const responses = await Promise.all(votes);
    expect(responses.every((response) => [200, 404].includes(response.statusCode))).toBe(true);
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({});
  });
});
