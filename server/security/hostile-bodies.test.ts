import { type AddressInfo, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, testAppForFile } from '../test/app';
import { addTeamMember, buildProject, buildUser } from '../test/factories';

/** Bodies built to hurt: nested thousands deep, oversized free-form fields, sent a byte at a time. */
const t = testAppForFile();

/** JSON text nested `depth` objects deep (too deep for JSON.stringify to write). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

async function send(userId: number, method: 'PATCH' | 'POST', url: string, json: string) {
  return t.app.inject({
    method,
    url: `/api-v2${url}`,
    headers: { ...(await t.authHeaders(userId)), 'content-type': 'application/json' },
    payload: json,
  });
}

describe('free-form JSON', () => {
  it('nested thousands deep answers 400 with a clear message, never 500', async () => {
    const user = await buildUser(t.db);
    const project = await buildProject(t.db, { submissionStatus: 'DRAFT' });
    await addTeamMember(t.db, project.id, user.id);
    const settings = await send(
      user.id,
      'PATCH',
      `/users/${user.id}`,
      `{"user":{"userSettings":${nested(20_000)}}}`,
    );
    const post = await send(
      user.id,
      'POST',
      '/posts',
      `{"projectId":${project.id},"post_features":${nested(5_000)}}`,
    );
    for (const answer of [settings, post]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('JSON may be nested at most 32 levels deep');
    }
    // A few levels are fine.
    const fine = await send(user.id, 'PATCH', `/users/${user.id}`, `{"user":{"userSettings":${nested(5)}}}`);
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('larger than 16 KB answers 400', async () => {
    const user = await buildUser(t.db);
    const answer = await t.as(user.id, 'PATCH', `/users/${user.id}`, {
      user: { userSettings: { note: 'x'.repeat(20_000) } },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('may hold at most 16 KB of JSON');
  });
});

describe('slow bodies', () => {
  it('are cut after REQUEST_TIMEOUT_SECONDS', async () => {
    const slow = await createTestApp({ REQUEST_TIMEOUT_SECONDS: 1 });
    try {
      // Any free port: this file runs on both databases at once, beside other work on the machine.
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api-v2/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
          );
        });
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString();
        });
        const drip = setInterval(() => socket.write(' '), 300);
        socket.on('close', () => {
          clearInterval(drip);
          resolve(received);
        });
        socket.on('error', () => undefined);
      });
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
    } finally {
      await slow.close();
    }
  });
});
