import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventInvitations } from '../db/schema';
import { lastMailTo, testAppForFile } from '../test/app';
import { addEventMember, buildEventWithOwner, buildUser } from '../test/factories';

/**
 * Adding an existing account to an event's staff once made them staff at once, unasked. Now every
 * address gets a mailed single-use link, and only the account of that address, logged in, can accept.
 */
const t = testAppForFile();

async function tokenMailedTo(email: string): Promise<string> {
  const text = (await lastMailTo(t.db, email))?.text ?? '';
  const token = /\/manage\/invitation\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no staff invitation mailed to ${email}`);
  return token;
}

async function invited(role = 'ss_event_admin') {
  const { event, owner } = await buildEventWithOwner(t.db);
  const invitee = await buildUser(t.db);
  const answer = await t.as(owner.id, 'POST', `/partners/events/${event.id}/members`, {
    email: invitee.email,
    role,
  });
  expect(answer.statusCode).toBe(200);
  return { event, owner, invitee, token: await tokenMailedTo(invitee.email) };
}

const accept = (userId: number | null, slug: string, token: string) =>
  t.as(userId, 'POST', `/partners/events/${slug}/staff-invitation/accept`, { token });

describe('staff invitations', () => {
  it('give an existing account no role until it accepts, and list the invitation as pending', async () => {
    const { event, owner, invitee, token } = await invited();
    expect((await t.as(invitee.id, 'GET', `/partners/events/${event.id}/members`)).statusCode).toBe(403);
    const listed = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/members`)).json();
    expect(listed.members.map((m: { userId: number }) => m.userId)).toEqual([owner.id]);
    expect(listed.invitations).toEqual([
      { id: expect.any(Number), email: invitee.email, role: 'ss_event_admin', expiresAt: expect.any(String) },
    ]);
    const offer = await t.as(null, 'GET', `/partners/events/${event.slug}/staff-invitation?token=${token}`);
    expect(offer.json()).toEqual({
      eventName: event.name,
      role: 'ss_event_admin',
      email: invitee.email,
      inviter: owner.userName,
      expiresAt: expect.any(String),
    });
    expect((await accept(invitee.id, event.slug, token)).statusCode).toBe(200);
    expect((await t.as(invitee.id, 'GET', `/partners/events/${event.id}/members`)).statusCode).toBe(200);
  });

  it('answer the same whether or not the address has an account', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const existing = await buildUser(t.db);
    const invite = (email: string) =>
      t.as(owner.id, 'POST', `/partners/events/${event.id}/members`, { email, role: 'ss_event_viewer' });
    const known = await invite(existing.email);
    const unknown = await invite(`nobody${Date.now()}@example.test`);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(known.json().pending).toBe(true);
    expect(known.json().userId).toBeUndefined();
  });

  it('can only be accepted logged in, as the account of the invited address, once', async () => {
    const { event, invitee, token } = await invited();
    expect((await accept(null, event.slug, token)).statusCode).toBe(401);
    const stranger = await buildUser(t.db);
    const wrongAccount = await accept(stranger.id, event.slug, token);
    expect(wrongAccount.statusCode).toBe(403);
    expect(wrongAccount.json().message).toBe(
      'This invitation was sent to another e-mail address: log in with the account of that address',
    );
    expect((await accept(invitee.id, event.slug, 'not-the-token')).statusCode).toBe(404);
    const { event: otherEvent } = await buildEventWithOwner(t.db);
    expect((await accept(invitee.id, otherEvent.slug, token)).statusCode).toBe(404);
    expect((await accept(invitee.id, event.slug, token)).json()).toEqual({
      eventId: event.id,
      slug: event.slug,
      role: 'ss_event_admin',
    });
    const again = await accept(invitee.id, event.slug, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This invitation is invalid or has expired');
  });

  it('need a verified address to accept', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const unverified = await buildUser(t.db, { isVerified: false });
    await t.as(owner.id, 'POST', `/partners/events/${event.id}/members`, {
      email: unverified.email,
      role: 'ss_event_editor',
    });
    const token = await tokenMailedTo(unverified.email);
    expect((await accept(unverified.id, event.slug, token)).statusCode).toBe(403);
  });

  it('stop working when cancelled or expired', async () => {
    const { event, owner, invitee, token } = await invited();
    const [row] = await t.db.select().from(eventInvitations).where(eq(eventInvitations.eventId, event.id));
    await t.as(owner.id, 'DELETE', `/partners/events/${event.id}/invitations/${row!.id}`);
    expect((await accept(invitee.id, event.slug, token)).statusCode).toBe(404);

    const second = await invited('ss_event_viewer');
    await t.db
      .update(eventInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(eventInvitations.eventId, second.event.id));
    expect((await accept(second.invitee.id, second.event.slug, second.token)).statusCode).toBe(404);
  });

  it('never take the event from its owner', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const admin = await buildUser(t.db);
    await addEventMember(t.db, event.id, admin.id, 'ss_event_admin');
    await t.as(admin.id, 'POST', `/partners/events/${event.id}/members`, {
      email: owner.email,
      role: 'ss_event_viewer',
    });
    const refused = await accept(owner.id, event.slug, await tokenMailedTo(owner.email));
    expect(refused.statusCode).toBe(409);
    const members = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/members`)).json().members;
    expect(members.find((m: { userId: number }) => m.userId === owner.id).role).toBe('ss_event_owner');
  });
});
