import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIMELINE_TYPES } from '../../common/constants';
import { projects } from '../db/schema';
import { startTestAppForSuite } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildAward,
  buildCategory,
  buildEventWithOwner,
  buildProject,
  buildTimelineEntry,
  buildUser,
  linkCategory,
} from '../test/factories';
import { countsOf, votingFixture } from './test-support';

const app = startTestAppForSuite({ VOTE_RATE_LIMIT: 10_000 });

describe("GET people's choice", () => {
  it('tells anonymous visitors the settings, window and awards, without a ballot', async () => {
    const f = await votingFixture(app());
    const state = await f.state(null);
    expect(state).toMatchObject({
      isEnabled: true,
      votesPerAward: 1,
      resultsPublished: false,
      window: { state: 'open' },
      awards: [{ id: f.award.id, name: "People's choice", category: null }],
      ballot: null,
    });
  });

  it("gives a logged-in caller their votes and their own team's projects", async () => {
    const f = await votingFixture(app());
    const voter = await f.voter();
    await addTeamMember(app().db, f.projects[3]!.id, voter.id);
    expect((await f.vote(voter.id, f.projects[0]!.id)).statusCode).toBe(200);
    const { ballot } = await f.state(voter.id);
    expect(ballot).toEqual({
      blockedBy: null,
      votes: [
        { awardId: f.award.id, projectId: f.projects[0]!.id, title: 'Entry 1', slug: f.projects[0]!.slug },
      ],
      ownProjectIds: [f.projects[3]!.id],
    });
  });

  it('refuses anonymous callers on a private event (401) and others (403)', async () => {
    const { event } = await buildEventWithOwner(app().db, { privacy: 'PRIVATE' });
    const url = `/partners/events/${event.slug}/peoples-choice`;
    expect((await app().as(null, 'GET', url)).statusCode).toBe(401);
    expect((await app().as((await buildUser(app().db)).id, 'GET', url)).statusCode).toBe(403);
  });

  it('answers 400 for a malformed event and 404 for an unknown one', async () => {
    expect((await app().as(null, 'GET', '/partners/events/bad_slug!/peoples-choice')).statusCode).toBe(400);
    expect((await app().as(null, 'GET', '/partners/events/no-such-event/peoples-choice')).statusCode).toBe(
      404,
    );
  });
});

describe("PUT people's choice settings", () => {
  it('needs a login (401) and an owner, admin or editor (403 for viewers and participants)', async () => {
    const f = await votingFixture(app());
    const body = { isEnabled: true, votesPerAward: 2, awardIds: [f.award.id] };
    expect((await app().as(null, 'PUT', f.base, body)).statusCode).toBe(401);
    for (const role of ['ss_event_viewer', 'ss_event_participant'] as const) {
      const user = await buildUser(app().db);
      await addEventMember(app().db, f.event.id, user.id, role);
      expect((await f.configure(body, user.id)).statusCode).toBe(403);
    }
    const editor = await buildUser(app().db);
    await addEventMember(app().db, f.event.id, editor.id, 'ss_event_editor');
    const saved = await f.configure(body, editor.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isEnabled: true, votesPerAward: 2, ballot: null });
  });

  it('refuses bad numbers of votes, awards of other events, and voting on without an award (400)', async () => {
    const f = await votingFixture(app());
    const other = await buildEventWithOwner(app().db);
    const foreign = await buildAward(app().db, other.event.id);
    for (const body of [
      { isEnabled: true, votesPerAward: 0, awardIds: [f.award.id] },
      { isEnabled: true, votesPerAward: 11, awardIds: [f.award.id] },
      { isEnabled: true, awardIds: [f.award.id] },
      { isEnabled: true, votesPerAward: 1, awardIds: [foreign.id] },
      { isEnabled: true, votesPerAward: 1, awardIds: [] },
    ]) {
      const response = await f.configure(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('needs a plan with awards (403)', async () => {
    const { event, owner } = await buildEventWithOwner(app().db);
    const award = await buildAward(app().db, event.id);
    const { plans, planFeatures, events } = await import('../db/schema');
    const [plan] = await app()
      .db.insert(plans)
      .values({ code: `p${event.id}`, name: 'Tiny' })
      .returning();
    await app().db.insert(planFeatures).values({ planId: plan!.id, code: 'enable_categories' });
    await app().db.update(events).set({ planId: plan!.id }).where(eq(events.id, event.id));
    const response = await app().as(owner.id, 'PUT', `/partners/events/${event.slug}/peoples-choice`, {
      isEnabled: true,
      votesPerAward: 1,
      awardIds: [award.id],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().key).toBe('enable_awards');
  });

  it('lets N go up any time, and down only as far as the votes already cast allow (409)', async () => {
    const f = await votingFixture(app(), { votesPerAward: 3 });
    const voter = await f.voter();
    for (const project of f.projects.slice(0, 2))
      expect((await f.vote(voter.id, project.id)).statusCode).toBe(200);
    const lower = await f.configure({ isEnabled: true, votesPerAward: 1, awardIds: [f.award.id] });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().key).toBe('voting.error.votesInUse');
    expect(
      (await f.configure({ isEnabled: true, votesPerAward: 2, awardIds: [f.award.id] })).statusCode,
    ).toBe(200);
    expect(
      (await f.configure({ isEnabled: true, votesPerAward: 5, awardIds: [f.award.id] })).statusCode,
    ).toBe(200);
  });

  it('keeps the votes of an award taken out of the vote, and counts them again when it comes back', async () => {
    const f = await votingFixture(app());
    const voter = await f.voter();
    await f.vote(voter.id, f.projects[1]!.id);
    await f.configure({
      isEnabled: true,
      votesPerAward: 1,
      awardIds: [(await buildAward(app().db, f.event.id)).id],
    });
    expect((await f.vote(voter.id, f.projects[1]!.id)).json().key).toBe('voting.error.notAnAward');
    await f.configure({ isEnabled: true, votesPerAward: 1, awardIds: [f.award.id] });
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({ [f.projects[1]!.id]: 1 });
  });
});

describe('POST a vote', () => {
  it('asks anonymous visitors to log in (401) and unverified accounts to verify (403)', async () => {
    const f = await votingFixture(app());
    const anonymous = await f.vote(null, f.projects[0]!.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Log in to vote', key: 'voting.error.login' });
    const unverified = await buildUser(app().db, { isVerified: false });
    const refused = await f.vote(unverified.id, f.projects[0]!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe('voting.error.unverified');
    expect((await f.state(unverified.id)).ballot?.blockedBy).toBe('unverified');
  });

  it('refuses an invalid body (400)', async () => {
    const f = await votingFixture(app());
    const voter = await f.voter();
    for (const body of [
      {},
      { projectId: 'one' },
      { projectId: -1 },
      { projectId: 1, replacesProjectId: 0 },
    ]) {
      const response = await app().as(voter.id, 'POST', `${f.base}/awards/${f.award.id}/votes`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('counts a vote, and the same vote twice only once', async () => {
    const f = await votingFixture(app());
    const voter = await f.voter();
    const first = await f.vote(voter.id, f.projects[0]!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().ballot.votes).toEqual([
      expect.objectContaining({ awardId: f.award.id, projectId: f.projects[0]!.id }),
    ]);
    expect((await f.vote(voter.id, f.projects[0]!.id)).statusCode).toBe(200);
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({ [f.projects[0]!.id]: 1 });
  });

  it('gives N votes per award, each on another project, and refuses the N+1st (409)', async () => {
    const f = await votingFixture(app(), { votesPerAward: 2 });
    const voter = await f.voter();
    expect((await f.vote(voter.id, f.projects[0]!.id)).statusCode).toBe(200);
    expect((await f.vote(voter.id, f.projects[1]!.id)).statusCode).toBe(200);
    const third = await f.vote(voter.id, f.projects[2]!.id);
    expect(third.statusCode).toBe(409);
    expect(third.json().key).toBe('voting.error.noVotesLeft');
    // Withdrawing frees a vote for another project.
    expect((await f.withdraw(voter.id, f.projects[0]!.id)).statusCode).toBe(200);
    expect((await f.vote(voter.id, f.projects[2]!.id)).statusCode).toBe(200);
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({
      [f.projects[1]!.id]: 1,
      [f.projects[2]!.id]: 1,
    });
  });

  it('moves a vote from one project to another, but not onto one already voted for', async () => {
    const f = await votingFixture(app(), { votesPerAward: 2 });
    const voter = await f.voter();
    await f.vote(voter.id, f.projects[0]!.id);
    await f.vote(voter.id, f.projects[1]!.id);
    const moved = await f.vote(voter.id, f.projects[2]!.id, f.projects[0]!.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({
      [f.projects[1]!.id]: 1,
      [f.projects[2]!.id]: 1,
    });
    const onto = await f.vote(voter.id, f.projects[1]!.id, f.projects[2]!.id);
    expect(onto.statusCode).toBe(409);
    expect(onto.json().key).toBe('voting.error.alreadyVoted');
    const fromNowhere = await f.vote(voter.id, f.projects[3]!.id, f.projects[0]!.id);
    expect(fromNowhere.statusCode).toBe(409);
    expect(fromNowhere.json().key).toBe('voting.error.notVoted');
  });

  it("refuses votes for the voter's own team (403), and lets team members vote for others", async () => {
    const f = await votingFixture(app());
    const member = await f.voter();
    await addTeamMember(app().db, f.projects[0]!.id, member.id, 'Contributor');
    const own = await f.vote(member.id, f.projects[0]!.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().key).toBe('voting.error.ownProject');
    expect((await f.vote(member.id, f.projects[1]!.id)).statusCode).toBe(200);
  });

  it('takes approved projects of the event only (404), of the award category only (400)', async () => {
    const f = await votingFixture(app());
    const voter = await f.voter();
    const draft = await buildProject(app().db, { eventId: f.event.id, submissionStatus: 'SUBMITTED' });
    const elsewhere = await buildProject(app().db);
    expect((await f.vote(voter.id, draft.id)).statusCode).toBe(404);
    expect((await f.vote(voter.id, elsewhere.id)).statusCode).toBe(404);

    const robots = await buildCategory(app().db, f.event.id, `Robots ${f.event.id}`);
    const categoryAward = await buildAward(app().db, f.event.id, { categoryId: robots.id });
    await f.configure({ isEnabled: true, votesPerAward: 1, awardIds: [f.award.id, categoryAward.id] });
    await linkCategory(app().db, f.projects[1]!.id, robots.id);
    const outside = await f.vote(voter.id, f.projects[0]!.id, undefined, categoryAward.id);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().key).toBe('voting.error.notEligible');
    expect((await f.vote(voter.id, f.projects[1]!.id, undefined, categoryAward.id)).statusCode).toBe(200);
    // One vote per award: the general award still has its own.
    expect((await f.vote(voter.id, f.projects[0]!.id)).statusCode).toBe(200);
    expect((await f.state(voter.id)).ballot?.votes).toHaveLength(2);
  });

  it('refuses votes when voting is off, for an award not in the vote, and for unknown awards', async () => {
    const f = await votingFixture(app());
    const voter = await f.voter();
    const other = await buildAward(app().db, f.event.id);
    const notAnAward = await f.vote(voter.id, f.projects[0]!.id, undefined, other.id);
    expect(notAnAward.statusCode).toBe(404);
    expect(notAnAward.json().key).toBe('voting.error.notAnAward');
    expect((await f.vote(voter.id, f.projects[0]!.id, undefined, 999_999)).statusCode).toBe(404);
    await f.configure({ isEnabled: false, votesPerAward: 1, awardIds: [f.award.id] });
    const off = await f.vote(voter.id, f.projects[0]!.id);
    expect(off.statusCode).toBe(409);
    expect(off.json().key).toBe('voting.error.off');
  });

  it.each([
    ['before the showcase window', [30, 90], 'notOpenYet'],
    ['after it closed', [-90, -30], 'closed'],
    ['without a showcase window', null, 'noWindow'],
  ] as const)('refuses votes %s (409)', async (_, window, reason) => {
    const f = await votingFixture(app(), { window: window ? [...window] : null });
    const response = await f.vote((await f.voter()).id, f.projects[0]!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().key).toBe(`voting.error.${reason}`);
    expect((await f.state(null)).window.state).toBe(
      window ? (reason === 'closed' ? 'closed' : 'upcoming') : 'none',
    );
  });

  it('opens with any public showcase entry, not with other timeline types', async () => {
    const f = await votingFixture(app(), { window: null });
    await buildTimelineEntry(app().db, f.event.id, TIMELINE_TYPES.CUSTOM, -60, 60);
    expect((await f.state(null)).window.state).toBe('none');
    await buildTimelineEntry(app().db, f.event.id, TIMELINE_TYPES.PUBLIC, -60, 60);
    expect((await f.vote((await f.voter()).id, f.projects[0]!.id)).statusCode).toBe(200);
  });

  it('gives the vote back when its project stops competing (declined)', async () => {
    const f = await votingFixture(app());
    const voter = await f.voter();
    await f.vote(voter.id, f.projects[0]!.id);
    await app()
      .db.update(projects)
      .set({ submissionStatus: 'DECLINED' })
      .where(eq(projects.id, f.projects[0]!.id));
    expect((await f.state(voter.id)).ballot?.votes).toEqual([]);
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({});
    expect((await f.vote(voter.id, f.projects[1]!.id)).statusCode).toBe(200);
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({ [f.projects[1]!.id]: 1 });
  });
});

describe('DELETE a vote', () => {
  it('needs a login (401), is idempotent (200) and is refused once voting closed (409)', async () => {
    const f = await votingFixture(app());
    const voter = await f.voter();
    await f.vote(voter.id, f.projects[0]!.id);
    expect((await f.withdraw(null, f.projects[0]!.id)).statusCode).toBe(401);
    const first = await f.withdraw(voter.id, f.projects[0]!.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().ballot.votes).toEqual([]);
    expect((await f.withdraw(voter.id, f.projects[0]!.id)).statusCode).toBe(200);

    const closed = await votingFixture(app(), { window: [-90, -30] });
    const late = await closed.withdraw(voter.id, closed.projects[0]!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Voting has closed: votes can no longer change');
  });
});

describe('results', () => {
  it('are hidden from everyone but event staff until published, then shown to all', async () => {
    const f = await votingFixture(app());
    const [a, b] = [await f.voter(), await f.voter()];
    await f.vote(a.id, f.projects[0]!.id);
    await f.vote(b.id, f.projects[0]!.id);
    const participant = await buildUser(app().db);
    await addEventMember(app().db, f.event.id, participant.id, 'ss_event_participant');
    const viewer = await buildUser(app().db);
    await addEventMember(app().db, f.event.id, viewer.id, 'ss_event_viewer');
    for (const caller of [null, a.id, participant.id]) {
      expect(await f.results(caller)).toEqual({ published: false, awards: [] });
    }
    const live = await f.results(viewer.id);
    expect(live.published).toBe(false);
    expect(live.awards[0]).toMatchObject({ votes: 2, voters: 2, winnerIds: [] });
    expect(live.awards[0]!.projects).toEqual([
      expect.objectContaining({ id: f.projects[0]!.id, votes: 2, rank: 1 }),
    ]);

    expect((await f.publish(true)).statusCode).toBe(200);
    const published = await f.results(null);
    expect(published.published).toBe(true);
    expect(countsOf(published, f.award.id)).toEqual({ [f.projects[0]!.id]: 2 });
  });

  it('rank ties together (1, 1, 3)', async () => {
    const f = await votingFixture(app());
    const votes = [0, 1, 1, 0, 2];
    for (const index of votes) await f.vote((await f.voter()).id, f.projects[index]!.id);
    const ranked = (await f.results(f.owner.id)).awards[0]!.projects.map((p) => [p.title, p.votes, p.rank]);
    expect(ranked).toEqual([
      ['Entry 1', 2, 1],
      ['Entry 2', 2, 1],
      ['Entry 3', 1, 3],
    ]);
  });
});

describe('publishing', () => {
  it('needs a login (401) and an owner, admin or editor (403), freezes the votes, and can be undone', async () => {
    const f = await votingFixture(app());
    const voter = await f.voter();
    await f.vote(voter.id, f.projects[0]!.id);
    const viewer = await buildUser(app().db);
    await addEventMember(app().db, f.event.id, viewer.id, 'ss_event_viewer');
    expect((await app().as(null, 'PUT', `${f.base}/publication`, { published: true })).statusCode).toBe(401);
    expect((await f.publish(true, viewer.id)).statusCode).toBe(403);
    expect(
      (await app().as(f.owner.id, 'PUT', `${f.base}/publication`, { published: 'yes' })).statusCode,
    ).toBe(400);
    const published = await f.publish(true);
    expect(published.statusCode).toBe(200);
    expect(published.json().resultsPublished).toBe(true);
    const late = await f.vote(voter.id, f.projects[1]!.id, f.projects[0]!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().key).toBe('voting.error.published');
    expect((await f.publish(false)).json().resultsPublished).toBe(false);
    expect((await f.vote(voter.id, f.projects[1]!.id, f.projects[0]!.id)).statusCode).toBe(200);
  });
});

describe('giving the award to the leaders', () => {
  it('needs a login (401), an owner, admin or editor (403) and published results (409)', async () => {
    const f = await votingFixture(app());
    await f.vote((await f.voter()).id, f.projects[0]!.id);
    const participant = await buildUser(app().db);
    await addEventMember(app().db, f.event.id, participant.id, 'ss_event_participant');
    expect((await app().as(null, 'POST', `${f.base}/awards/${f.award.id}/winner`)).statusCode).toBe(401);
    expect((await f.giveToLeaders(participant.id)).statusCode).toBe(403);
    const early = await f.giveToLeaders();
    expect(early.statusCode).toBe(409);
    expect(early.json().key).toBe('voting.error.notPublished');
    expect((await app().as(f.owner.id, 'POST', `${f.base}/awards/abc/winner`)).statusCode).toBe(400);
  });

  it('replaces the current holder with the leader, shares a tie, and the winners page shows it', async () => {
    const f = await votingFixture(app());
    await app().as(f.owner.id, 'POST', `/partners/events/${f.event.id}/awards/${f.award.id}/projects`, {
      projectIds: [f.projects[3]!.id],
    });
    for (const index of [0, 0, 1]) await f.vote((await f.voter()).id, f.projects[index]!.id);
    await f.publish(true);
    const given = await f.giveToLeaders();
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().projectIds).toEqual([f.projects[0]!.id]);
    const winners = await app().as(f.owner.id, 'GET', `/partners/events/${f.event.slug}/winners`);
    const award = winners.json().awards.find((candidate: { id: number }) => candidate.id === f.award.id);
    expect(award.projects.map((project: { id: number }) => project.id)).toEqual([f.projects[0]!.id]);
    const [displaced] = await app().db.select().from(projects).where(eq(projects.id, f.projects[3]!.id));
    expect(displaced!.awardRank).toBe(0);

    await f.publish(false);
    await f.vote((await f.voter()).id, f.projects[1]!.id);
    await f.publish(true);
    expect((await f.giveToLeaders()).json().projectIds.sort()).toEqual(
      [f.projects[0]!.id, f.projects[1]!.id].sort(),
    );
  });

  it('refuses an award nobody voted for (409) and one not in the vote (404)', async () => {
    const f = await votingFixture(app());
    await f.publish(true);
    expect((await f.giveToLeaders()).json().key).toBe('voting.error.noVotes');
    const other = await buildAward(app().db, f.event.id);
    expect((await f.giveToLeaders(f.owner.id, other.id)).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  const limited = startTestAppForSuite({ VOTE_RATE_LIMIT: 3 });
  it('limits vote changes per account (429), and other accounts still vote', async () => {
    const f = await votingFixture(limited(), { votesPerAward: 2 });
    const voter = await f.voter();
    const statuses = [];
    for (let index = 0; index < 4; index++)
      statuses.push((await f.vote(voter.id, f.projects[0]!.id)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await f.vote((await f.voter()).id, f.projects[0]!.id)).statusCode).toBe(200);
  });

  it('counts votes and withdrawals together: one budget of changes, not one per route', async () => {
    const f = await votingFixture(limited(), { votesPerAward: 2 });
    const voter = await f.voter();
    const statuses = [
      (await f.vote(voter.id, f.projects[0]!.id)).statusCode,
      (await f.withdraw(voter.id, f.projects[0]!.id)).statusCode,
      (await f.vote(voter.id, f.projects[0]!.id)).statusCode,
      (await f.withdraw(voter.id, f.projects[0]!.id)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
