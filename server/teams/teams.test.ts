import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, teamInvitations } from '../db/schema';
import { lastMailTo, type TestApp, testAppForFile } from '../test/app';
import { addTeamMember, buildProject, buildUser } from '../test/factories';

const t = testAppForFile();

const as = (...args: Parameters<TestApp['as']>) => t.as(...args);

async function teamProject() {
  const owner = await buildUser(t.db);
  const project = await buildProject(t.db, { submissionStatus: 'DRAFT' });
  await addTeamMember(t.db, project.id, owner.id, 'Owner');
  return { owner, project };
}

/** The token of the invitation link mailed to an address. */
async function invitationToken(email: string) {
  const mail = await lastMailTo(t.db, email);
  const link = /https?:\/\/\S+accept-participants-invitation\?\S+/.exec(mail!.text)![0];
  return new URL(link).searchParams.get('token')!;
}

describe('team invitations', () => {
  it('invites a newcomer by e-mail, who creates an account on accepting and is logged in', async () => {
    const { owner, project } = await teamProject();
    const email = `new${Date.now()}@example.test`;
    const invited = await as(owner.id, 'POST', `/project/${project.id}/invite`, {
      teamInvitations: [{ email, role: 'Contributor' }],
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().invitations[0]).toMatchObject({ email, role: 'Contributor' });
    const token = await invitationToken(email);

    const preview = await as(null, 'GET', `/project/${project.id}/invitation?token=${token}`);
    expect(preview.json()).toMatchObject({ projectTitle: project.title, hasAccount: false, email });

    const base = { token, firstName: 'Ada', lastName: 'Lovelace', userName: `ada${Date.now() % 100000}` };
    const weak = await as(null, 'POST', `/project/${project.id}/accept`, { ...base, newPassword: 'abcdef' });
    expect(weak.json()).toMatchObject({ key: 'inviteConfirmation.error.passwordRequirement' });
    const badName = await as(null, 'POST', `/project/${project.id}/accept`, {
      ...base,
      userName: 'a b',
      newPassword: 'Analytical1',
    });
    expect(badName.json().key).toBe('inviteConfirmation.error.userNameLength');
    const noFirst = await as(null, 'POST', `/project/${project.id}/accept`, {
      ...base,
      firstName: '',
      newPassword: 'Analytical1',
    });
    expect(noFirst.json().message).toBe('First name cannot be empty');

    const accepted = await as(null, 'POST', `/project/${project.id}/accept`, {
      ...base,
      newPassword: 'Analytical1',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().membership).toMatchObject({ projectId: project.id, role: 'Contributor' });
    expect(accepted.headers.authorization).toBeTruthy();
    expect(accepted.headers['refresh-token']).toBeTruthy();

    const reused = await as(null, 'POST', `/project/${project.id}/accept`, {
      ...base,
      newPassword: 'Analytical1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This invitation is invalid or has expired');

    const team = await as(owner.id, 'GET', `/project/${project.id}/teams?includes=user`);
    expect(team.json().memberships.map((m: { role: string }) => m.role)).toEqual(['Owner', 'Contributor']);
    expect(team.json().memberships[1].user.firstName).toBe('Ada');
    expect(team.json().invitations).toEqual([]);
  });

  it('invites an existing user by user name, without showing their address, and they accept when logged in', async () => {
    const { owner, project } = await teamProject();
    const friend = await buildUser(t.db);
    const invited = await as(owner.id, 'POST', `/project/${project.id}/invite`, {
      teamInvitations: [{ userName: friend.userName.toUpperCase(), role: 'CoOwner' }],
    });
    expect(invited.json().invitations[0]).toMatchObject({ email: null, userName: friend.userName });
    const pending = await as(owner.id, 'GET', `/project/${project.id}/teams`);
    expect(pending.json().invitations).toHaveLength(1);
    expect(JSON.stringify(pending.json())).not.toContain(friend.email);

    const token = await invitationToken(friend.email);
    const anonymous = await as(null, 'POST', `/project/${project.id}/accept`, { token });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await buildUser(t.db);
    expect((await as(stranger.id, 'POST', `/project/${project.id}/accept`, { token })).statusCode).toBe(403);
    const accepted = await as(friend.id, 'POST', `/project/${project.id}/accept`, { token });
    expect(accepted.json().membership).toMatchObject({ userId: friend.id, role: 'CoOwner' });
    expect(accepted.headers.authorization).toBeUndefined();
  });

  it('refuses bad invitations with clear messages', async () => {
    const { owner, project } = await teamProject();
    const member = await buildUser(t.db);
    await addTeamMember(t.db, project.id, member.id, 'Contributor');
    const cases: [object, number, string][] = [
      [{ teamInvitations: [] }, 400, 'Please add at least one person to invite'],
      [{ teamInvitations: [{ email: 'not-an-email' }] }, 400, 'Please enter a valid e-mail address'],
      [{ teamInvitations: [{ userName: 'nobody.here' }] }, 400, "There is no user named 'nobody.here'"],
      [
        { teamInvitations: [{ userName: member.userName }] },
        409,
        `${member.userName} is already on the team`,
      ],
      [{ teamInvitations: [{ email: 'x@example.test', role: 'Owner' }] }, 400, 'Invite people as CoOwner'],
      [
        { teamInvitations: [{ email: 'x@example.test', role: 'Boss' }] },
        400,
        "Invalid body field 'teamInvitations.0.role'",
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await as(owner.id, 'POST', `/project/${project.id}/invite`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    const contributorInvites = await as(member.id, 'POST', `/project/${project.id}/invite`, {
      teamInvitations: [{ email: 'y@example.test' }],
    });
    expect(contributorInvites.statusCode).toBe(403);
    const missingToken = await as(null, 'POST', `/project/${project.id}/accept`, { userName: 'abcd' });
    expect(missingToken.json().message).toBe('This invitation is invalid or has expired');
  });

  it('removes members, lets members leave and keeps an owner', async () => {
    const { owner, project } = await teamProject();
    const coOwner = await buildUser(t.db);
    const contributor = await buildUser(t.db);
    await addTeamMember(t.db, project.id, coOwner.id, 'CoOwner');
    await addTeamMember(t.db, project.id, contributor.id, 'Contributor');

    const lastOwner = await as(owner.id, 'POST', `/project/${project.id}/uninvite`, { userId: owner.id });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().message).toMatch(/would not have an owner/);
    const coOwnerRemovesOwner = await as(coOwner.id, 'POST', `/project/${project.id}/uninvite`, {
      userId: owner.id,
    });
    expect(coOwnerRemovesOwner.json().message).toBe('Only an owner may remove an owner');
    const contributorRemoves = await as(contributor.id, 'POST', `/project/${project.id}/uninvite`, {
      userId: coOwner.id,
    });
    expect(contributorRemoves.statusCode).toBe(403);
    // Inviting a member's address answers as for anyone: the address's owner is not revealed.
    const byAddress = await as(owner.id, 'POST', `/project/${project.id}/invite`, {
      teamInvitations: [{ email: contributor.email, role: 'Viewer' }],
    });
    expect(byAddress.statusCode).toBe(200);
    const leaves = await as(contributor.id, 'POST', `/project/${project.id}/uninvite`, {
      userId: contributor.id,
    });
    expect(leaves.json().message).toBe('You left the team');
    const removed = await as(coOwner.id, 'POST', `/project/${project.id}/uninvite`, { userId: coOwner.id });
    expect(removed.statusCode).toBe(200);
    const team = await as(owner.id, 'GET', `/project/${project.id}/teams`);
    expect(team.json().memberships.map((m: { userId: number }) => m.userId)).toEqual([owner.id]);
  });

  it('refuses an expired invitation', async () => {
    const { owner, project } = await teamProject();
    await t.as(owner.id, 'POST', `/project/${project.id}/invite`, {
      teamInvitations: [{ email: 'late@example.test' }],
    });
    const token = await invitationToken('late@example.test');
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.projectId, project.id));
    const response = await t.as(null, 'POST', `/project/${project.id}/accept`, {
      token,
      firstName: 'Late',
      lastName: 'Comer',
      userName: 'latecomer',
      newPassword: 'Analytical1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This invitation is invalid or has expired');
  });

  it('cancels a pending invitation', async () => {
    const { owner, project } = await teamProject();
    const invited = await as(owner.id, 'POST', `/project/${project.id}/invite`, {
      teamInvitations: [{ email: 'cancel@example.test' }],
    });
    const token = await invitationToken('cancel@example.test');
    const { id } = invited.json().invitations[0];
    expect(
      (await as(owner.id, 'POST', `/project/${project.id}/uninvite`, { invitationId: id })).statusCode,
    ).toBe(200);
    const preview = await as(null, 'GET', `/project/${project.id}/invitation?token=${token}`);
    expect(preview.statusCode).toBe(404);
  });

  it("never lets anyone cancel another team's invitation by naming themselves", async () => {
    const { owner, project } = await teamProject();
    const invited = await as(owner.id, 'POST', `/project/${project.id}/invite`, {
      teamInvitations: [{ email: `kept${Date.now()}@example.test` }],
    });
    const { id } = invited.json().invitations[0];
    const contributor = await buildUser(t.db);
    await addTeamMember(t.db, project.id, contributor.id, 'Contributor');
    const stranger = await buildUser(t.db);
    await t.db.update(projects).set({ submissionStatus: 'APPROVED' }).where(eq(projects.id, project.id));
    for (const caller of [stranger, contributor]) {
      const attempt = await as(caller.id, 'POST', `/project/${project.id}/uninvite`, {
        invitationId: id,
        userId: caller.id,
      });
      expect(attempt.statusCode).toBe(403);
    }
    const [kept] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, id));
    expect(kept).toBeDefined();
    // Leaving stays open to every member, and only to members.
    const strangerLeaves = await as(stranger.id, 'POST', `/project/${project.id}/uninvite`, {
      userId: stranger.id,
    });
    expect(strangerLeaves.statusCode).toBe(403);
    const leaves = await as(contributor.id, 'POST', `/project/${project.id}/uninvite`, {
      userId: contributor.id,
    });
    expect(leaves.json()).toEqual({ message: 'You left the team' });
  });
});
