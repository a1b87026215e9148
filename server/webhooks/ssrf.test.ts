import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { testAppForFile } from '../test/app';
import { buildEventWithOwner } from '../test/factories';
import { startReceiver } from '../test/webhook-receiver';
import { postOnce } from './send';
import { isPublicAddress, type Resolver } from './target';

// The default: private, loopback and link-local targets are refused.
const t = testAppForFile();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const options = { allowPrivate: false, timeoutMs: 2000 };
/** A DNS that answers what the test says, as an attacker's name server would. */
const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('addresses', () => {
  it('tells public from private, loopback, link-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '1.1.1.1'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '10.255.1.2',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'fc00::abcd',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('a delivery attempt', () => {
  it.each([['127.0.0.1'], ['169.254.169.254'], ['10.1.2.3'], ['::1']])(
    'refuses a host name that resolves to %s, without connecting',
    async (address) => {
      const before = receiver.received.length;
      const result = await postOnce(
        `http://hooks.attacker.example:${receiver.port}/hook`,
        '{}',
        {},
        { ...options, resolve: resolvesTo(address) },
      );
      expect(result).toMatchObject({ ok: false, status: null });
      expect(result.error).toBe(
        `hooks.attacker.example resolves to ${address}, a private, loopback or reserved address`,
      );
      expect(receiver.received.length).toBe(before);
    },
  );

  it('refuses a name with one private address among public ones', async () => {
    const result = await postOnce(
      'http://mixed.example/hook',
      '{}',
      {},
      {
        ...options,
        resolve: resolvesTo('93.184.216.34', '127.0.0.1'),
      },
    );
    expect(result.error).toContain('resolves to 127.0.0.1');
  });

  it('refuses literal private addresses, in every spelling the URL parser accepts', async () => {
    for (const url of [
      `http://127.0.0.1:${receiver.port}/hook`,
      `http://2130706433:${receiver.port}/hook`,
      `http://0x7f.1:${receiver.port}/hook`,
      `http://[::1]:${receiver.port}/hook`,
      `http://[::ffff:127.0.0.1]:${receiver.port}/hook`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const result = await postOnce(url, '{}', {}, options);
      expect(result.status, url).toBeNull();
      expect(result.error, url).toMatch(/private, loopback or reserved/);
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('connects to the address it checked, not to what DNS says the second time (rebinding)', async () => {
    let answers = 0;
    // First answer: the receiver (allowed here); any later answer would be the metadata service.
    const rebinding: Resolver = async () => {
      answers += 1;
      return [{ address: answers === 1 ? '127.0.0.1' : '169.254.169.254', family: 4 }];
    };
    const result = await postOnce(
      `http://rebind.example:${receiver.port}/pinned`,
      '{"a":1}',
      {},
      { allowPrivate: true, timeoutMs: 2000, resolve: rebinding },
    );
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(answers).toBe(1);
    const [received] = receiver.received.filter((entry) => entry.path === '/pinned');
    expect(received!.headers.host).toBe(`rebind.example:${receiver.port}`);
    expect(received!.body).toBe('{"a":1}');
  });
});

describe('endpoints', () => {
  it.each([
    ['http://127.0.0.1/hook'],
    ['http://localhost:8080/hook'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://10.0.0.8/hook'],
    ['http://192.168.1.10/hook'],
    ['http://[::1]/hook'],
    ['http://intranet/hook'],
  ])('refuse %s when saved', async (url) => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const refused = await t.as(owner.id, 'POST', `/partners/events/${event.id}/webhooks`, {
      url,
      events: ['project.submitted'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Webhooks cannot go to private, loopback or local addresses',
      key: 'webhooks.privateAddress',
    });
  });

  it('check the resolved address again at delivery time', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const created = await t.as(owner.id, 'POST', `/partners/events/${event.id}/webhooks`, {
      url: 'https://hooks.example.com/in',
      events: ['project.submitted'],
    });
    expect(created.statusCode).toBe(201);
    // The name is changed behind the check at saving (as a DNS change would): it now means this machine.
    await t.db
      .update(webhookEndpoints)
      .set({ url: `http://localhost:${receiver.port}/later` })
      .where(eq(webhookEndpoints.id, created.json().id));
    await t.as(owner.id, 'POST', `/partners/events/${event.id}/webhooks/${created.json().id}/test`);
    await t.app.background.settled();
    await t.app.jobs.tick();
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, created.json().id));
    expect(delivery).toMatchObject({ status: 'retrying', responseStatus: null });
    expect(delivery!.error).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a private/);
    expect(receiver.received.filter((entry) => entry.path === '/later')).toHaveLength(0);
  });
});
