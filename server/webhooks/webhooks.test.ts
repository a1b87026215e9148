import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { lastMailTo, testAppForFile } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildEventWithOwner,
  buildProject,
  buildRound,
  buildUser,
} from '../test/factories';
import { buildPlanWithout } from '../test/plan-fixtures';
import { startReceiver } from '../test/webhook-receiver';

// Deliveries go to a receiver on 127.0.0.1, as in development; the refusal of private addresses is
// tested in ssrf.test.ts with the setting off.
const t = testAppForFile({ WEBHOOKS_ALLOW_PRIVATE: true, WEBHOOKS_TIMEOUT_SECONDS: 1 });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

/**
 * A retry made due. Not `now()`: the database's clock counts microseconds and the worker asks for jobs
 * due by the app's, in milliseconds, so a tick within the same millisecond would not see it yet.
 */
const DUE = sql`now() - interval '1 second'`;

const runJobs = async () => {
  await t.app.background.settled();
  await t.app.jobs.tick();
};

/** Verifies a delivery as a receiver would: Standard Webhooks, from the secret and the raw body only. */
function verify(secret: string, headers: IncomingHttpHeaders, body: string, toleranceSeconds = 300) {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

async function eventWithEndpoint(
  events: string[] = ['project.approved', 'project.submitted'],
  path = '/hook',
) {
  const { event, owner } = await buildEventWithOwner(t.db);
  const created = await t.as(owner.id, 'POST', `/partners/events/${event.id}/webhooks`, {
    url: receiver.url(path),
    events,
  });
  expect(created.statusCode).toBe(201);
  return { event, owner, endpoint: created.json() as { id: number; secret: string } };
}

const deliveriesOf = (endpointId: number) =>
  t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);

const receivedAt = (path: string) => receiver.received.filter((entry) => entry.path === path);

describe('webhook endpoints', () => {
  it('are managed by owners and admins only, answering the secret once', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const admin = await buildUser(t.db);
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, admin.id, 'ss_event_admin');
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    const path = `/partners/events/${event.id}/webhooks`;
    const input = { url: 'https://hooks.example.com/in', events: ['project.submitted'] };

    expect((await t.as(null, 'POST', path, input)).statusCode).toBe(401);
    expect((await t.as(null, 'GET', path)).statusCode).toBe(401);
    const refused = await t.as(editor.id, 'POST', path, input);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only event owners and admins may manage webhooks');
    expect((await t.as(editor.id, 'GET', path)).statusCode).toBe(403);
    expect((await t.as(owner.id, 'POST', path, { ...input, events: [] })).statusCode).toBe(400);
    expect((await t.as(owner.id, 'POST', path, { ...input, events: ['project.exploded'] })).statusCode).toBe(
      400,
    );
    expect((await t.as(owner.id, 'POST', path, { ...input, url: 'ftp://example.com/x' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.as(owner.id, 'POST', path, { ...input, url: 'https://user:pw@example.com/x' })).statusCode,
    ).toBe(400);

    const created = await t.as(admin.id, 'POST', path, { ...input, description: 'Our CRM' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      kind: 'webhook',
      url: input.url,
      description: 'Our CRM',
      events: ['project.submitted'],
      enabled: true,
      lastDelivery: null,
    });
    expect(created.json().secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const list = await t.as(owner.id, 'GET', path);
    expect(list.statusCode).toBe(200);
    expect(list.json().endpoints).toHaveLength(1);
    expect(list.json().endpoints[0]).not.toHaveProperty('secret');
    expect(list.json().eventTypes).toContain('awards.published');

    const id = created.json().id;
    expect((await t.as(editor.id, 'PATCH', `${path}/${id}`, { enabled: false })).statusCode).toBe(403);
    expect((await t.as(owner.id, 'PATCH', `${path}/${id}`, { events: [] })).statusCode).toBe(400);
    const off = await t.as(owner.id, 'PATCH', `${path}/${id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, disabledReason: 'manual' });
    const rotated = await t.as(owner.id, 'POST', `${path}/${id}/secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(created.json().secret);

    const other = await buildEventWithOwner(t.db);
    expect((await t.as(other.owner.id, 'DELETE', `${path}/${id}`)).statusCode).toBe(403);
    expect(
      (await t.as(other.owner.id, 'DELETE', `/partners/events/${other.event.id}/webhooks/${id}`)).statusCode,
    ).toBe(404);
    expect((await t.as(editor.id, 'DELETE', `${path}/${id}`)).statusCode).toBe(403);
    expect((await t.as(owner.id, 'DELETE', `${path}/${id}`)).statusCode).toBe(204);
    expect((await t.as(owner.id, 'GET', path)).json().endpoints).toEqual([]);
  });

  it('need the plan feature enable_webhooks', async () => {
    const planId = await buildPlanWithout(t.db, ['enable_webhooks']);
    const { event, owner } = await buildEventWithOwner(t.db, { planId });
    const refused = await t.as(owner.id, 'GET', `/partners/events/${event.id}/webhooks`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe('enable_webhooks');
  });

  it('are documented: each event body is a named schema of the OpenAPI document', async () => {
    const spec = (await t.app.inject({ url: '/api-v2/docs/json' })).json();
    expect(spec.paths).toHaveProperty(['/api-v2/partners/events/{idOrSlug}/webhooks']);
    const body = spec.components.schemas['Webhook.project.submitted'];
    expect(body.properties.type).toMatchObject({ enum: ['project.submitted'] });
    expect(body.properties.data.properties.project.required).toEqual(
      expect.arrayContaining(['id', 'title', 'url']),
    );
  });
});

describe('deliveries', () => {
  it('carry the event, signed so that a receiver can verify it, and are logged', async () => {
    const { event, owner, endpoint } = await eventWithEndpoint(['project.approved'], '/signed');
    const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'SUBMITTED' });
    const approved = await t.as(owner.id, 'POST', `/partners/events/${event.id}/review`, {
      projectIds: [project.id],
      submissionStatus: 'APPROVED',
    });
    expect(approved.json().results[0].ok).toBe(true);
    await runJobs();

    const [delivery] = receivedAt('/signed');
    expect(delivery).toBeDefined();
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(verify(endpoint.secret, delivery!.headers, delivery!.body)).toBe(true);
    expect(verify(endpoint.secret, delivery!.headers, delivery!.body.replace('APPROVED', 'DECLINED'))).toBe(
      false,
    );
    expect(verify(`whsec_${Buffer.alloc(24).toString('base64')}`, delivery!.headers, delivery!.body)).toBe(
      false,
    );
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'project.approved',
      data: {
        event: { id: event.id, slug: event.slug, name: event.name },
        project: { id: project.id, title: project.title, status: 'APPROVED' },
      },
    });
    expect(JSON.parse(delivery!.body).data.project.url).toMatch(
      new RegExp(`/${event.slug}/project/${project.slug}$`),
    );

    const log = await t.as(
      owner.id,
      'GET',
      `/partners/events/${event.id}/webhooks/${endpoint.id}/deliveries`,
    );
    expect(log.statusCode).toBe(200);
    expect(log.json().deliveries).toEqual([
      expect.objectContaining({
        eventType: 'project.approved',
        status: 'succeeded',
        attempts: 1,
        responseStatus: 200,
        messageId: delivery!.headers['webhook-id'],
      }),
    ]);
    const listed = await t.as(owner.id, 'GET', `/partners/events/${event.id}/webhooks`);
    expect(listed.json().endpoints[0].lastDelivery).toMatchObject({
      status: 'succeeded',
      responseStatus: 200,
    });
  });

  it('go only to endpoints that chose the event', async () => {
    const { event, owner, endpoint } = await eventWithEndpoint(['project.declined'], '/chosen');
    const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'SUBMITTED' });
    await t.as(owner.id, 'POST', `/partners/events/${event.id}/review`, {
      projectIds: [project.id],
      submissionStatus: 'APPROVED',
    });
    await runJobs();
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
  });

  it('fire for submissions, comments, closed rounds, published awards and announcements', async () => {
    const { event, owner } = await eventWithEndpoint(
      [
        'project.submitted',
        'comment.posted',
        'awards.published',
        'announcement.sent',
        'judging.round_closed',
      ],
      '/all',
    );
    const member = await buildUser(t.db);
    const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    await addTeamMember(t.db, project.id, member.id);
    const submitted = await t.as(member.id, 'PATCH', `/projects/${project.id}/updateProjectStatuses`, {
      submissionStatus: 'SUBMITTED',
    });
    expect(submitted.statusCode).toBe(200);
    await t.as(owner.id, 'POST', `/partners/events/${event.id}/review`, {
      projectIds: [project.id],
      submissionStatus: 'APPROVED',
    });
    const comment = await t.as(member.id, 'POST', `/projects/${project.id}/comments`, {
      body: 'Proud of it',
    });
    expect(comment.statusCode).toBe(200);
    const round = await buildRound(t.db, event.id, { name: 'Finals' });
    const closed = await t.as(
      owner.id,
      'POST',
      `/partners/events/${event.id}/judging/rounds/${round.id}/close`,
    );
    expect(closed.statusCode).toBe(200);
    expect(
      (await t.as(owner.id, 'PATCH', `/partners/events/${event.id}`, { awardsPublished: true })).statusCode,
    ).toBe(200);
    const announced = await t.as(owner.id, 'POST', `/partners/events/${event.id}/announcements`, {
      audience: 'everyone',
      title: 'Doors open',
      body: 'Welcome',
    });
    expect(announced.statusCode).toBe(201);
    await runJobs();
    const types = receivedAt('/all').map((entry) => JSON.parse(entry.body).type);
    expect(types.sort()).toEqual([
      'announcement.sent',
      'awards.published',
      'comment.posted',
      'judging.round_closed',
      'project.submitted',
    ]);
    const roundBody = JSON.parse(
      receivedAt('/all').find((entry) => entry.body.includes('round_closed'))!.body,
    );
    expect(roundBody.data.round).toEqual({ id: round.id, name: 'Finals' });
    const commentBody = JSON.parse(
      receivedAt('/all').find((entry) => entry.body.includes('comment.posted'))!.body,
    );
    expect(commentBody.data.comment).toMatchObject({ body: 'Proud of it' });
  });

  it('tell of registrations: each change, a bulk decision in one delivery', async () => {
    const { event, owner } = await eventWithEndpoint(['registration.changed'], '/registrations');
    const settings = await t.as(owner.id, 'PUT', `/partners/events/${event.slug}/registration/settings`, {
      required: true,
      mode: 'review',
      capacity: null,
      rsvpDays: 7,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const people = [await buildUser(t.db), await buildUser(t.db)];
    const ids: number[] = [];
    for (const person of people) {
      const applied = await t.as(person.id, 'POST', `/events/${event.slug}/registration`, { answers: {} });
      expect(applied.statusCode, applied.body).toBe(201);
      ids.push(applied.json().id);
    }
    const decided = await t.as(owner.id, 'POST', `/partners/events/${event.slug}/registrants/decisions`, {
      ids,
      decision: 'accepted',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await runJobs();
    const bodies = receivedAt('/registrations').map((entry) => JSON.parse(entry.body));
    expect(bodies.map((body) => [body.type, body.data.change, body.data.registrations.length])).toEqual([
      ['registration.changed', 'applied', 1],
      ['registration.changed', 'applied', 1],
      ['registration.changed', 'accepted', 2],
    ]);
    expect(bodies[2].data.registrations).toEqual(
      people.map((person, i) =>
        expect.objectContaining({
          id: ids[i],
          status: 'accepted',
          user: expect.objectContaining({ id: person.id }),
        }),
      ),
    );
    expect(JSON.stringify(bodies)).not.toContain('@');
  });

  it('retry a failing receiver with a doubling delay, then succeed', async () => {
    receiver.answerWith((request, response) => {
      const count = receivedAt('/flaky').length;
      response.writeHead(request.path === '/flaky' && count < 3 ? 500 : 200).end(count < 3 ? 'boom' : 'ok');
    });
    try {
      const { event, owner, endpoint } = await eventWithEndpoint(['project.approved'], '/flaky');
      const test = await t.as(owner.id, 'POST', `/partners/events/${event.id}/webhooks/${endpoint.id}/test`);
      expect(test.statusCode).toBe(202);
      await runJobs();
      const delays: number[] = [];
      for (const expectedAttempts of [1, 2]) {
        const [delivery] = await deliveriesOf(endpoint.id);
        expect(delivery).toMatchObject({
          status: 'retrying',
          attempts: expectedAttempts,
          responseStatus: 500,
        });
        const [job] = await t.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `webhook-delivery:${delivery!.id}`));
        expect(job!.doneAt).toBeNull();
        delays.push(Math.round((job!.runAt.getTime() - delivery!.lastAttemptAt!.getTime()) / 1000));
        expect(Math.abs(delivery!.nextAttemptAt!.getTime() - job!.runAt.getTime())).toBeLessThan(2000);
        // The retry is due later: nothing happens on a tick now.
        await t.app.jobs.tick();
        expect((await deliveriesOf(endpoint.id))[0]!.attempts).toBe(expectedAttempts);
        await t.db.update(jobs).set({ runAt: DUE }).where(eq(jobs.id, job!.id));
        await t.app.jobs.tick();
      }
      expect(delays).toEqual([30, 60]);
      const [done] = await deliveriesOf(endpoint.id);
      expect(done).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200 });
      expect(receivedAt('/flaky')).toHaveLength(3);
      // Every attempt of one message carries the same webhook-id.
      expect(new Set(receivedAt('/flaky').map((entry) => entry.headers['webhook-id'])).size).toBe(1);
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row!.failingSince).toBeNull();
    } finally {
      receiver.status(200);
    }
  });

  it('turn an endpoint off after a day of failures and mail its organisers', async () => {
    receiver.status(503);
    try {
      const { event, owner, endpoint } = await eventWithEndpoint(['project.approved'], '/down');
      const admin = await buildUser(t.db);
      await addEventMember(t.db, event.id, admin.id, 'ss_event_admin');
      // Failing since yesterday: the first failure started the clock.
      await t.db
        .update(webhookEndpoints)
        .set({ failingSince: new Date(Date.now() - 24 * 3600_000 - 60_000) })
        .where(eq(webhookEndpoints.id, endpoint.id));
      await t.as(owner.id, 'POST', `/partners/events/${event.id}/webhooks/${endpoint.id}/test`);
      await runJobs();
      const listed = await t.as(owner.id, 'GET', `/partners/events/${event.id}/webhooks`);
      expect(listed.json().endpoints[0]).toMatchObject({ enabled: false, disabledReason: 'failing' });
      expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'failed', responseStatus: 503 });
      for (const person of [owner, admin]) {
        const mail = await lastMailTo(t.db, person.email);
        expect(mail?.subject).toBe(`${event.name}: a webhook was turned off`);
        expect(mail?.text).toContain('HTTP 503');
      }
      // Nothing more is sent to it, and a test is refused until it is on again.
      const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'SUBMITTED' });
      await t.as(owner.id, 'POST', `/partners/events/${event.id}/review`, {
        projectIds: [project.id],
        submissionStatus: 'APPROVED',
      });
      await runJobs();
      expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
      const refused = await t.as(
        owner.id,
        'POST',
        `/partners/events/${event.id}/webhooks/${endpoint.id}/test`,
      );
      expect(refused.statusCode).toBe(409);
      const on = await t.as(owner.id, 'PATCH', `/partners/events/${event.id}/webhooks/${endpoint.id}`, {
        enabled: true,
      });
      expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    } finally {
      receiver.status(200);
    }
  });

  it('give up after the last attempt without turning off an endpoint that failed for less than a day', async () => {
    receiver.status(500);
    try {
      const { event, owner, endpoint } = await eventWithEndpoint(['project.approved'], '/tired');
      await t.as(owner.id, 'POST', `/partners/events/${event.id}/webhooks/${endpoint.id}/test`);
      await runJobs();
      const [first] = await deliveriesOf(endpoint.id);
      await t.db
        .update(jobs)
        .set({ attempts: sql`${jobs.maxAttempts} - 1`, runAt: DUE })
        .where(eq(jobs.key, `webhook-delivery:${first!.id}`));
      await t.app.jobs.tick();
      expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'failed', nextAttemptAt: null });
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row).toMatchObject({ enabled: true });
      expect(row!.failingSince).not.toBeNull();
    } finally {
      receiver.status(200);
    }
  });

  it('do not follow redirects', async () => {
    receiver.answerWith((request, response) => {
      if (request.path === '/moved') response.writeHead(302, { location: receiver.url('/target') }).end();
      else response.writeHead(200).end('ok');
    });
    try {
      const { event, owner, endpoint } = await eventWithEndpoint(['project.approved'], '/moved');
      await t.as(owner.id, 'POST', `/partners/events/${event.id}/webhooks/${endpoint.id}/test`);
      await runJobs();
      expect(receivedAt('/moved')).toHaveLength(1);
      expect(receivedAt('/target')).toHaveLength(0);
      const [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({ status: 'retrying', responseStatus: 302 });
      expect(delivery!.error).toContain('not followed');
    } finally {
      receiver.status(200);
    }
  });

  it('give up on a receiver that does not answer in time', async () => {
    receiver.answerWith((request, response) => {
      if (request.path !== '/slow') response.writeHead(200).end('ok');
      // /slow never answers.
    });
    try {
      const { event, owner, endpoint } = await eventWithEndpoint(['project.approved'], '/slow');
      const started = Date.now();
      await t.as(owner.id, 'POST', `/partners/events/${event.id}/webhooks/${endpoint.id}/test`);
      await runJobs();
      expect(Date.now() - started).toBeLessThan(5000);
      const [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({
        status: 'retrying',
        responseStatus: null,
        error: 'No answer within 1 s',
      });
    } finally {
      receiver.status(200);
    }
  });

  it('redeliver the same message on demand', async () => {
    const { event, owner, endpoint } = await eventWithEndpoint(['project.approved'], '/again');
    const base = `/partners/events/${event.id}/webhooks/${endpoint.id}`;
    await t.as(owner.id, 'POST', `${base}/test`);
    await runJobs();
    const [first] = await deliveriesOf(endpoint.id);
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    expect((await t.as(editor.id, 'POST', `${base}/deliveries/${first!.id}/redeliver`)).statusCode).toBe(403);
    expect((await t.as(owner.id, 'POST', `${base}/deliveries/999999/redeliver`)).statusCode).toBe(404);
    const again = await t.as(owner.id, 'POST', `${base}/deliveries/${first!.id}/redeliver`);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({
      redeliveryOf: first!.id,
      messageId: first!.messageId,
      status: 'pending',
    });
    await runJobs();
    const sent = receivedAt('/again');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toBe(sent[0]!.body);
    expect(sent[1]!.headers['webhook-id']).toBe(sent[0]!.headers['webhook-id']);
    expect(verify(endpoint.secret, sent[1]!.headers, sent[1]!.body)).toBe(true);
  });
});

describe('Slack and Discord endpoints', () => {
  it('post in their own formats, unsigned, with participant text kept inert', async () => {
    const { event, owner } = await buildEventWithOwner(t.db, { name: 'Fair <2026>' });
    const base = `/partners/events/${event.id}/webhooks`;
    const slack = await t.as(owner.id, 'POST', base, {
      kind: 'slack',
      url: receiver.url('/slack/T000/B000/XXXXXXXX'),
      events: ['project.submitted', 'announcement.sent'],
    });
    expect(slack.statusCode).toBe(201);
    expect(slack.json().secret).toBeNull();
    // The address is the credential: the console sees its host and an end.
    expect(slack.json().url).toBe(`http://127.0.0.1:${receiver.port}/…XXXX`);
    const discord = await t.as(owner.id, 'POST', base, {
      kind: 'discord',
      url: receiver.url('/discord/123/abc'),
      events: ['announcement.sent'],
    });
    expect(discord.statusCode).toBe(201);
    await t.as(owner.id, 'POST', `/partners/events/${event.id}/announcements`, {
      audience: 'everyone',
      title: '@everyone <!channel> lunch',
      body: 'Soup & bread',
    });
    await runJobs();
    const [toSlack] = receiver.received.filter((entry) => entry.path.startsWith('/slack/'));
    const [toDiscord] = receiver.received.filter((entry) => entry.path.startsWith('/discord/'));
    expect(toSlack!.headers['webhook-signature']).toBeUndefined();
    const slackBody = JSON.parse(toSlack!.body);
    expect(slackBody.text).toBe('@everyone &lt;!channel&gt; lunch: Soup &amp; bread');
    expect(slackBody.blocks[0]).toMatchObject({ type: 'section', text: { type: 'mrkdwn' } });
    const discordBody = JSON.parse(toDiscord!.body);
    expect(discordBody).toMatchObject({
      content: '@everyone <!channel> lunch',
      embeds: [{ title: '@everyone <!channel> lunch', description: 'Soup & bread' }],
      allowed_mentions: { parse: [] },
    });
  });
});
