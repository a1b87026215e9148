import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectMemberships, users } from '../db/schema';
import { startTestAppForSuite } from '../test/app';
import { addEventMember, addTeamMember, buildUser } from '../test/factories';
import { countsOf, votingFixture } from './test-support';

const app = startTestAppForSuite({ VOTE_RATE_LIMIT: 10_000 });

describe("People's choice counts no votes of a project's own team", () => {
  it('drops a vote cast between leaving a team and joining it again, at tally time', async () => {
    const f = await votingFixture(app());
    const [own, other] = [f.projects[0]!, f.projects[1]!];
    const member = await f.voter();
    await addTeamMember(app().db, own.id, member.id, 'Contributor');
    const owner = await f.voter();
    await addTeamMember(app().db, own.id, owner.id, 'Owner');
    expect((await f.vote(member.id, own.id)).statusCode).toBe(403);

    // Leave, vote, come back.
    const left = await app().as(member.id, 'POST', `/project/${own.id}/uninvite`, { userId: member.id });
    expect(left.statusCode, left.body).toBe(200);
    expect((await f.vote(member.id, own.id)).statusCode).toBe(200);
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({ [own.id]: 1 });
    await addTeamMember(app().db, own.id, member.id, 'Contributor');

    const results = await f.results(f.owner.id);
    expect(countsOf(results, f.award.id)).toEqual({});
    expect(results.awards[0]).toMatchObject({ votes: 0, voters: 0 });
    // The vote no longer counts, so its voter may spend it on another project.
    expect((await f.state(member.id)).ballot?.votes).toEqual([]);
    expect((await f.vote(member.id, other.id)).statusCode).toBe(200);
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({ [other.id]: 1 });
    // Leaving again does not bring the old vote back over the new one's slot.
    await app().db.delete(projectMemberships).where(eq(projectMemberships.userId, member.id));
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({ [other.id]: 1 });
  });
});

describe("People's choice's stricter voter rule", () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

  it('is off by default, and only event staff who configure voting may turn it on', async () => {
    const f = await votingFixture(app());
    expect((await f.state(null)).strictVoters).toBe(false);
    const participant = await buildUser(app().db);
    await addEventMember(app().db, f.event.id, participant.id, 'ss_event_participant');
    const body = { isEnabled: true, votesPerAward: 1, awardIds: [f.award.id], strictVoters: true };
    expect((await f.configure(body, participant.id)).statusCode).toBe(403);
    const saved = await f.configure(body);
    expect(saved.json()).toMatchObject({ strictVoters: true });
    // A client that leaves the setting out keeps it.
    const { strictVoters: _, ...withoutRule } = body;
    expect((await f.configure(withoutRule)).json()).toMatchObject({ strictVoters: true });
  });

  it('accepts people of the event and accounts older than the vote, and refuses fresh accounts', async () => {
    const f = await votingFixture(app(), { votesPerAward: 2 });
    const fresh = await f.voter();
    const old = await buildUser(app().db, { createdAt: hoursAgo(3) });
    const attendee = await f.voter();
    await addEventMember(app().db, f.event.id, attendee.id, 'ss_event_visitor');
    const [first, second] = [f.projects[0]!.id, f.projects[1]!.id];

    // Before the rule: the fresh account votes like anyone.
    expect((await f.vote(fresh.id, first)).statusCode).toBe(200);
    const strict = { isEnabled: true, votesPerAward: 2, awardIds: [f.award.id], strictVoters: true };
    expect((await f.configure(strict)).statusCode).toBe(200);

    const refused = await f.vote(fresh.id, second);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ key: 'voting.error.notAVoter' });
    expect((await f.state(fresh.id)).ballot).toMatchObject({ blockedBy: 'notAVoter', votes: [] });
    expect((await f.vote(old.id, second)).statusCode).toBe(200);
    expect((await f.vote(attendee.id, second)).statusCode).toBe(200);
    expect((await f.state(attendee.id)).ballot?.blockedBy).toBeNull();

    // The fresh account's earlier vote no longer counts; turned off again, it counts again.
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({ [second]: 2 });
    expect((await f.configure({ ...strict, strictVoters: false })).statusCode).toBe(200);
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({ [first]: 1, [second]: 2 });
  });

  it('counts an account made before voting first opened, not one made once it was under way', async () => {
    const f = await votingFixture(app(), { window: [-120, 60] });
    await f.configure({ isEnabled: true, votesPerAward: 1, awardIds: [f.award.id], strictVoters: true });
    const madeDuring = await buildUser(app().db, { createdAt: hoursAgo(1) });
    const madeBefore = await buildUser(app().db, { createdAt: hoursAgo(3) });
    expect((await f.vote(madeDuring.id, f.projects[0]!.id)).statusCode).toBe(403);
    expect((await f.vote(madeBefore.id, f.projects[0]!.id)).statusCode).toBe(200);
    await app()
      .db.update(users)
      .set({ createdAt: hoursAgo(1) })
      .where(eq(users.id, madeBefore.id));
    expect(countsOf(await f.results(f.owner.id), f.award.id)).toEqual({});
  });
});
