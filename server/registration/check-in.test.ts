import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrations } from '../db/schema';
import { testAppForFile } from '../test/app';
import { addEventMember, buildEventWithOwner, buildUser } from '../test/factories';

const t = testAppForFile();

/** An event in auto mode with a volunteer, and a helper that registers someone (accepted). */
async function door() {
  const { event, owner } = await buildEventWithOwner(t.db);
  const put = await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/registration/settings`, {
    required: true,
    mode: 'auto',
    capacity: null,
    rsvpDays: 7,
  });
  expect(put.statusCode, put.body).toBe(200);
  const volunteer = await buildUser(t.db);
  await addEventMember(t.db, event.id, volunteer.id, 'ss_event_volunteer');
  const register = async (firstName = 'Ada', lastName = 'Lovelace') => {
    const person = await buildUser(t.db, { firstName, lastName });
    const res = await t.as(person.id, 'POST', `/events/${event.slug}/registration`, { answers: {} });
    expect(res.statusCode, res.body).toBe(201);
    return { person, id: res.json().id as number, token: res.json().qrToken as string };
  };
  const base = `/partners/events/${event.slug}/check-ins`;
  return { event, owner, volunteer, register, base };
}

const clientId = () => crypto.randomUUID();

describe('check-in at the door', () => {
  it("shows the first image uploaded to a file question as the person's photo, else none", {
    timeout: 60_000,
  }, async () => {
    const { owner, volunteer, event, base } = await door();
    const field = async (label: string, position: number) =>
      (
        await t.as(owner.id, 'POST', `/partners/events/${event.slug}/registration-fields`, {
          type: 'file',
          label,
          position,
        })
      ).json().id as number;
    const cv = await field('Your CV', 0);
    const photo = await field('Photo for your badge', 1);
    const registerWith = async (answers: Record<string, string>) => {
      const person = await buildUser(t.db);
      const res = await t.as(person.id, 'POST', `/events/${event.slug}/registration`, { answers });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().qrToken as string;
    };
    const picture = '/uploads/files/2026-11/0b7c5d1e-1111-4a2b-9c3d-123456789abc.jpg';
    const withPhoto = await registerWith({
      [String(cv)]: '/uploads/files/2026-11/0b7c5d1e-2222-4a2b-9c3d-123456789abc.pdf',
      [String(photo)]: picture,
    });
    const without = await registerWith({});
    const lookUp = async (token: string) =>
      (await t.as(volunteer.id, 'GET', `${base}/lookup?token=${token}`)).json().registrants[0];
    expect((await lookUp(withPhoto)).photo).toBe(picture);
    expect((await lookUp(without)).photo).toBeNull();
    const tapped = await t.as(volunteer.id, 'POST', base, { token: withPhoto, clientId: clientId() });
    expect(tapped.json().registrant.photo).toBe(picture);
  });

  it('looks up by code and by name with warnings: 401, 403, 400, 404, 409', async () => {
    const { owner, volunteer, register, base, event } = await door();
    const ada = await register('Ada', 'Lovelace');
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');

    expect((await t.as(null, 'GET', `${base}/lookup?token=${ada.token}`)).statusCode).toBe(401);
    const refused = await t.as(editor.id, 'GET', `${base}/lookup?token=${ada.token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only volunteers, owners and admins of the event may check people in',
    );
    expect((await t.as(volunteer.id, 'GET', `${base}/lookup`)).statusCode).toBe(400);
    expect((await t.as(volunteer.id, 'GET', `${base}/lookup?token=x&q=ada`)).statusCode).toBe(400);
    const unknown = await t.as(volunteer.id, 'GET', `${base}/lookup?token=nope`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().key).toBe('checkIn.error.unknownCode');

    const byToken = await t.as(volunteer.id, 'GET', `${base}/lookup?token=${ada.token}`);
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect(byToken.json().registrants).toEqual([
      expect.objectContaining({ registrationId: ada.id, name: 'Ada Lovelace', warnings: ['not_confirmed'] }),
    ]);
    await t.db.update(registrations).set({ consentStatus: 'pending' }).where(eq(registrations.id, ada.id));
    const byName = await t.as(owner.id, 'GET', `${base}/lookup?q=lovel`);
    expect(byName.json().registrants.map((r: { warnings: string[] }) => r.warnings)).toEqual([
      ['not_confirmed', 'consent_pending'],
    ]);

    // A cancelled registration holds no place: its code is refused with the reason.
    const bob = await register('Bob', 'Cancelled');
    await t.as(bob.person.id, 'POST', `/events/${event.slug}/registration/cancel`);
    const cancelled = await t.as(volunteer.id, 'GET', `${base}/lookup?token=${bob.token}`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().key).toBe('checkIn.error.notAccepted');
    expect((await t.as(volunteer.id, 'GET', `${base}/lookup?q=cancelled`)).json().registrants).toEqual([]);
    // Another event's code is unknown here.
    const other = await door();
    const stranger = await other.register();
    expect((await t.as(volunteer.id, 'GET', `${base}/lookup?token=${stranger.token}`)).statusCode).toBe(404);
  });

  it('checks in once: a double tap and a replayed client id answer without a second check-in', async () => {
    const { volunteer, owner, register, base, event } = await door();
    const ada = await register();
    await t.as(ada.person.id, 'POST', `/events/${event.slug}/registration/confirm`);
    expect((await t.as(null, 'POST', base, { token: ada.token, clientId: clientId() })).statusCode).toBe(401);
    const stranger = await buildUser(t.db);
    expect(
      (await t.as(stranger.id, 'POST', base, { token: ada.token, clientId: clientId() })).statusCode,
    ).toBe(403);
    expect((await t.as(volunteer.id, 'POST', base, { token: ada.token })).statusCode).toBe(400);
    expect(
      (await t.as(volunteer.id, 'POST', base, { token: ada.token, clientId: 'x', at: 'soon' })).statusCode,
    ).toBe(400);

    const id = clientId();
    const at = new Date(Date.now() - 60_000).toISOString();
    const first = await t.as(volunteer.id, 'POST', base, { token: ada.token, clientId: id, at });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      alreadyCheckedIn: false,
      registrant: { checkedInAt: at, warnings: [] },
    });
    const replay = await t.as(volunteer.id, 'POST', base, { token: ada.token, clientId: id, at });
    expect(replay.json()).toMatchObject({ alreadyCheckedIn: false, registrant: { checkedInAt: at } });
    const secondTap = await t.as(owner.id, 'POST', base, { token: ada.token, clientId: clientId() });
    expect(secondTap.statusCode).toBe(200);
    expect(secondTap.json()).toMatchObject({
      alreadyCheckedIn: true,
      registrant: { checkedInAt: at, warnings: ['already_checked_in'] },
    });
    expect(secondTap.json().registrant.checkedInByName).toBeTruthy();
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, ada.id));
    expect(row).toMatchObject({ checkedInBy: volunteer.id, checkedInClientId: id });

    // A time from the future is taken as now.
    const bob = await register('Bob', 'Later');
    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    const late = await t.as(volunteer.id, 'POST', base, {
      token: bob.token,
      clientId: clientId(),
      at: ahead,
    });
    expect(Date.parse(late.json().registrant.checkedInAt)).toBeLessThanOrEqual(Date.now());

    const summary = await t.as(owner.id, 'GET', `${base}/summary`);
    expect(summary.json()).toEqual({ checkedIn: 2, expected: 2 });
    expect((await t.as(stranger.id, 'GET', `${base}/summary`)).statusCode).toBe(403);
    const filtered = await t.as(owner.id, 'GET', `/partners/events/${event.slug}/registrants?checkedIn=yes`);
    expect(filtered.json().registrants).toHaveLength(2);
  });

  it('records one check-in when volunteers scan the same code at once', async () => {
    const { volunteer, owner, register, base, event } = await door();
    const second = await buildUser(t.db);
    await addEventMember(t.db, event.id, second.id, 'ss_event_volunteer');
    const ada = await register();
    const scanners = [volunteer.id, second.id, owner.id, volunteer.id, second.id, owner.id];
    const answers = await Promise.all(
      scanners.map((userId) => t.as(userId, 'POST', base, { token: ada.token, clientId: clientId() })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(scanners.map(() => 200));
    expect(answers.filter((a) => a.json().alreadyCheckedIn === false)).toHaveLength(1);
    const times = new Set(answers.map((a) => a.json().registrant.checkedInAt));
    expect(times.size).toBe(1);
  });
});
