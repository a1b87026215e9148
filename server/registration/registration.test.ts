import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TIMELINE_TYPES } from '../../common/constants';
import { decodeQrFrame } from '../../web/features/registration/qr-frame';
import { jobs, mailOutbox, registrations, timelines } from '../db/schema';
import { ensureParticipant } from '../events/participants';
import { runDueJobs } from '../jobs/queue';
import { lastMailTo, testAppForFile } from '../test/app';
import { addEventMember, buildEventWithOwner, buildUser } from '../test/factories';
import { buildPlanWithout } from '../test/plan-fixtures';
import { registrationJobHandlers } from './jobs';

const t = testAppForFile();
const DAY = 86_400_000;

type Mode = 'auto' | 'review' | 'fcfs';

/** Runs the job queue until nothing is due (a tick already under way may predate the latest jobs). */
async function drain() {
  while ((await t.app.jobs.tick()) > 0) {}
}

async function registrationEvent(
  settings: { mode?: Mode; capacity?: number | null; rsvpDays?: number | null; required?: boolean } = {},
  eventOverrides: { planId?: number } = {},
) {
  const { event, owner } = await buildEventWithOwner(t.db, eventOverrides);
  const put = await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/registration/settings`, {
    required: settings.required ?? true,
    mode: settings.mode ?? 'review',
    capacity: settings.capacity ?? null,
    rsvpDays: settings.rsvpDays === undefined ? 7 : settings.rsvpDays,
  });
  expect(put.statusCode, put.body).toBe(200);
  return { event, owner };
}

const apply = (userId: number | null, slug: string, answers: Record<string, unknown> = {}) =>
  t.as(userId, 'POST', `/events/${slug}/registration`, { answers });
const statusOf = async (id: number) =>
  (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!.status;
const decide = (ownerId: number, slug: string, ids: number[], decision: string, note?: string) =>
  t.as(ownerId, 'POST', `/partners/events/${slug}/registrants/decisions`, { ids, decision, note });

describe('registration settings and form', () => {
  it('is open participation until an owner or admin requires it: 401, 403, 400, then the settings', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    const url = `/partners/events/${event.slug}/registration/settings`;
    const body = { required: true, mode: 'review', capacity: 10, rsvpDays: 3 };
    const before = (await t.as(null, 'GET', `/events/${event.slug}/registration`)).json();
    expect(before).toMatchObject({ settings: { required: false, open: false }, registration: null });

    expect((await t.as(null, 'PUT', url, body)).statusCode).toBe(401);
    const refused = await t.as(editor.id, 'PUT', url, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only event owners and admins may manage registration');
    expect((await t.as(editor.id, 'GET', url)).statusCode).toBe(200);
    expect((await t.as(owner.id, 'PUT', url, { ...body, mode: 'lottery' })).statusCode).toBe(400);
    expect((await t.as(owner.id, 'PUT', url, { ...body, capacity: 0 })).statusCode).toBe(400);

    const saved = await t.as(owner.id, 'PUT', url, body);
    expect(saved.json()).toMatchObject({
      required: true,
      mode: 'review',
      capacity: 10,
      rsvpDays: 3,
      open: true,
    });
    expect(saved.json().window.state).toBe('none');
  });

  it('builds a form with the submission field types and checks answers (required, choices)', async () => {
    const { event, owner } = await registrationEvent();
    const fieldsUrl = `/partners/events/${event.slug}/registration-fields`;
    expect((await t.as(null, 'POST', fieldsUrl, { type: 'short_text', label: 'School' })).statusCode).toBe(
      401,
    );
    const stranger = await buildUser(t.db);
    expect(
      (await t.as(stranger.id, 'POST', fieldsUrl, { type: 'short_text', label: 'School' })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(owner.id, 'POST', fieldsUrl, { type: 'single_choice', label: 'Size', options: ['S'] }))
        .statusCode,
    ).toBe(400);
    const school = (
      await t.as(owner.id, 'POST', fieldsUrl, {
        type: 'short_text',
        label: 'School',
        required: true,
        helpText: 'Its full name',
      })
    ).json();
    const shirt = (
      await t.as(owner.id, 'POST', fieldsUrl, {
        type: 'single_choice',
        label: 'T-shirt',
        options: ['S', 'M', 'L'],
        position: 2,
      })
    ).json();
    expect(school).toMatchObject({ label: 'School', required: true, helpText: 'Its full name' });

    const person = await buildUser(t.db);
    const missing = await apply(person.id, event.slug, { [shirt.id]: 'M' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'School is required',
      key: 'submissionForm.error.required',
    });
    const wrong = await apply(person.id, event.slug, { [school.id]: 'Hill High', [shirt.id]: 'XXL' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().key).toBe('submissionForm.error.choice');
    const done = await apply(person.id, event.slug, { [school.id]: ' Hill High ', [shirt.id]: 'M' });
    expect(done.statusCode).toBe(201);
    expect(done.json().answers).toEqual({ [school.id]: 'Hill High', [shirt.id]: 'M' });

    const renamed = await t.as(owner.id, 'PUT', `${fieldsUrl}/${shirt.id}`, {
      type: 'single_choice',
      label: 'Shirt',
      options: ['S', 'M'],
    });
    expect(renamed.json().label).toBe('Shirt');
    expect((await t.as(owner.id, 'DELETE', `${fieldsUrl}/${shirt.id}`)).statusCode).toBe(200);
    expect((await t.as(owner.id, 'DELETE', `${fieldsUrl}/${shirt.id}`)).statusCode).toBe(404);
  });
});

describe('applying', () => {
  it('needs a login, a required registration and an open window', async () => {
    const open = await buildEventWithOwner(t.db);
    const person = await buildUser(t.db);
    expect((await apply(null, open.event.slug)).statusCode).toBe(401);
    const notRequired = await apply(person.id, open.event.slug);
    expect(notRequired.statusCode).toBe(400);
    expect(notRequired.json().key).toBe('registration.error.notRequired');

    const { event } = await registrationEvent();
    await t.db.insert(timelines).values({
      eventId: event.id,
      timelineType: TIMELINE_TYPES.STUDENT_REGISTRATION,
      startAt: new Date(Date.now() - 3 * DAY),
      endAt: new Date(Date.now() - DAY),
    });
    const closed = await apply(person.id, event.slug);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: 'Registration has closed', key: 'registration.error.closed' });
    expect((await t.as(person.id, 'GET', `/events/${event.slug}/registration`)).json().settings.open).toBe(
      false,
    );
  });

  it('review mode: applied, mailed, and a second submission of the form is the same registration', async () => {
    const { event } = await registrationEvent({ mode: 'review' });
    const person = await buildUser(t.db, { locale: 'es' });
    const [first, second] = await Promise.all([apply(person.id, event.slug), apply(person.id, event.slug)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect(first.json().status).toBe('applied');
    expect(first.json().qrToken).toMatch(/^[\w-]{20,}$/);
    const rows = await t.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows).toHaveLength(1);
    await drain();
    const mail = await lastMailTo(t.db, person.email);
    expect(mail?.subject).toBe('Test Event: hemos recibido tu inscripción');
    const mine = (await t.as(person.id, 'GET', `/events/${event.slug}/registration`)).json();
    expect(mine.registration).toMatchObject({ status: 'applied', id: first.json().id });
  });

  it('auto mode accepts while there is room and refuses once full', async () => {
    const { event } = await registrationEvent({ mode: 'auto', capacity: 1 });
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const accepted = await apply(a.id, event.slug);
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    expect(new Date(accepted.json().rsvpDueAt).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    const full = await apply(b.id, event.slug);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'The event is full', key: 'registration.error.full' });
    await drain();
    expect((await lastMailTo(t.db, a.email))?.subject).toBe('Test Event: you have a place');
  });

  it('an acceptance mail carries the check-in code: typed, and as an inline QR image', async () => {
    const { event } = await registrationEvent({ mode: 'auto', capacity: 5 });
    const person = await buildUser(t.db, { locale: 'fr' });
    const accepted = (await apply(person.id, event.slug)).json();
    await drain();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mail?.subject).toBe('Test Event : vous avez une place');
    expect(mail?.text).toContain(`Votre code d'accueil, à montrer à l'entrée :\n${accepted.qrToken}`);
    expect(mail?.text).toContain(`/${event.slug}/registration`);
    expect(mail?.html).toContain('<img src="cid:check-in-qr"');
    expect(mail?.html).toContain(accepted.qrToken);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: 'check-in-code.png',
        contentType: 'image/png',
        cid: 'check-in-qr',
      }),
    ]);
    // The image is the code: the scanner's decoder reads it back.
    const { data, info } = await sharp(Buffer.from(mail!.attachments![0]!.content, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(decodeQrFrame(new Uint8ClampedArray(data), info.width, info.height)).toBe(accepted.qrToken);

    // A mail about a registration that holds no place carries none.
    const waiting = await buildUser(t.db);
    const { event: reviewed } = await registrationEvent({ mode: 'review' });
    await apply(waiting.id, reviewed.slug);
    await drain();
    const [applied] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, waiting.email));
    expect(applied?.attachments).toBeNull();
    expect(applied?.html).toBeNull();
  });

  it('first come first served: waitlists beyond capacity, and one cancellation promotes exactly one', async () => {
    const { event } = await registrationEvent({ mode: 'fcfs', capacity: 2 });
    const people = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.db)));
    const answers = [];
    for (const person of people) answers.push((await apply(person.id, event.slug)).json());
    expect(answers.map((a) => a.status)).toEqual(['accepted', 'accepted', 'waitlisted', 'waitlisted']);
    expect(answers.map((a) => a.waitlistPosition)).toEqual([null, null, 1, 2]);

    // The same person cancelling twice at once frees one place, once.
    const cancels = await Promise.all([
      t.as(people[0]!.id, 'POST', `/events/${event.slug}/registration/cancel`),
      t.as(people[0]!.id, 'POST', `/events/${event.slug}/registration/cancel`),
    ]);
    expect(cancels.map((c) => c.json().status)).toEqual(['cancelled', 'cancelled']);
    expect(await statusOf(answers[2].id)).toBe('accepted');
    expect(await statusOf(answers[3].id)).toBe('waitlisted');
    await drain();
    expect((await lastMailTo(t.db, people[2]!.email))?.subject).toBe('Test Event: a place freed up for you');
    expect((await lastMailTo(t.db, people[0]!.email))?.subject).toBe(
      'Test Event: your registration is cancelled',
    );
    const position = (await t.as(people[3]!.id, 'GET', `/events/${event.slug}/registration`)).json();
    expect(position.registration.waitlistPosition).toBe(1);
  });
});

describe("the person's confirmation", () => {
  it('confirms an accepted place; refuses to confirm what is not accepted', async () => {
    const { event, owner } = await registrationEvent({ mode: 'review' });
    const person = await buildUser(t.db, { locale: 'fr' });
    const applied = (await apply(person.id, event.slug)).json();
    const early = await t.as(person.id, 'POST', `/events/${event.slug}/registration/confirm`);
    expect(early.statusCode).toBe(409);
    expect(early.json().key).toBe('registration.error.transition');
    expect((await t.as(null, 'POST', `/events/${event.slug}/registration/confirm`)).statusCode).toBe(401);
    const nobody = await t.as(
      (await buildUser(t.db)).id,
      'POST',
      `/events/${event.slug}/registration/confirm`,
    );
    expect(nobody.statusCode).toBe(404);

    expect((await decide(owner.id, event.slug, [applied.id], 'accepted', 'Bring a lab coat')).json()).toEqual(
      {
        changed: 1,
        unchanged: 0,
      },
    );
    await drain();
    const acceptedMail = await lastMailTo(t.db, person.email);
    expect(acceptedMail?.subject).toBe('Test Event : vous avez une place');
    expect(acceptedMail?.text).toContain('Bring a lab coat');
    expect(acceptedMail?.text).toContain(`/${event.slug}/registration`);

    const confirmed = await t.as(person.id, 'POST', `/events/${event.slug}/registration/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    await drain();
    expect((await lastMailTo(t.db, person.email))?.subject).toBe('Test Event : votre venue est confirmée');
  });

  it('the RSVP job gives an unconfirmed place to the waitlist when its date passes, and only then', async () => {
    const { event, owner } = await registrationEvent({ mode: 'review', capacity: 1, rsvpDays: 2 });
    const [late, next] = [await buildUser(t.db), await buildUser(t.db)];
    const lateId = (await apply(late.id, event.slug)).json().id;
    const nextId = (await apply(next.id, event.slug)).json().id;
    await decide(owner.id, event.slug, [lateId], 'accepted');
    await decide(owner.id, event.slug, [nextId], 'waitlisted');
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'registration-rsvp'),
          eq(
            jobs.key,
            `registration-rsvp:${lateId}:${(await t.db.select().from(registrations).where(eq(registrations.id, lateId)))[0]!.rsvpDueAt!.getTime()}`,
          ),
        ),
      );
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + DAY);
    await drain();
    expect(await statusOf(lateId)).toBe('accepted');

    // Two days later: the job is due.
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job!.id));
    await t.db
      .update(registrations)
      .set({ rsvpDueAt: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, lateId));
    const handlers = registrationJobHandlers(t.app.ctx);
    await runDueJobs(t.db, 'test-worker', handlers);
    const [lapsed] = await t.db.select().from(registrations).where(eq(registrations.id, lateId));
    expect(lapsed).toMatchObject({ status: 'cancelled', cancelReason: 'rsvp_expired' });
    expect(await statusOf(nextId)).toBe('accepted');
    expect((await lastMailTo(t.db, late.email))?.subject).toBe('Test Event: your place was released');
    expect((await lastMailTo(t.db, next.email))?.subject).toBe('Test Event: a place freed up for you');
    const tooLate = await t.as(late.id, 'POST', `/events/${event.slug}/registration/confirm`);
    expect(tooLate.statusCode).toBe(409);
  });

  it('a confirmed person keeps the place when the job runs', async () => {
    const { event } = await registrationEvent({ mode: 'auto', rsvpDays: 1 });
    const person = await buildUser(t.db);
    const id = (await apply(person.id, event.slug)).json().id;
    await t.as(person.id, 'POST', `/events/${event.slug}/registration/confirm`);
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, 'registration-rsvp'));
    await t.db
      .update(registrations)
      .set({ rsvpDueAt: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, id));
    await drain();
    expect(await statusOf(id)).toBe('confirmed');
  });
});

describe("the organiser's decisions and table", () => {
  it('decides in bulk within capacity: all or none; 401, 403, 400', async () => {
    const { event, owner } = await registrationEvent({ mode: 'review', capacity: 2 });
    const people = await Promise.all([1, 2, 3].map(() => buildUser(t.db)));
    const ids: number[] = [];
    for (const person of people) ids.push((await apply(person.id, event.slug)).json().id);
    const url = `/partners/events/${event.slug}/registrants/decisions`;
    expect((await t.as(null, 'POST', url, { ids, decision: 'accepted' })).statusCode).toBe(401);
    const viewer = await buildUser(t.db);
    await addEventMember(t.db, event.id, viewer.id, 'ss_event_viewer');
    expect((await t.as(viewer.id, 'POST', url, { ids, decision: 'accepted' })).statusCode).toBe(403);
    expect((await t.as(owner.id, 'POST', url, { ids: [], decision: 'accepted' })).statusCode).toBe(400);
    expect((await t.as(owner.id, 'POST', url, { ids, decision: 'maybe' })).statusCode).toBe(400);

    const tooMany = await decide(owner.id, event.slug, ids, 'accepted');
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ key: 'registration.error.capacity', values: { count: 2 } });
    expect(await statusOf(ids[0]!)).toBe('applied');

    expect((await decide(owner.id, event.slug, ids.slice(0, 2), 'accepted')).json()).toEqual({
      changed: 2,
      unchanged: 0,
    });
    expect(
      (await decide(owner.id, event.slug, [ids[2]!], 'declined', 'Sorry, we are full')).json().changed,
    ).toBe(1);
    await drain();
    const declinedMail = await lastMailTo(t.db, people[2]!.email);
    expect(declinedMail?.subject).toBe('Test Event: your registration');
    expect(declinedMail?.text).toContain('Sorry, we are full');
    // A declined person cannot simply apply again.
    const again = await apply(people[2]!.id, event.slug);
    expect(again.json().key).toBe('registration.error.declined');
    const other = await buildEventWithOwner(t.db);
    expect((await decide(other.owner.id, other.event.slug, [ids[0]!], 'declined')).statusCode).toBe(404);
  });

  it('lists, filters, counts and exports registrants, and mails a status', async () => {
    const { event, owner } = await registrationEvent({ mode: 'review' });
    const field = (
      await t.as(owner.id, 'POST', `/partners/events/${event.slug}/registration-fields`, {
        type: 'short_text',
        label: 'School',
      })
    ).json();
    const people = await Promise.all(['Ana', 'Ben', 'Cy'].map((firstName) => buildUser(t.db, { firstName })));
    const ids: number[] = [];
    for (const [index, person] of people.entries())
      ids.push(
        (
          await apply(person.id, event.slug, { [field.id]: index === 0 ? '=Hill High' : 'Lake School' })
        ).json().id,
      );
    await decide(owner.id, event.slug, [ids[0]!, ids[1]!], 'accepted');
    await t.as(people[1]!.id, 'POST', `/events/${event.slug}/registration/confirm`);
    await t.db
      .update(registrations)
      .set({ checkedInAt: new Date(), checkedInBy: owner.id })
      .where(eq(registrations.id, ids[1]!));

    const base = `/partners/events/${event.slug}/registrants`;
    expect((await t.as(null, 'GET', base)).statusCode).toBe(401);
    expect((await t.as((await buildUser(t.db)).id, 'GET', base)).statusCode).toBe(403);
    expect((await t.as(owner.id, 'GET', `${base}?status=maybe`)).statusCode).toBe(400);
    const all = (await t.as(owner.id, 'GET', base)).json();
    expect(all.total).toBe(3);
    expect(all.counts).toMatchObject({
      applied: 1,
      accepted: 1,
      confirmed: 1,
      checkedIn: 1,
      consentPending: 0,
      total: 3,
    });
    expect(all.registrants[0]).not.toHaveProperty('qrToken');
    const names = async (query: string) =>
      (await t.as(owner.id, 'GET', `${base}?${query}`))
        .json()
        .registrants.map((r: { name: string }) => r.name.split(' ')[0]);
    expect(await names('status=confirmed')).toEqual(['Ben']);
    expect(await names('checkedIn=no')).toEqual(['Ana', 'Cy']);
    expect(await names('consent=not_needed')).toEqual(['Ana', 'Ben', 'Cy']);
    expect(await names('consent=pending')).toEqual([]);
    expect(await names(`fieldId=${field.id}&answer=lake`)).toEqual(['Ben', 'Cy']);
    expect(await names('q=ana')).toEqual(['Ana']);
    expect((await t.as(owner.id, 'GET', `${base}/counts`)).json()).toMatchObject({
      accepted: 1,
      confirmed: 1,
    });

    const csv = await t.as(owner.id, 'GET', `${base}.csv?status=accepted`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\n');
    expect(lines[0]).toContain('School');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=Hill High");

    const mailUrl = `${base}/mail`;
    const message = { status: 'accepted', subject: 'Parking', body: 'Park behind the gym.' };
    expect((await t.as(null, 'POST', mailUrl, message)).statusCode).toBe(401);
    expect((await t.as(owner.id, 'POST', mailUrl, { ...message, subject: '' })).statusCode).toBe(400);
    expect((await t.as(owner.id, 'POST', mailUrl, message)).json()).toEqual({ queued: 1 });
    await drain();
    const sent = await lastMailTo(t.db, people[0]!.email);
    expect(sent).toMatchObject({ subject: 'Test Event: Parking' });
    expect(await lastMailTo(t.db, people[2]!.email)).not.toMatchObject({ subject: 'Test Event: Parking' });
  });
});

describe('taking part when registration is required', () => {
  it('only people holding a place start or join projects; staff still can; open events as before', async () => {
    const { event, owner } = await registrationEvent({ mode: 'review' });
    const person = await buildUser(t.db);
    const refused = await t.as(person.id, 'POST', '/projects', { eventId: event.id, title: 'Kites' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Register for this event and be accepted before you start or join a project',
      key: 'registration.error.registrationRequired',
    });
    const id = (await apply(person.id, event.slug)).json().id;
    await expect(ensureParticipant(t.db, event.id, person.id)).rejects.toThrow(/Register for this event/);
    await decide(owner.id, event.slug, [id], 'accepted');
    expect(
      (await t.as(person.id, 'POST', '/projects', { eventId: event.id, title: 'Kites' })).statusCode,
    ).toBe(200);
    expect(
      (await t.as(owner.id, 'POST', '/projects', { eventId: event.id, title: 'Staff demo' })).statusCode,
    ).toBe(200);

    const open = await buildEventWithOwner(t.db);
    expect(
      (await t.as(person.id, 'POST', '/projects', { eventId: open.event.id, title: 'Free' })).statusCode,
    ).toBe(200);
  });

  it("counts places against the plan's number_of_participants", async () => {
    const planId = await buildPlanWithout(t.db, [], { number_of_participants: 1 });
    const { event, owner } = await registrationEvent({ mode: 'review', capacity: 5 }, { planId });
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const ids = [(await apply(a.id, event.slug)).json().id, (await apply(b.id, event.slug)).json().id];
    expect(
      (await t.as(owner.id, 'GET', `/partners/events/${event.slug}/registration/settings`)).json().places,
    ).toBe(1);
    const over = await decide(owner.id, event.slug, ids, 'accepted');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ key: 'plan.limit.participants', values: { count: 1 } });
    expect((await decide(owner.id, event.slug, [ids[0]], 'accepted')).statusCode).toBe(200);
    expect((await t.as(a.id, 'POST', '/projects', { eventId: event.id, title: 'Seat' })).statusCode).toBe(
      200,
    );
  });
});

describe('concurrency', () => {
  it('never gives more places than the capacity when many register at once', {
    timeout: 60_000,
  }, async () => {
    const { event } = await registrationEvent({ mode: 'fcfs', capacity: 5 });
    const people = await Promise.all(Array.from({ length: 24 }, () => buildUser(t.db)));
    const answers = await Promise.all(people.map((person) => apply(person.id, event.slug)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const rows = await t.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows.filter((row) => row.status === 'accepted')).toHaveLength(5);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(19);

    // Five cancel at once: exactly the next five are promoted, in order.
    const holders = rows.filter((row) => row.status === 'accepted').map((row) => row.userId);
    await Promise.all(
      holders.map((userId) => t.as(userId, 'POST', `/events/${event.slug}/registration/cancel`)),
    );
    const after = await t.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(after.filter((row) => row.status === 'accepted')).toHaveLength(5);
    expect(after.filter((row) => row.status === 'waitlisted')).toHaveLength(14);
    // Each promoted person is mailed once.
    await drain();
    const promoted = after.filter((row) => row.status === 'accepted').map((row) => row.userId);
    const promotedEmails = people
      .filter((person) => promoted.includes(person.id))
      .map((person) => person.email);
    const mails = (await t.db.select().from(mailOutbox)).filter(
      (mail) => promotedEmails.includes(mail.to) && mail.subject === 'Test Event: a place freed up for you',
    );
    expect(mails).toHaveLength(5);
  });
});
