import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app';
import { buildCategory, buildEvent, buildProject, linkCategory } from '../test/factories';

const t = testAppForFile();

describe('GET /api-v2/categories', () => {
  it('sorts names case-insensitively and pages with an opaque token', async () => {
    const event = await buildEvent(t.db);
    for (const name of ['banana', 'Apple', 'cherry', 'apricot', 'Blueberry'])
      await buildCategory(t.db, event.id, name);
    const first = await t.app.inject({ url: `/api-v2/categories?eventId=${event.id}&pageSize=3` });
    expect(first.statusCode).toBe(200);
    expect(first.json().categories.map((c: { name: string }) => c.name)).toEqual([
      'Apple',
      'apricot',
      'banana',
    ]);
    const token = first.json().nextPageToken;
    expect(typeof token).toBe('string');
    const second = await t.app.inject({
      url: `/api-v2/categories?eventId=${event.id}&pageSize=3&nextPageToken=${token}`,
    });
    expect(second.json()).toMatchObject({ nextPageToken: null });
    expect(second.json().categories.map((c: { name: string }) => c.name)).toEqual(['Blueberry', 'cherry']);
  });

  it('defaults to pages of 10 and counts approved projects when asked', async () => {
    const event = await buildEvent(t.db);
    const categories = [];
    for (let i = 0; i < 12; i++)
      categories.push(await buildCategory(t.db, event.id, `Category ${String(i).padStart(2, '0')}`));
    const approved = await buildProject(t.db, { eventId: event.id });
    const draft = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    await linkCategory(t.db, approved.id, categories[0]!.id);
    await linkCategory(t.db, draft.id, categories[0]!.id);
    const response = await t.app.inject({
      url: `/api-v2/categories?eventId=${event.id}&includes=projectCount`,
    });
    expect(response.json().categories).toHaveLength(10);
    expect(response.json().categories[0]).toMatchObject({ name: 'Category 00', projectCount: 1 });
  });

  it('refuses a forged page token and a bad page size', async () => {
    const event = await buildEvent(t.db);
    const forged = await t.app.inject({
      url: `/api-v2/categories?eventId=${event.id}&nextPageToken=garbage`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid nextPageToken' });
    const badSize = await t.app.inject({ url: `/api-v2/categories?eventId=${event.id}&pageSize=0` });
    expect(badSize.statusCode).toBe(400);
  });
});
