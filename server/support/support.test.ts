import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFeatures, plans } from '../db/schema';
import { createTestApp, lastMailTo, type TestApp } from '../test/app';
import { addEventMember, buildEventWithOwner, buildUser } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const message = {
  subject: 'Cannot upload my video',
  body: 'The upload stops at 90%.',
  pagePath: '/demo/projects',
};

describe('the support inbox', () => {
  it('takes a participant’s message, lists it to organisers, and mails their reply', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const participant = await buildUser(t.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const sent = await t.as(
      participant.id,
      'POST',
      `/partners/events/${event.slug}/support-messages`,
      message,
    );
    expect(sent.statusCode).toBe(201);

    const inbox = await t.as(owner.id, 'GET', `/partners/events/${event.id}/support-messages`);
    expect(inbox.statusCode).toBe(200);
    const [listed] = inbox.json().messages;
    expect(listed).toMatchObject({
      ...message,
      status: 'open',
      sender: { id: participant.id, name: 'Ada Lovelace', email: participant.email },
      replies: [],
    });

    const replied = await t.as(
      owner.id,
      'POST',
      `/partners/events/${event.id}/support-messages/${listed.id}/replies`,
      {
        body: 'Try a file under 25 MB.',
      },
    );
    expect(replied.statusCode).toBe(201);
    const mail = await lastMailTo(t.db, participant.email);
    expect(mail?.subject).toBe(`Re: Cannot upload my video (${event.name})`);
    expect(mail?.text).toContain('Try a file under 25 MB.');
    const after = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/support-messages`)).json();
    expect(after.messages[0]).toMatchObject({
      status: 'answered',
      replies: [{ body: 'Try a file under 25 MB.' }],
    });
  });

  it('shows who wrote to every staff role, but their e-mail address only to the owner', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const participant = await buildUser(t.db);
    await t.as(participant.id, 'POST', `/partners/events/${event.id}/support-messages`, message);
    const senderAs = async (userId: number) =>
      (await t.as(userId, 'GET', `/partners/events/${event.id}/support-messages`)).json().messages[0].sender;
    expect((await senderAs(owner.id)).email).toBe(participant.email);
    for (const role of ['ss_event_admin', 'ss_event_editor', 'ss_event_viewer'] as const) {
      const staff = await buildUser(t.db);
      await addEventMember(t.db, event.id, staff.id, role);
      const sender = await senderAs(staff.id);
      expect(sender.id).toBe(participant.id);
      expect(sender.email).toBeNull();
    }
  });

  it('needs a signed-in sender and event staff to read or reply', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const participant = await buildUser(t.db);
    await addEventMember(t.db, event.id, participant.id, 'ss_event_participant');
    expect(
      (await t.as(null, 'POST', `/partners/events/${event.id}/support-messages`, message)).statusCode,
    ).toBe(401);
    expect(
      (await t.as(participant.id, 'GET', `/partners/events/${event.id}/support-messages`)).statusCode,
    ).toBe(403);
    await t.as(participant.id, 'POST', `/partners/events/${event.id}/support-messages`, message);
    const reply = await t.as(
      participant.id,
      'POST',
      `/partners/events/${event.id}/support-messages/1/replies`,
      {
        body: 'x',
      },
    );
    expect(reply.statusCode).toBe(403);
  });

  it('refuses an empty message with a field error', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const participant = await buildUser(t.db);
    const answer = await t.as(participant.id, 'POST', `/partners/events/${event.id}/support-messages`, {
      subject: '  ',
      body: 'x',
    });
    expect(answer.statusCode).toBe(400);
  });

  it('is closed on a plan without enable_on_app_support', async () => {
    const [plan] = await t.db
      .insert(plans)
      .values({ code: `no-support-${Date.now()}`, name: 'Small' })
      .returning();
    await t.db
      .insert(planFeatures)
      .values({ planId: plan!.id, code: 'enable_event_notification', enabled: true });
    const { event, owner } = await buildEventWithOwner(t.db, { planId: plan!.id });
    const participant = await buildUser(t.db);
    for (const [userId, method, url, body] of [
      [participant.id, 'POST', `/partners/events/${event.id}/support-messages`, message],
      [owner.id, 'GET', `/partners/events/${event.id}/support-messages`, undefined],
      [owner.id, 'POST', `/partners/events/${event.id}/support-messages/1/replies`, { body: 'x' }],
    ] as const) {
      const answer = await t.as(userId, method, url, body);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        message: "This event's plan does not include the support inbox",
        key: 'enable_on_app_support',
      });
    }
  });

  it('is open on a plan with enable_on_app_support', async () => {
    const [plan] = await t.db
      .insert(plans)
      .values({ code: `support-${Date.now()}`, name: 'Pro' })
      .returning();
    await t.db
      .insert(planFeatures)
      .values({ planId: plan!.id, code: 'enable_on_app_support', enabled: true });
    const { event } = await buildEventWithOwner(t.db, { planId: plan!.id });
    const participant = await buildUser(t.db);
    const sent = await t.as(participant.id, 'POST', `/partners/events/${event.id}/support-messages`, message);
    expect(sent.statusCode).toBe(201);
  });
});
