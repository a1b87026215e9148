import { describe, expect, it } from 'vitest';
import { faqs, resources } from '../db/schema';
import { testAppForFile } from '../test/app';
import { buildEvent } from '../test/factories';

const t = testAppForFile();

describe('GET /api-v2/resources and /api-v2/faqs', () => {
  it('lists resources in order with a limit', async () => {
    const event = await buildEvent(t.db);
    await t.db.insert(resources).values([
      { eventId: event.id, title: 'Second', url: 'https://example.com/2', position: 2 },
      { eventId: event.id, title: 'First', url: 'https://example.com/1', position: 1 },
    ]);
    const response = await t.app.inject({ url: `/api-v2/resources?event_id=${event.id}&limit=100` });
    expect(response.statusCode).toBe(200);
    expect(response.json().resources.map((r: { title: string }) => r.title)).toEqual(['First', 'Second']);
    const limited = await t.app.inject({ url: `/api-v2/resources?event_id=${event.id}&limit=1` });
    expect(limited.json().resources).toHaveLength(1);
  });

  it('refuses a limit out of range', async () => {
    const event = await buildEvent(t.db);
    const response = await t.app.inject({ url: `/api-v2/resources?event_id=${event.id}&limit=1000` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/limit/);
  });

  it('lists the FAQ of an event', async () => {
    const event = await buildEvent(t.db);
    await t.db.insert(faqs).values({ eventId: event.id, question: 'Why?', answer: 'Because.' });
    const response = await t.app.inject({ url: '/api-v2/faqs', headers: { 'x-event': event.slug } });
    expect(response.json()).toMatchObject({ faqs: [{ question: 'Why?', answer: 'Because.' }] });
  });
});
