import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens';
import { testAppForFile } from '../test/app';
import { buildUser } from '../test/factories';

const t = testAppForFile();

describe('GET /api-v2/version', () => {
  it('answers 401 to anonymous callers and 403 to non-staff', async () => {
    expect((await t.app.inject({ url: '/api-v2/version' })).statusCode).toBe(401);
    const user = await buildUser(t.db);
    const response = await t.app.inject({ url: '/api-v2/version', headers: await t.authHeaders(user.id) });
    expect(response.statusCode).toBe(403);
  });

  it('tells logged-in staff the version', async () => {
    const staff = await buildUser(t.db, { isEngStaff: true });
    const response = await t.app.inject({ url: '/api-v2/version', headers: await t.authHeaders(staff.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '0.0.0-test', commit: null });
  });

  it("says 'token is expired' for an expired token so the client refreshes", async () => {
    const staff = await buildUser(t.db, { isEngStaff: true });
    const token = await signAccessToken(
      t.keys,
      { userId: staff.id, roles: [], eventSlug: 'demo', sessionVersion: 0 },
      -10,
    );
    const response = await t.app.inject({
      url: '/api-v2/version',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('token is expired');
  });
});
