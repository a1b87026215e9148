import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';

describe('GET /api-v2/dev/outbox', () => {
  const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('does not exist unless OUTBOX_API is on', async () => {
    const t = await createTestApp();
    apps.push(t);
    expect((await t.app.inject({ url: '/api-v2/dev/outbox?to=a@b.cd' })).statusCode).toBe(404);
  });

  it('lists the newest mails to an address when enabled', async () => {
    const t = await createTestApp({ OUTBOX_API: true });
    apps.push(t);
    await t.app.ctx.mailer.send({ to: 'reader@example.test', subject: 'Hello', text: 'Code 123456' });
    const response = await t.app.inject({ url: '/api-v2/dev/outbox?to=reader@example.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().mails[0]).toMatchObject({ subject: 'Hello', text: 'Code 123456' });
  });

  it("keeps a mail's HTML part and attachments, listed without their bytes", async () => {
    const t = await createTestApp({ OUTBOX_API: true });
    apps.push(t);
    const image = { filename: 'code.png', contentType: 'image/png', content: 'iVBORw0KGgo=', cid: 'code' };
    await t.app.ctx.mailer.send({
      to: 'holder@example.test',
      subject: 'Your code',
      text: 'Code ABC',
      html: '<p><img src="cid:code" alt="Code"></p>',
      attachments: [image],
    });
    const mail = (await t.app.inject({ url: '/api-v2/dev/outbox?to=holder@example.test' })).json().mails[0];
    expect(mail).toMatchObject({
      html: '<p><img src="cid:code" alt="Code"></p>',
      attachments: [{ filename: 'code.png', contentType: 'image/png', cid: 'code' }],
    });
    expect(mail.attachments[0].content).toBeUndefined();
  });

  it('stays off when SMTP is configured', async () => {
    const t = await createTestApp({ OUTBOX_API: true, SMTP_URL: 'smtp://localhost:2525' });
    apps.push(t);
    expect((await t.app.inject({ url: '/api-v2/dev/outbox?to=a@b.cd' })).statusCode).toBe(404);
  });
});
