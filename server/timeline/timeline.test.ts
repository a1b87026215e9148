import { describe, expect, it } from 'vitest';
import { timelines } from '../db/schema';
import { testAppForFile } from '../test/app';
import { buildEvent } from '../test/factories';

const t = testAppForFile();

describe('GET /api-v2/timeline', () => {
  it("lists an event's entries with their type names, filtered by type", async () => {
    const event = await buildEvent(t.db);
    await t.db.insert(timelines).values([
      {
        eventId: event.id,
        timelineType: 2,
        description: 'Submit',
        startAt: new Date('2026-01-01'),
        endAt: new Date('2026-02-01'),
      },
      { eventId: event.id, timelineType: 3, startAt: new Date('2026-02-02'), endAt: new Date('2026-03-01') },
    ]);
    const all = await t.app.inject({ url: `/api-v2/timeline?eventId=${event.id}` });
    expect(all.statusCode).toBe(200);
    expect(all.json().timelines).toMatchObject([
      {
        timelineType: 'TYPE_PROJECT_SUBMISSION',
        timelineTypeId: 2,
        description: 'Submit',
        startAt: '2026-01-01T00:00:00.000Z',
      },
      { timelineType: 'TYPE_PUBLIC', timelineTypeId: 3, description: null },
    ]);
    const showcase = await t.app.inject({ url: `/api-v2/timeline?eventId=${event.id}&timelineType=3` });
    expect(showcase.json().timelines).toHaveLength(1);
  });

  it('resolves the event from the x-event header', async () => {
    const event = await buildEvent(t.db);
    await t.db.insert(timelines).values({ eventId: event.id, timelineType: 2 });
    const response = await t.app.inject({ url: '/api-v2/timeline', headers: { 'x-event': event.slug } });
    expect(response.statusCode).toBe(200);
    expect(response.json().timelines).toHaveLength(1);
  });

  it('refuses bad input and unknown events', async () => {
    expect((await t.app.inject({ url: '/api-v2/timeline' })).json()).toEqual({
      message: 'eventId is required (or an x-event header naming the event)',
    });
    expect((await t.app.inject({ url: '/api-v2/timeline?eventId=abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api-v2/timeline?eventId=1&timelineType=9' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api-v2/timeline?eventId=999999' })).statusCode).toBe(404);
  });

  it('hides a draft event from visitors', async () => {
    const draft = await buildEvent(t.db, { status: 'Draft' });
    const response = await t.app.inject({ url: `/api-v2/timeline?eventId=${draft.id}` });
    expect(response.statusCode).toBe(401);
  });
});
