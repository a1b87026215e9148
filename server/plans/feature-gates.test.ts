import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventFeatureCode, TIMELINE_TYPES } from '../../common/constants';
import { createTestApp, type TestApp } from '../test/app';
import { buildEventWithOwner, buildProject, buildUser } from '../test/factories';
import { buildPlanWithout } from '../test/plan-fixtures';

/**
 * Each plan feature in both states, for the codes whose other state is not tested beside their area
 * (docs/plans.md, "Where each feature lives and is tested").
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function eventOnPlan(
  without: EventFeatureCode[],
  limits: Partial<Record<EventFeatureCode, number>> = {},
) {
  return buildEventWithOwner(t.db, { planId: await buildPlanWithout(t.db, without, limits) });
}

describe('limits: refused at the limit with a message naming it, free without one', () => {
  it('number_of_approved_projects', async () => {
    for (const [limits, status] of [
      [{ number_of_approved_projects: 1 }, 403],
      [{}, 200],
    ] as const) {
      const { event, owner } = await eventOnPlan([], limits);
      await buildProject(t.db, { eventId: event.id });
      const waiting = await buildProject(t.db, { eventId: event.id, submissionStatus: 'SUBMITTED' });
      const answer = await t.as(owner.id, 'PATCH', `/projects/${waiting.id}/updateProjectStatuses`, {
        submissionStatus: 'APPROVED',
      });
      expect(answer.statusCode).toBe(status);
      if (status === 403) {
        expect(answer.json()).toEqual({
          key: 'plan.limit.approvedProjects',
          values: { count: 1 },
          message: "This event's plan allows 1 approved project; upgrade to approve more",
        });
      }
    }
  });

  it('number_of_admin_seats', async () => {
    for (const [limits, status] of [
      [{ number_of_admin_seats: 1 }, 403],
      [{}, 200],
    ] as const) {
      const { event, owner } = await eventOnPlan([], limits);
      const admin = await buildUser(t.db);
      const invited = await t.as(owner.id, 'POST', `/partners/events/${event.id}/members`, {
        email: admin.email,
        role: 'ss_event_admin',
      });
      expect(invited.statusCode).toBe(status);
      if (status === 403) {
        expect(invited.json()).toEqual({
          key: 'plan.limit.adminSeats',
          values: { count: 1 },
          message: "This event's plan allows 1 admin seat; upgrade to add more",
        });
      }
    }
  });

  it('number_of_participants and event_duration are free on a plan without them', async () => {
    const { event, owner } = await eventOnPlan([]);
    for (const title of ['One', 'Two', 'Three']) {
      const person = await buildUser(t.db);
      expect((await t.as(person.id, 'POST', '/projects', { eventId: event.id, title })).statusCode).toBe(200);
    }
    const year = await t.as(owner.id, 'POST', `/partners/events/${event.id}/timelines`, {
      timelineType: TIMELINE_TYPES.PUBLIC,
      startAt: '2026-01-01T00:00:00Z',
      endAt: '2027-01-01T00:00:00Z',
    });
    expect(year.statusCode).toBe(200);
  });
});

describe('flags: refused and hidden without them, working with them', () => {
  it('enable_judging opens the judging calls', async () => {
    const { event, owner } = await eventOnPlan([]);
    expect((await t.as(owner.id, 'GET', `/partners/events/${event.id}/judging/judges`)).statusCode).toBe(200);
  });

  it('enable_awards: awards and their publication', async () => {
    for (const [without, status] of [
      [['enable_awards'], 403],
      [[], 200],
    ] as const) {
      const { event, owner } = await eventOnPlan([...without]);
      const base = `/partners/events/${event.id}`;
      const award = await t.as(owner.id, 'POST', `${base}/awards`, { name: 'Best robot' });
      const publish = await t.as(owner.id, 'PATCH', base, { awardsPublished: true });
      for (const answer of [award, publish]) {
        expect(answer.statusCode).toBe(status);
        if (status === 403) {
          expect(answer.json()).toEqual({
            key: 'enable_awards',
            message: "This event's plan does not include awards",
          });
        }
      }
    }
  });

  it('enable_categories: categories may be added only with it', async () => {
    for (const [without, status] of [
      [['enable_categories'], 403],
      [[], 200],
    ] as const) {
      const { event, owner } = await eventOnPlan([...without]);
      const answer = await t.as(owner.id, 'POST', `/partners/events/${event.id}/categories`, { name: 'AI' });
      expect(answer.statusCode).toBe(status);
      if (status === 403) expect(answer.json().key).toBe('enable_categories');
    }
  });

  it('enable_sponsor and enable_custom_banner: added and shown only with them', async () => {
    const withThem = await eventOnPlan([]);
    const base = `/partners/events/${withThem.event.id}`;
    expect((await t.as(withThem.owner.id, 'POST', `${base}/sponsors`, { name: 'Acme' })).statusCode).toBe(
      200,
    );
    expect(
      (await t.as(withThem.owner.id, 'POST', `${base}/banners`, { imageUrl: '/b.svg', title: 'Hi' }))
        .statusCode,
    ).toBe(200);
    const shown = (
      await t.as(null, 'GET', `/partners/events/${withThem.event.slug}?include=sponsors,banners`)
    ).json();
    expect(shown.sponsors).toMatchObject([{ name: 'Acme' }]);
    expect(shown.banners).toMatchObject([{ title: 'Hi' }]);

    const without = await eventOnPlan(['enable_sponsor', 'enable_custom_banner']);
    const other = `/partners/events/${without.event.id}`;
    const sponsor = await t.as(without.owner.id, 'POST', `${other}/sponsors`, { name: 'Acme' });
    expect(sponsor.json()).toEqual({
      key: 'enable_sponsor',
      message: "This event's plan does not include sponsors",
    });
    const banner = await t.as(without.owner.id, 'POST', `${other}/banners`, { imageUrl: '/b.svg' });
    expect(banner.json()).toEqual({
      key: 'enable_custom_banner',
      message: "This event's plan does not include a custom banner",
    });
    const hidden = (
      await t.as(null, 'GET', `/partners/events/${without.event.slug}?include=sponsors,banners`)
    ).json();
    expect(hidden.sponsors).toBeUndefined();
    expect(hidden.banners).toBeUndefined();
  });
});
