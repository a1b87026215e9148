import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app';
import { buildUser } from '../test/factories';

const t = testAppForFile();

const api = async (method: 'GET' | 'PATCH' | 'POST', url: string, asUserId?: number, payload?: object) =>
  t.app.inject({
    method,
    url: `/api-v2${url}`,
    payload,
    headers: asUserId ? await t.authHeaders(asUserId) : {},
  });

describe('GET /user', () => {
  it('shows the e-mail only to the user themself', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const anonymous = await api('GET', `/user?userName=${user.userName}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().user.email).toBeUndefined();
    expect(anonymous.json().profile).toBeNull();
    expect((await api('GET', `/user?userId=${user.id}`, other.id)).json().user.email).toBeUndefined();
    expect((await api('GET', `/user?userId=${user.id}`, user.id)).json().user.email).toBe(user.email);
    const admin = await buildUser(t.db, { isSuperAdmin: true });
    expect((await api('GET', `/user?userId=${user.id}`, admin.id)).json().user.email).toBe(user.email);
  });

  it('answers 400 without a key and 404 for nobody', async () => {
    expect((await api('GET', '/user')).statusCode).toBe(400);
    expect((await api('GET', '/user?userName=nobody.here')).statusCode).toBe(404);
    expect((await api('GET', '/user?userId=abc')).statusCode).toBe(400);
  });
});

describe('PATCH /users/{id}', () => {
  it('needs login, refuses others and applies the name rules', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const body = { user: { firstName: 'Ada', lastName: 'King' } };
    expect((await api('PATCH', `/users/${user.id}`, undefined, body)).statusCode).toBe(401);
    expect((await api('PATCH', `/users/${user.id}`, other.id, body)).statusCode).toBe(403);
    const empty = await api('PATCH', `/users/${user.id}`, user.id, { user: { firstName: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('First name cannot be empty');
    const long = await api('PATCH', `/users/${user.id}`, user.id, { user: { lastName: 'x'.repeat(256) } });
    expect(long.json().message).toBe('Last name cannot be more than 255 characters');
    const badMask = await api('PATCH', `/users/${user.id}`, user.id, { ...body, updateMask: 'email' });
    expect(badMask.statusCode).toBe(400);
    const ok = await api('PATCH', `/users/${user.id}`, user.id, { ...body, updateMask: 'firstName' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      firstName: 'Ada',
      lastName: user.lastName,
      fullName: `Ada ${user.lastName}`,
    });
  });
});

describe('GET /users/find', () => {
  it('finds by keyword and user name, pages, and keeps e-mail search for super admins', async () => {
    const viewer = await buildUser(t.db);
    const tag = `zq${Date.now() % 100000}`;
    for (let i = 0; i < 3; i++) await buildUser(t.db, { userName: `${tag}u${i}`, firstName: 'Quinn' });
    expect((await api('GET', `/users/find?keyword=${tag}`)).statusCode).toBe(401);
    const first = await api('GET', `/users/find?keyword=${tag}&pageSize=2`, viewer.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().users).toHaveLength(2);
    expect(first.json().users[0].email).toBeUndefined();
    const second = await api(
      'GET',
      `/users/find?keyword=${tag}&pageSize=2&nextPageToken=${first.json().nextPageToken}`,
      viewer.id,
    );
    expect(second.json().users).toHaveLength(1);
    expect(second.json().nextPageToken).toBeNull();
    const byName = await api('GET', `/users/find?filterBy=USER_NAME&keyword=${tag}u1`, viewer.id);
    expect(byName.json().users.map((u: { userName: string }) => u.userName)).toEqual([`${tag}u1`]);
    expect((await api('GET', `/users/find?filterBy=EMAIL&keyword=a@b.cd`, viewer.id)).statusCode).toBe(403);
    expect((await api('GET', '/users/find?filterBy=USER_ID&keyword=abc', viewer.id)).statusCode).toBe(400);
    expect((await api('GET', '/users/find?filterBy=NOPE', viewer.id)).statusCode).toBe(400);
  });
});

describe('profiles', () => {
  it('creates, reads and updates a profile with the documented keys', async () => {
    const user = await buildUser(t.db);
    expect((await api('POST', '/users/profile', undefined, { location: 'Oslo', bio: 'Hi' })).statusCode).toBe(
      401,
    );
    const missing = await api('POST', '/users/profile', user.id, { location: '', bio: 'Hi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().key).toBe('profile.errors.location');
    const created = await api('POST', '/users/profile', user.id, { location: 'Oslo', bio: 'Hi there' });
    expect(created.json().profile).toMatchObject({ userId: user.id, location: 'Oslo', bio: 'Hi there' });
    expect((await api('GET', `/users/${user.userName}/profile`)).json().profile.location).toBe('Oslo');
    const tooLong = await api('PATCH', `/users/${user.id}/profile`, user.id, {
      location: 'x'.repeat(256),
      updateMask: 'location',
    });
    expect(tooLong.json().key).toBe('profile.errors.locationCharLimit');
    const noBio = await api('PATCH', `/users/${user.id}/profile`, user.id, {
      profile: { bio: ' ' },
      updateMask: 'bio',
    });
    expect(noBio.json().key).toBe('profile.errors.bio');
    const other = await buildUser(t.db);
    expect((await api('PATCH', `/users/${user.id}/profile`, other.id, { bio: 'x' })).statusCode).toBe(403);
    const updated = await api('PATCH', `/users/${user.id}/profile`, user.id, {
      profile: { bio: 'New bio' },
      updateMask: 'bio',
    });
    expect(updated.json().profile).toMatchObject({ location: 'Oslo', bio: 'New bio' });
    expect((await api('GET', '/users/nobody.here/profile')).statusCode).toBe(404);
  });
});
