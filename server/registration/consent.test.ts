import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parentConsents, registrations } from '../db/schema';
import { lastMailTo, testAppForFile } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildEventWithOwner,
  buildProject,
  buildUser,
} from '../test/factories';

const t = testAppForFile();
const YEAR = 365.25 * 86_400_000;
const bornYearsAgo = (years: number) => new Date(Date.now() - years * YEAR).toISOString().slice(0, 10);

async function consentEvent(ageUnder: number | null = 16, text = 'Photos and project pages are public.') {
  const { event, owner } = await buildEventWithOwner(t.db);
  const settings = await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/registration/settings`, {
    required: true,
    mode: 'review',
    capacity: null,
    rsvpDays: null,
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const put = await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/registration/consent`, {
    ageUnder,
    text,
  });
  expect(put.statusCode, put.body).toBe(200);
  return { event, owner };
}

/** A minor registers, naming a parent; returns the registration and the token of the mailed link. */
async function minorRegisters(slug: string, parentEmail = `parent-${Math.random()}@example.org`) {
  const child = await buildUser(t.db);
  const response = await t.as(child.id, 'POST', `/events/${slug}/registration`, {
    answers: {},
    birthDate: bornYearsAgo(12),
    parentEmail,
  });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await lastMailTo(t.db, parentEmail);
  const token = /parent-access\?token=([\w-]+)/.exec(mail!.text)![1]!;
  return { child, registration: response.json(), parentEmail, token, mail: mail! };
}

const answer = (slug: string, token: string, decision: 'given' | 'declined', name = 'Ana Pérez') =>
  t.as(null, 'POST', `/events/${slug}/parent-consent`, { token, name, relationship: 'Mother', decision });

describe('consent settings', () => {
  it('lets owners and admins set the age and text; a changed text bumps the version (401, 403, 400)', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    const url = `/partners/events/${event.slug}/registration/consent`;
    const body = { ageUnder: 16, text: 'Version one' };
    expect((await t.as(null, 'PUT', url, body)).statusCode).toBe(401);
    expect((await t.as(editor.id, 'PUT', url, body)).statusCode).toBe(403);
    expect((await t.as(owner.id, 'PUT', url, { ...body, ageUnder: 0 })).statusCode).toBe(400);
    expect((await t.as(owner.id, 'PUT', url, body)).json()).toEqual({ ...body, textVersion: 2 });
    expect((await t.as(owner.id, 'PUT', url, { ...body, ageUnder: 14 })).json().textVersion).toBe(2);
    expect((await t.as(owner.id, 'PUT', url, { ...body, text: 'Version two' })).json().textVersion).toBe(3);
    expect((await t.as(editor.id, 'GET', url)).json()).toEqual({
      ageUnder: 16,
      text: 'Version two',
      textVersion: 3,
    });
  });
});

describe('registering under the consent age', () => {
  it('asks for a birth date, and under the age a parent e-mail (400)', async () => {
    const { event } = await consentEvent();
    const person = await buildUser(t.db);
    const url = `/events/${event.slug}/registration`;
    const noDate = await t.as(person.id, 'POST', url, { answers: {} });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().key).toBe('consent.error.birthDateRequired');
    expect(noDate.json().fields).toEqual({ birthDate: 'consent.error.birthDateRequired' });
    const form = (await t.as(person.id, 'GET', url)).json();
    expect(form.settings.consentAgeUnder).toBe(16);
    const future = await t.as(person.id, 'POST', url, { answers: {}, birthDate: '2999-01-01' });
    expect(future.json()).toMatchObject({
      message: 'Give a real birth date, in the past',
      key: 'consent.error.birthDateInvalid',
    });
    const noParent = await t.as(person.id, 'POST', url, { answers: {}, birthDate: bornYearsAgo(12) });
    expect(noParent.json().key).toBe('consent.error.parentEmailRequired');
    expect(noParent.json().fields).toEqual({ parentEmail: 'consent.error.parentEmailRequired' });
    const ownAddress = await t.as(person.id, 'POST', url, {
      answers: {},
      birthDate: bornYearsAgo(12),
      parentEmail: person.email.toUpperCase(),
    });
    expect(ownAddress.json().key).toBe('consent.error.parentEmailOwn');
    const adult = await t.as(person.id, 'POST', url, { answers: {}, birthDate: bornYearsAgo(30) });
    expect(adult.statusCode).toBe(201);
    expect(adult.json().consentStatus).toBe('not_needed');
  });

  it('waits for the parent, who gets a link; consent stores who, when and the version', async () => {
    const { event, owner } = await consentEvent();
    const { registration, token, mail, parentEmail } = await minorRegisters(event.slug);
    expect(registration.consentStatus).toBe('pending');
    expect(mail.subject).toContain('consent');
    const stored = await t.db
      .select()
      .from(parentConsents)
      .where(eq(parentConsents.registrationId, registration.id));
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(stored[0]!.parentEmail).toBe(parentEmail);

    const page = await t.as(null, 'GET', `/events/${event.slug}/parent-consent?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      event: { slug: event.slug },
      text: 'Photos and project pages are public.',
      textVersion: 2,
    });
    expect(
      (
        await t.as(null, 'POST', `/events/${event.slug}/parent-consent`, {
          token,
          name: '',
          relationship: 'x',
          decision: 'given',
        })
      ).statusCode,
    ).toBe(400);

    const given = await answer(event.slug, token, 'given');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ decision: 'given', textVersion: 2 });
    const [row] = await t.db
      .select()
      .from(parentConsents)
      .where(eq(parentConsents.registrationId, registration.id));
    expect(row).toMatchObject({
      parentName: 'Ana Pérez',
      relationship: 'Mother',
      decision: 'given',
      textVersion: 2,
    });
    expect(row!.decidedAt).toBeInstanceOf(Date);
    const [reg] = await t.db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(reg!.consentStatus).toBe('given');
    expect(reg!.consentAt).toBeInstanceOf(Date);

    // Single use.
    expect((await answer(event.slug, token, 'declined')).statusCode).toBe(404);
    expect((await t.as(null, 'GET', `/events/${event.slug}/parent-consent?token=${token}`)).json().key).toBe(
      'consent.error.invalidLink',
    );
    const list = await t.as(owner.id, 'GET', `/partners/events/${event.slug}/registrants?consent=given`);
    expect(list.json().registrants.map((r: { id: number }) => r.id)).toEqual([registration.id]);
  });

  it('declined consent keeps the registration from being accepted (409)', async () => {
    const { event, owner } = await consentEvent();
    const { registration, token } = await minorRegisters(event.slug);
    expect((await answer(event.slug, token, 'declined')).statusCode).toBe(200);
    const accept = await t.as(owner.id, 'POST', `/partners/events/${event.slug}/registrants/decisions`, {
      ids: [registration.id],
      decision: 'accepted',
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().key).toBe('consent.error.declined');
  });

  it('expired links and links of another event do not work', async () => {
    const { event } = await consentEvent();
    const other = await consentEvent();
    const { registration, token } = await minorRegisters(event.slug);
    expect((await answer(other.event.slug, token, 'given')).statusCode).toBe(404);
    await t.db
      .update(parentConsents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(parentConsents.registrationId, registration.id));
    expect((await answer(event.slug, token, 'given')).statusCode).toBe(404);
  });

  it('resend mails a new link and the old one stops working (401, 403, 404, 409)', async () => {
    const { event, owner } = await consentEvent();
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    const { registration, token, parentEmail } = await minorRegisters(event.slug);
    const url = `/partners/events/${event.slug}/registrants/${registration.id}/consent/resend`;
    expect((await t.as(null, 'POST', url)).statusCode).toBe(401);
    expect((await t.as(editor.id, 'POST', url)).statusCode).toBe(403);
    expect(
      (await t.as(owner.id, 'POST', `/partners/events/${event.slug}/registrants/0/consent/resend`))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.as(owner.id, 'POST', `/partners/events/${event.slug}/registrants/999999/consent/resend`))
        .statusCode,
    ).toBe(404);
    expect((await t.as(owner.id, 'POST', url)).statusCode).toBe(200);
    const fresh = /parent-access\?token=([\w-]+)/.exec((await lastMailTo(t.db, parentEmail))!.text)![1]!;
    expect(fresh).not.toBe(token);
    expect((await answer(event.slug, token, 'given')).statusCode).toBe(404);
    expect((await answer(event.slug, fresh, 'given')).statusCode).toBe(200);
    expect((await t.as(owner.id, 'POST', url)).json().key).toBe('consent.error.notPending');
  });
});

describe('public view until consent', () => {
  it('keeps the minor’s project out of the anonymous gallery and project page until consent', async () => {
    const { event, owner } = await consentEvent();
    const { child, token } = await minorRegisters(event.slug);
    const project = await buildProject(t.db, { eventId: event.id });
    await addTeamMember(t.db, project.id, child.id);
    const visible = async (userId: number | null) => {
      const gallery = (await t.as(userId, 'GET', `/projects?eventId=${event.id}`)).json();
      return gallery.projects.some((p: { id: number }) => p.id === project.id);
    };
    expect(await visible(null)).toBe(false);
    expect((await t.as(null, 'GET', `/project/${project.id}`)).statusCode).toBe(404);
    expect(await visible(owner.id)).toBe(true);
    expect((await t.as(child.id, 'GET', `/project/${project.id}`)).statusCode).toBe(200);

    expect((await answer(event.slug, token, 'given')).statusCode).toBe(200);
    expect(await visible(null)).toBe(true);
    expect((await t.as(null, 'GET', `/project/${project.id}`)).statusCode).toBe(200);
  });
});
