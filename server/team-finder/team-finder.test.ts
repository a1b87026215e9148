import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEAM_FINDER_LIMITS } from '../../common/team-finder';
import { eventMemberships, projectMemberships, teamInvitations, teamJoinRequests } from '../db/schema';
import { lastMailTo, testAppForFile } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildEventWithOwner,
  buildProject,
  buildUser,
} from '../test/factories';
import { saveTeamFinderSettings } from './service';

const t = testAppForFile();

/** An event with the board on, its owner, and a team (an Owner on a draft project). */
async function setup(settings = { enabled: true, publicListing: false }) {
  const { event, owner: organiser } = await buildEventWithOwner(t.db);
  await saveTeamFinderSettings(t.db, event.id, settings);
  const lead = await buildUser(t.db, { locale: 'fr' });
  const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
  await addTeamMember(t.db, project.id, lead.id, 'Owner');
  return { event, organiser, lead, project, base: `/events/${event.slug}/team-finder` };
}

const card = (skills: string[], extra: object = {}) => ({
  skills,
  interests: 'Robots',
  pitch: 'I build things',
  links: [],
  ...extra,
});

describe('cards', () => {
  it('posts, edits, hides and removes a card; one per person and event', async () => {
    const { base } = await setup();
    const person = await buildUser(t.db);
    expect((await t.as(null, 'POST', `${base}/card`, card(['python']))).statusCode).toBe(401);
    const bad = await t.as(person.id, 'POST', `${base}/card`, card([]));
    expect(bad.statusCode).toBe(400);
    const badLink = await t.as(person.id, 'POST', `${base}/card`, card(['x'], { links: ['javascript:1'] }));
    expect(badLink.statusCode).toBe(400);

    const posted = await t.as(
      person.id,
      'POST',
      `${base}/card`,
      card([' Machine  Learning', 'python', 'PYTHON']),
    );
    expect(posted.statusCode).toBe(201);
    expect(posted.json().card).toMatchObject({ skills: ['machine learning', 'python'], hiddenReason: null });
    expect(JSON.stringify(posted.json())).not.toContain(person.email);
    expect((await t.as(person.id, 'POST', `${base}/card`, card(['go']))).statusCode).toBe(409);

    const edited = await t.as(person.id, 'PUT', `${base}/card`, card(['go'], { pitch: 'Now in Go' }));
    expect(edited.json().card).toMatchObject({ skills: ['go'], pitch: 'Now in Go' });
    const hidden = await t.as(person.id, 'PUT', `${base}/card`, card(['go'], { visible: false }));
    expect(hidden.json().card.hiddenReason).toBe('request');
    const board = await t.as(person.id, 'GET', base);
    expect(board.json().cards).toHaveLength(0);
    expect(board.json().me.card.id).toBe(posted.json().card.id);

    expect((await t.as(person.id, 'DELETE', `${base}/card`)).statusCode).toBe(200);
    expect((await t.as(person.id, 'DELETE', `${base}/card`)).statusCode).toBe(404);
  });

  it('lets organisers remove any card and nobody else; hides cards from visitors unless listed publicly', async () => {
    const { event, organiser, base } = await setup();
    const person = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const id = (await t.as(person.id, 'POST', `${base}/card`, card(['design']))).json().card.id;

    const anonymous = await t.as(null, 'GET', base);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ cardsShown: false, cards: [], canAct: false, me: null });
    await saveTeamFinderSettings(t.db, event.id, { enabled: true, publicListing: true });
    const listed = await t.as(null, 'GET', base);
    expect(listed.json().cards.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(JSON.stringify(listed.json())).not.toContain('@');
    expect((await t.as(null, 'GET', `${base}?skill=Design`)).json().cards).toHaveLength(1);
    expect((await t.as(null, 'GET', `${base}?skill=rust`)).json().cards).toHaveLength(0);

    expect((await t.as(null, 'DELETE', `${base}/cards/${id}`)).statusCode).toBe(401);
    expect((await t.as(stranger.id, 'DELETE', `${base}/cards/${id}`)).statusCode).toBe(403);
    expect((await t.as(organiser.id, 'DELETE', `${base}/cards/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 while the board is off, except to organisers; settings are for editors and up', async () => {
    const { event, organiser, base } = await setup({ enabled: false, publicListing: false });
    const person = await buildUser(t.db);
    const viewer = await buildUser(t.db);
    await addEventMember(t.db, event.id, viewer.id, 'ss_event_viewer');
    expect((await t.as(person.id, 'GET', base)).statusCode).toBe(404);
    expect((await t.as(person.id, 'POST', `${base}/card`, card(['go']))).statusCode).toBe(404);
    expect((await t.as(organiser.id, 'GET', base)).statusCode).toBe(200);

    const on = { enabled: true, publicListing: false };
    expect((await t.as(null, 'PUT', `${base}/settings`, on)).statusCode).toBe(401);
    expect((await t.as(viewer.id, 'PUT', `${base}/settings`, on)).statusCode).toBe(403);
    expect((await t.as(organiser.id, 'PUT', `${base}/settings`, { enabled: 'yes' })).statusCode).toBe(400);
    expect((await t.as(organiser.id, 'PUT', `${base}/settings`, on)).json()).toEqual(on);
    expect((await t.as(viewer.id, 'GET', `${base}/settings`)).json()).toEqual(on);
    const lookup = await t.as(null, 'GET', `/partners/events/${event.slug}`);
    expect(lookup.json().teamFinder).toBe(true);
  });
});

describe('teams looking for members', () => {
  it('marks a project (Owner or CoOwner only) and lists what the team lacks', async () => {
    const { lead, project, base } = await setup();
    const contributor = await buildUser(t.db);
    await addTeamMember(t.db, project.id, contributor.id, 'Contributor');
    const body = { skills: ['Python', 'Design', 'Hardware'], note: 'We need a designer' };
    expect((await t.as(null, 'PUT', `/project/${project.id}/team-finder`, body)).statusCode).toBe(401);
    expect((await t.as(contributor.id, 'PUT', `/project/${project.id}/team-finder`, body)).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(lead.id, 'PUT', `/project/${project.id}/team-finder`, { skills: [] })).statusCode,
    ).toBe(400);
    // The contributor's card offers python: the team lacks design and hardware.
    await t.as(contributor.id, 'POST', `${base}/card`, card(['python']));
    const marked = await t.as(lead.id, 'PUT', `/project/${project.id}/team-finder`, body);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().opening).toMatchObject({
      skills: ['python', 'design', 'hardware'],
      missing: ['design', 'hardware'],
      teamSize: 2,
      projectSlug: null,
    });
    const board = await t.as(lead.id, 'GET', base);
    expect(board.json().openings).toHaveLength(1);
    // On a team already: the contributor's card is off the board.
    expect(board.json().cards).toHaveLength(0);
    expect((await t.as(lead.id, 'DELETE', `/project/${project.id}/team-finder`)).statusCode).toBe(200);
    expect((await t.as(lead.id, 'DELETE', `/project/${project.id}/team-finder`)).statusCode).toBe(404);
  });

  it('suggests people covering the most missing skills first, then the newest; and teams to a person', async () => {
    const { lead, project, base } = await setup();
    await t.as(lead.id, 'PUT', `/project/${project.id}/team-finder`, {
      skills: ['design', 'hardware', 'python'],
    });
    const one = await buildUser(t.db);
    const two = await buildUser(t.db);
    const both = await buildUser(t.db);
    const none = await buildUser(t.db);
    await t.as(one.id, 'POST', `${base}/card`, card(['design']));
    await t.as(both.id, 'POST', `${base}/card`, card(['hardware', 'design']));
    await t.as(two.id, 'POST', `${base}/card`, card(['python']));
    await t.as(none.id, 'POST', `${base}/card`, card(['cooking']));
    const team = (await t.as(lead.id, 'GET', base)).json().me.teams[0];
    expect(team.suggestions.map((s: { user: { id: number } }) => s.user.id)).toEqual([
      both.id,
      two.id,
      one.id,
    ]);
    expect(team.suggestions[0].matched).toEqual(['design', 'hardware']);

    const mine = (await t.as(one.id, 'GET', base)).json().me;
    expect(mine.suggestions.map((s: { projectId: number }) => s.projectId)).toEqual([project.id]);
    expect(mine.suggestions[0].matched).toEqual(['design']);
    expect((await t.as(none.id, 'GET', base)).json().me.suggestions).toEqual([]);
  });

  it("invites a card's author with the usual invitation", async () => {
    const { lead, project, base } = await setup();
    const person = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const id = (await t.as(person.id, 'POST', `${base}/card`, card(['go']))).json().card.id;
    const url = `/project/${project.id}/team-finder/invite`;
    expect((await t.as(null, 'POST', url, { cardId: id })).statusCode).toBe(401);
    expect((await t.as(stranger.id, 'POST', url, { cardId: id })).statusCode).toBe(404);
    expect((await t.as(lead.id, 'POST', url, { cardId: 'x' })).statusCode).toBe(400);
    expect((await t.as(lead.id, 'POST', url, { cardId: 999999 })).statusCode).toBe(404);
    const invited = await t.as(lead.id, 'POST', url, { cardId: id });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().invitations[0]).toMatchObject({ userName: person.userName, email: null });
    const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.projectId, project.id));
    expect(row?.email).toBe(person.email);
    expect((await lastMailTo(t.db, person.email))?.text).toContain('accept-participants-invitation');
  });
});

describe('requests to join', () => {
  async function withOpening() {
    const context = await setup();
    await t.as(context.lead.id, 'PUT', `/project/${context.project.id}/team-finder`, { skills: ['go'] });
    return context;
  }

  it('asks, and an accept adds the person exactly once, even when sent twice at once', async () => {
    const { event, lead, project, base } = await withOpening();
    const person = await buildUser(t.db, { locale: 'es' });
    await t.as(person.id, 'POST', `${base}/card`, card(['go']));
    const url = `/project/${project.id}/join-requests`;
    expect((await t.as(null, 'POST', url, { message: 'hi' })).statusCode).toBe(401);
    expect((await t.as(person.id, 'POST', url, { message: '<b>hi</b>' })).statusCode).toBe(400);
    const asked = await t.as(person.id, 'POST', url, { message: 'I write Go' });
    expect(asked.statusCode).toBe(201);
    expect((await t.as(person.id, 'POST', url, { message: 'again' })).statusCode).toBe(409);
    expect((await t.as(lead.id, 'POST', url, {})).statusCode).toBe(409);
    const toLead = await lastMailTo(t.db, lead.email);
    expect(toLead?.subject).toContain('demande à rejoindre');
    expect(toLead?.text).toContain('I write Go');

    const requestId = asked.json().request.id;
    const board = (await t.as(lead.id, 'GET', base)).json();
    expect(board.me.teams[0].requests.map((r: { id: number }) => r.id)).toEqual([requestId]);

    const accept = `/project/${project.id}/join-requests/${requestId}/accept`;
    expect((await t.as(null, 'POST', accept)).statusCode).toBe(401);
    expect((await t.as(person.id, 'POST', accept)).statusCode).toBe(404);
    const [a, b] = await Promise.all([t.as(lead.id, 'POST', accept), t.as(lead.id, 'POST', accept)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().request.status).toBe('accepted');
    const members = await t.db
      .select()
      .from(projectMemberships)
      .where(and(eq(projectMemberships.projectId, project.id), eq(projectMemberships.userId, person.id)));
    expect(members).toMatchObject([{ role: 'Contributor' }]);
    const [participant] = await t.db
      .select()
      .from(eventMemberships)
      .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.userId, person.id)));
    expect(participant?.role).toBe('ss_event_participant');
    expect((await lastMailTo(t.db, person.email))?.subject).toContain('Ya formas parte');
    const after = (await t.as(person.id, 'GET', base)).json();
    expect(after.me.card.hiddenReason).toBe('joined');
    expect(after.cards).toHaveLength(0);
    const decline = `/project/${project.id}/join-requests/${requestId}/decline`;
    expect((await t.as(lead.id, 'POST', decline)).statusCode).toBe(409);
  });

  it('declines, and the person may withdraw a waiting request', async () => {
    const { lead, project } = await withOpening();
    const person = await buildUser(t.db);
    const url = `/project/${project.id}/join-requests`;
    const first = (await t.as(person.id, 'POST', url, { message: '' })).json().request.id;
    const declined = await t.as(lead.id, 'POST', `${url}/${first}/decline`);
    expect(declined.json().request.status).toBe('declined');
    expect((await lastMailTo(t.db, person.email))?.subject).toContain('did not take your request');
    expect((await t.as(lead.id, 'POST', `${url}/${first}/accept`)).statusCode).toBe(409);
    const second = (await t.as(person.id, 'POST', url, { message: '' })).json().request.id;
    expect((await t.as(lead.id, 'DELETE', `/join-requests/${second}`)).statusCode).toBe(403);
    expect((await t.as(person.id, 'DELETE', `/join-requests/${second}`)).statusCode).toBe(200);
    expect((await t.as(person.id, 'DELETE', `/join-requests/${second}`)).statusCode).toBe(409);
  });

  it('refuses teams not looking, caps waiting requests and rate-limits asking', async () => {
    const { event, project, base } = await setup();
    const person = await buildUser(t.db);
    expect((await t.as(person.id, 'POST', `/project/${project.id}/join-requests`, {})).statusCode).toBe(409);
    const teams: number[] = [];
    for (let i = 0; i < TEAM_FINDER_LIMITS.openJoinRequestsMax + 1; i++) {
      const lead = await buildUser(t.db);
      const other = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
      await addTeamMember(t.db, other.id, lead.id, 'Owner');
      await t.as(lead.id, 'PUT', `/project/${other.id}/team-finder`, { skills: ['go'] });
      teams.push(other.id);
    }
    for (const id of teams.slice(0, -1)) {
      expect((await t.as(person.id, 'POST', `/project/${id}/join-requests`, {})).statusCode).toBe(201);
    }
    const capped = await t.as(person.id, 'POST', `/project/${teams.at(-1)}/join-requests`, {});
    expect(capped.statusCode).toBe(409);
    expect(capped.json().message).toContain('withdraw one first');
    // Withdrawn requests still count towards the hourly limit.
    await t.db
      .update(teamJoinRequests)
      .set({ status: 'withdrawn' })
      .where(eq(teamJoinRequests.userId, person.id));
    await t.db.insert(teamJoinRequests).values(
      Array.from({ length: TEAM_FINDER_LIMITS.joinRequestsPerHour }, () => ({
        eventId: event.id,
        projectId: teams[0]!,
        userId: person.id,
        status: 'withdrawn' as const,
      })),
    );
    expect((await t.as(person.id, 'POST', `/project/${teams.at(-1)}/join-requests`, {})).statusCode).toBe(
      429,
    );
    expect((await t.as(person.id, 'GET', base)).statusCode).toBe(200);
  });

  it('never grows a team past the size limit', async () => {
    const { lead, project } = await withOpening();
    for (let i = 1; i < TEAM_FINDER_LIMITS.teamSizeMax; i++) {
      await addTeamMember(t.db, project.id, (await buildUser(t.db)).id, 'Contributor');
    }
    const person = await buildUser(t.db);
    const url = `/project/${project.id}/join-requests`;
    const id = (await t.as(person.id, 'POST', url, {})).json().request.id;
    const full = await t.as(lead.id, 'POST', `${url}/${id}/accept`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain(String(TEAM_FINDER_LIMITS.teamSizeMax));
    const [row] = await t.db.select().from(teamJoinRequests).where(eq(teamJoinRequests.id, id));
    expect(row?.status).toBe('pending');
  });
});
