import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { users } from '../db/schema';
import {
  AccessLog,
  accessLineWriter,
  createLogger,
  redactUrl,
  requestLogger,
  serializeError,
} from '../logger';
import { startTestAppForSuite } from '../test/app';

/**
 * Racing sign-ups once answered 500 and logged the failed INSERT with its parameters: an argon2id hash
 * and an e-mail address. Now a unique violation answers 409 like the pre-check, and no log line carries
 * a query parameter, a password, a hash, a token or an address.
 */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, text: () => lines.join('\n') };
}

/** A bare Fastify with the app's logger and access log, writing to `stream`. */
function probeServer(stream: Writable, level: Config['LOG_LEVEL'] = 'info') {
  const logger = createLogger({ LOG_LEVEL: level }, stream);
  return Fastify({
    loggerInstance: logger,
    childLoggerFactory: requestLogger,
    logController: new AccessLog(logger),
  });
}

/** One app whose log lines (every level) land in `log`, emptied before each test. */
const log = captureLog();
const app = startTestAppForSuite({ LOG_LEVEL: 'trace' }, { logStream: log.stream });
beforeEach(() => {
  log.lines.length = 0;
});

describe('racing sign-ups with one user name', () => {
  it('give exactly one 201 and 409s with the usual message, and log no secret', async () => {
    const t = app();
    const userName = `racer${Date.now() % 100000}`;
    const password = 'Racing-Garden-42';
    const emails = Array.from({ length: 20 }, (_, i) => `racer${i}.${userName}@example.test`);
    const answers = await Promise.all(
      emails.map((email) =>
        t.app.inject({
          method: 'POST',
          url: '/api-v2/auth/signup',
          payload: { user_name: userName, email, password, first_name: 'Race', last_name: 'Condition' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({ message: 'This user name is already taken' });
    }
    await t.app.background.settled();
    const text = log.text();
    expect(log.lines.length).toBeGreaterThan(20);
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/\$argon2/);
    for (const email of emails) expect(text).not.toContain(email);
    expect(text).not.toMatch(/params:|Failed query/);
  });

  it('log a unique violation by its code and constraint, never by the values of the row', async () => {
    const t = app();
    const email = `dup${Date.now()}@example.test`;
    await t.db.insert(users).values({ userName: `dup${Date.now() % 100000}`, email });
    t.app.log.error(
      {
        err: await t.db
          .insert(users)
          .values({ userName: `dupe${Date.now() % 100000}`, email, passwordHash: '$argon2id$v=19$secret' })
          .catch((error: unknown) => error),
      },
      'probe',
    );
    const [line] = log.lines.filter((entry) => entry.includes('probe'));
    const { err } = JSON.parse(line!) as { err: Record<string, unknown> };
    expect(err).toEqual({
      type: 'DatabaseError',
      code: '23505',
      constraint: 'users_email_lower_idx',
      table: 'users',
      message: expect.stringContaining('users_email_lower_idx'),
    });
    expect(line).not.toContain(email);
    expect(line).not.toContain('argon2');
  });
});

describe('the logger', () => {
  it('redacts credentials in headers and secret fields wherever they sit', () => {
    const own = captureLog();
    const logger = createLogger({ LOG_LEVEL: 'info' }, own.stream);
    logger.info(
      {
        req: {
          headers: {
            authorization: 'Bearer eyJ.secret',
            cookie: 'auth=secret-cookie',
            'refresh-token': 'refresh-secret',
            'x-access-pass': 'pass-secret',
            'x-csrf-token': 'csrf-secret',
          },
        },
        res: { headers: { 'set-cookie': 'auth=set-secret', 'refresh-token': 'refresh-out' } },
        body: { password: 'Hunter2-secret', code: '123456', email: 'who@example.test' },
        user: { passwordHash: '$argon2id$hash', email: 'someone@example.test', token: 'tok-secret' },
        newPassword: 'New-secret-1',
      },
      'request',
    );
    const line = own.text();
    for (const secret of [
      'eyJ.secret',
      'secret-cookie',
      'refresh-secret',
      'pass-secret',
      'csrf-secret',
      'set-secret',
      'refresh-out',
      'Hunter2-secret',
      '123456',
      'who@example.test',
      '$argon2id$hash',
      'someone@example.test',
      'tok-secret',
      'New-secret-1',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
  });

  it('keeps a database error to its code, constraint and message, also when wrapped', () => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_lower_idx"'),
      {
        severity: 'ERROR',
        code: '23505',
        constraint: 'users_email_lower_idx',
        table: 'users',
        detail: 'Key (lower(email::text))=(who@example.test) already exists.',
      },
    );
    const wrapped = new DrizzleQueryError(
      'insert into "users" values ($1, $2)',
      ['who@example.test', '$argon2id$x'],
      driverError,
    );
    const outer = new Error('sign-up failed', { cause: wrapped });
    for (const error of [wrapped, outer]) {
      const serialized = JSON.stringify(serializeError(error));
      expect(serialized).toContain('23505');
      expect(serialized).toContain('users_email_lower_idx');
      expect(serialized).not.toContain('who@example.test');
      expect(serialized).not.toContain('argon2');
      expect(serialized).not.toContain('insert into');
    }
  });

  it('masks tokens in logged URLs', () => {
    expect(redactUrl('/demo/password/reset?token=abc.def&x=1')).toBe(
      '/demo/password/reset?token=[redacted]&x=1',
    );
    expect(redactUrl('/api-v2/partners/events/demo?previewToken=p1')).toBe(
      '/api-v2/partners/events/demo?previewToken=[redacted]',
    );
    expect(redactUrl('/api-v2/projects?pageSize=24')).toBe('/api-v2/projects?pageSize=24');
    expect(redactUrl('/api-v2/users/find?emails=a%40b.test,c%40d.test&x=1')).toBe(
      '/api-v2/users/find?emails=[redacted]&x=1',
    );
  });

  it('logs request URLs without their tokens', async () => {
    // No route matches, so the access line names the path, masked.
    await app().app.inject({ url: '/api-v2/nowhere?token=invite-secret-token' });
    expect(log.text()).not.toContain('invite-secret-token');
  });

  it('writes one access line per request, by route pattern, with its id, status and time', async () => {
    const t = app();
    await t.app.inject({ url: '/api-v2/projects/12345/comments?token=query-secret' });
    const lines = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const access = lines.filter((line) => line.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ level: 30, method: 'GET', status: expect.any(Number) });
    expect(access[0]!.route).not.toContain('12345');
    expect(typeof access[0]!.reqId).toBe('string');
    expect(typeof access[0]!.ms).toBe('number');
    expect(log.text()).not.toContain('query-secret');
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
  });

  it('makes every request id itself, whatever id a caller sends, so the access line needs no escaping', async () => {
    const t = app();
    const forged = 'x","level":60,"msg":"forged';
    await t.app.inject({
      url: '/api-v2/nowhere',
      headers: { 'request-id': forged, 'x-request-id': forged, 'x-correlation-id': forged },
    });
    const access = log.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]!.reqId).toMatch(/^req-[0-9a-z]+$/);
    expect(log.text()).not.toContain('forged');
  });

  it('tags every line of a request with its id, and a secret a handler logs is still redacted', async () => {
    const own = captureLog();
    const server = probeServer(own.stream);
    server.get('/probe', async (request) => {
      request.log.info({ user: { token: 'handler-secret' } }, 'from the handler');
      return { ok: true };
    });
    await server.inject({ url: '/probe', headers: { authorization: 'Bearer not-a-token' } });
    const lines = own.lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(lines.map((line) => line.msg)).toEqual(['from the handler', 'request']);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    expect(own.text()).not.toContain('handler-secret');
    own.lines.length = 0;
    server.log.child({}).info({ user: { token: 'child-secret' } }, 'a line from a child logger');
    expect(own.text()).toContain('[redacted]');
    expect(own.text()).not.toContain('child-secret');
  });

  it('logs a failed request at error level, even when the level is error', async () => {
    const own = captureLog();
    const server = probeServer(own.stream, 'error');
    server.get('/probe', async () => {
      throw new Error('boom');
    });
    server.get('/fine', async () => ({ ok: true }));
    expect((await server.inject({ url: '/probe' })).statusCode).toBe(500);
    await server.inject({ url: '/fine' });
    const lines = own.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // Fastify's error handler logs the error; the access line follows at the same level.
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: 'boom', err: expect.objectContaining({ message: 'boom' }) }),
      expect.objectContaining({ level: 50, msg: 'request', route: '/probe', status: 500 }),
    ]);
  });
});

describe('the access line', () => {
  it('is the line pino would write for the same fields', async () => {
    const own = captureLog();
    const logger = createLogger({ LOG_LEVEL: 'info' }, own.stream);
    const fields = { reqId: 'req-7', method: 'GET', route: '/api-v2/"odd"\\path', status: 200, ms: 0.4 };
    accessLineWriter(logger)(fields);
    pino({ level: 'info' }, own.stream).info(fields, 'request');
    const [ours, pinos] = own.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(ours!)).toEqual(Object.keys(pinos!));
    expect({ ...ours, time: 0 }).toEqual({ ...pinos, time: 0 });
  });

  it('names each of many unmatched paths correctly, quotes and backslashes included', async () => {
    const own = captureLog();
    const access = accessLineWriter(createLogger({ LOG_LEVEL: 'info' }, own.stream));
    // More routes than the writer keeps the JSON form of, so its store starts over on the way.
    const routes = Array.from({ length: 1200 }, (_, i) => `/nowhere/${i % 2 ? '"' : '\\'}${i}`);
    for (const route of [...routes, ...routes])
      access({ reqId: 'req-1', method: 'GET', route, status: 404, ms: 0.1 });
    const logged = own.lines.map((line) => (JSON.parse(line) as { route: string }).route);
    expect(logged).toEqual([...routes, ...routes]);
  });
});
