import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobs, users, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { seedDemo } from '../db/seed';
import { testAppForFile } from '../test/app';

const t = testAppForFile();

it('seeds the demo with one endpoint and its past deliveries, and delivers nothing from the demo', async () => {
  const { eventId } = await seedDemo(t.db);
  const endpoints = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.eventId, eventId));
  expect(endpoints).toEqual([expect.objectContaining({ kind: 'webhook', enabled: false })]);
  const history = await t.db.select().from(webhookDeliveries);
  expect(history.map((row) => row.status).sort()).toEqual(['failed', 'succeeded', 'succeeded', 'succeeded']);
  expect(await t.db.select().from(jobs).where(like(jobs.key, 'webhook-delivery:%'))).toEqual([]);

  // The organiser announces something the endpoint would send: it is off, so nothing is queued.
  const [organiser] = await t.db.select().from(users).where(eq(users.userName, 'organiser'));
  const listed = await t.as(organiser!.id, 'GET', `/partners/events/${eventId}/webhooks`);
  expect(listed.json().endpoints[0]).toMatchObject({ enabled: false, lastDelivery: { status: 'failed' } });
  await t.as(organiser!.id, 'PATCH', `/partners/events/${eventId}`, { awardsPublished: false });
  await t.as(organiser!.id, 'PATCH', `/partners/events/${eventId}`, { awardsPublished: true });
  expect(await t.db.select().from(webhookDeliveries)).toHaveLength(4);
  expect(await t.db.select().from(jobs).where(like(jobs.key, 'webhook-delivery:%'))).toEqual([]);
});
