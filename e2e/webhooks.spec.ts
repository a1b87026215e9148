import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { apiLogin, createEvent } from './support/api';
import { DESKTOP, onPhone, shootBothWidths } from './support/devices';
import { hydrated } from './support/ready';
import { expect, test } from './support/test';

/** A webhook receiver on 127.0.0.1 (the e2e servers run with WEBHOOKS_ALLOW_PRIVATE) that answers 200. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/showcase`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Standard Webhooks check a receiver makes: HMAC-SHA256 of id.timestamp.body with the secret's bytes. */
function signatureValid(secret: string, headers: IncomingHttpHeaders, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  return headers['webhook-signature'] === `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

test('an organiser adds a webhook on a phone, sees its test and an announcement delivered with 200, and manages it on a desktop', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const shot = (page: Page, name: string) => shootBothWidths(page, testInfo, name, true);
  const receiver = await startReceiver();
  try {
    const organiser = await apiLogin(request, 'organiser');
    const stamp = Date.now() % 1_000_000;
    const event = await createEvent(request, organiser, {
      name: `Hook Fair ${stamp}`,
      slug: `hook-fair-${stamp}`,
      status: 'Published',
    });

    // On a phone: the Integrations section, an endpoint for the receiver, its secret shown once.
    const phone = await onPhone(browser, 'organiser');
    await phone.goto(`/${event.slug}/manage/webhooks`);
    await hydrated(phone);
    await expect(phone.getByRole('heading', { level: 1, name: 'Webhooks and chat' })).toBeVisible();
    await expect(phone.getByText('No endpoint yet.')).toBeVisible();
    await phone.getByLabel('Address (URL)').fill(receiver.url);
    await phone.getByLabel('Description (optional)').fill('Our scoreboard');
    await expect(phone.getByLabel(/Announcement sent/)).toBeChecked();
    await phone.getByLabel(/Comment posted/).uncheck();
    await phone.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await phone.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await shot(phone, 'webhooks-secret');
    await phone.getByRole('button', { name: "I've saved it" }).click();
    await expect(phone.getByTestId('webhook-secret')).toHaveCount(0);

    const card = phone.getByTestId('webhook-endpoint');
    await expect(card).toContainText(receiver.url);
    await expect(card).toContainText('On');
    await card.getByRole('button', { name: 'Send a test' }).click();
    const log = card.getByTestId('webhook-log');
    await expect(log).toContainText('webhook.test');
    await expect(log).toContainText('Delivered');
    await expect(log.getByTestId('webhook-answer').first()).toHaveText('Answer 200');
    await shot(phone, 'webhooks-log');

    // What arrived is signed with the secret the screen showed.
    expect(receiver.received).toHaveLength(1);
    const [test] = receiver.received;
    expect(JSON.parse(test!.body)).toMatchObject({ type: 'webhook.test', data: { event: { id: event.id } } });
    expect(signatureValid(secret, test!.headers, test!.body)).toBe(true);

    // Something happens in the event: an announcement goes out, and with it a webhook.
    const announced = await request.post(`/api-v2/partners/events/${event.id}/announcements`, {
      headers: organiser,
      data: { audience: 'everyone', title: 'Doors open', body: 'Welcome to the fair.' },
    });
    expect(announced.ok(), await announced.text()).toBe(true);
    await expect.poll(() => receiver.received.length).toBe(2);
    const announcement = JSON.parse(receiver.received[1]!.body);
    expect(announcement).toMatchObject({
      type: 'announcement.sent',
      data: { announcement: { title: 'Doors open', body: 'Welcome to the fair.' } },
    });
    expect(signatureValid(secret, receiver.received[1]!.headers, receiver.received[1]!.body)).toBe(true);

    // On a desktop: both deliveries in the log with 200, one redelivered, then off and deleted.
    const desktop = await onPhone(browser, 'organiser');
    await desktop.setViewportSize(DESKTOP);
    await desktop.goto(`/${event.slug}/manage/webhooks`);
    await hydrated(desktop);
    const desk = desktop.getByTestId('webhook-endpoint');
    await desk.getByRole('button', { name: 'Delivery log' }).click();
    const deskLog = desk.getByTestId('webhook-log');
    await expect(deskLog.getByRole('listitem')).toHaveCount(2);
    await expect(deskLog.getByRole('listitem').first()).toContainText('announcement.sent');
    await expect(deskLog.getByTestId('webhook-answer')).toHaveText(['Answer 200', 'Answer 200']);
    await deskLog.getByRole('listitem').first().getByRole('button', { name: 'Redeliver' }).click();
    await expect(deskLog.getByRole('listitem')).toHaveCount(3);
    await expect(deskLog.getByRole('listitem').first()).toContainText('redelivery');
    await expect(deskLog.getByRole('listitem').first()).toContainText('Delivered');
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2]!.headers['webhook-id']).toBe(receiver.received[1]!.headers['webhook-id']);
    await shot(desktop, 'webhooks-desktop');

    await desk.getByRole('button', { name: 'Turn off' }).click();
    await expect(desk).toContainText('Off');
    await expect(desk.getByRole('button', { name: 'Send a test' })).toBeDisabled();
    await desk.getByRole('button', { name: 'Delete' }).click();
    await desktop.getByTestId('confirm-button').click();
    await expect(desktop.getByText('No endpoint yet.')).toBeVisible();
  } finally {
    await receiver.close();
  }
});
