import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, projects } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { addTeamMember, buildEventWithOwner, buildProject, buildUser } from '../test/factories';
import { multipart, TINY_PDF, TINY_PNG } from '../test/multipart';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = await t.authHeaders((await buildUser(t.db)).id);
});
afterAll(() => t.close());

function upload(
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
  headers: Record<string, string> = auth,
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api-v2/files',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

describe('POST /api-v2/files', () => {
  it('stores an image and serves it back with its real type inside a sandbox', async () => {
    const response = await upload(
      { type: 'image', progressId: 'p-1' },
      { name: 'photo.png', bytes: TINY_PNG, type: 'image/png' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'uploaded', contentType: 'image/png', progressId: 'p-1' });
    expect(body.link).toMatch(/^\/uploads\/selfserve-event\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url: body.link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('accepts a PDF in a custom directory', async () => {
    const response = await upload(
      { type: 'document', directory: 'team-docs' },
      { name: 'plan.pdf', bytes: TINY_PDF, type: 'application/pdf' },
    );
    expect(response.json().link).toMatch(/^\/uploads\/team-docs\/.+\.pdf$/);
  });

  it('refuses what is not an allowed file, whatever its name says', async () => {
    const cases: [Parameters<typeof multipart>[1], Record<string, string>, number, string][] = [
      [
        { name: 'x.png', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' },
        {},
        415,
        'Please upload a valid file',
      ],
      [
        {
          name: 'x.svg',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
          type: 'image/svg+xml',
        },
        {},
        415,
        'Please upload a valid file',
      ],
      [
        { name: 'x.png', bytes: TINY_PDF, type: 'image/png' },
        { type: 'image' },
        415,
        'Please upload a valid file',
      ],
      [{ name: 'x.png', bytes: Buffer.alloc(0), type: 'image/png' }, {}, 400, 'Please upload a valid file'],
      [
        { name: 'x.png', bytes: TINY_PNG, type: 'image/png', field: 'other' },
        {},
        400,
        "failed to get file 'attachment'",
      ],
      [undefined, { type: 'image' }, 400, "failed to get file 'attachment'"],
      [
        { name: 'x.png', bytes: TINY_PNG, type: 'image/png' },
        { directory: '../etc' },
        400,
        'directory may only contain',
      ],
      [
        { name: 'x.png', bytes: TINY_PNG, type: 'image/png' },
        { type: 'spreadsheet' },
        400,
        "Unknown upload type 'spreadsheet'",
      ],
    ];
    for (const [file, fields, status, message] of cases) {
      const response = await upload(fields, file);
      expect(response.statusCode, `${file?.name} ${JSON.stringify(fields)}`).toBe(status);
      expect(response.json().message).toContain(message);
    }
  });

  it('refuses files over 25 MB', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(25 * 1024 * 1024)]);
    const response = await upload({}, { name: 'big.png', bytes: big, type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Documents exceed 25MB.');
  });

  it('refuses anonymous uploads and non-multipart bodies', async () => {
    const anonymous = await upload({}, { name: 'a.png', bytes: TINY_PNG, type: 'image/png' }, {});
    expect(anonymous.statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api-v2/files',
      payload: { a: 1 },
      headers: auth,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe("failed to get file 'attachment'");
  });

  it('answers 404 for unknown upload paths', async () => {
    expect((await t.app.inject({ url: '/uploads/selfserve-event/nope.png' })).statusCode).toBe(404);
  });

  it('refuses uploads for an archived project or event with 409, and a project of another team with 404', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const member = await buildUser(t.db);
    const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    await addTeamMember(t.db, project.id, member.id, 'Owner');
    const memberAuth = await t.authHeaders(member.id);
    const png = { name: 'cover.png', bytes: TINY_PNG, type: 'image/png' };
    const forProject = { type: 'image', projectId: String(project.id) };
    const forEvent = { type: 'image', eventId: String(event.id) };

    expect((await upload(forProject, png, memberAuth)).statusCode).toBe(200);
    expect((await upload(forEvent, png, await t.authHeaders(owner.id))).statusCode).toBe(200);
    expect((await upload(forProject, png)).statusCode).toBe(404);

    await t.db.update(projects).set({ archivedAt: new Date() }).where(eq(projects.id, project.id));
    const frozenProject = await upload(forProject, png, memberAuth);
    expect(frozenProject.statusCode).toBe(409);
    expect(frozenProject.json().key).toBe('archive.projectReadOnly');

    await t.db.update(events).set({ archivedAt: new Date() }).where(eq(events.id, event.id));
    for (const fields of [forProject, forEvent]) {
      const frozen = await upload(fields, png, memberAuth);
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json()).toEqual({
        message: 'This event is archived and read-only: restore it to make changes',
        key: 'archive.eventReadOnly',
      });
    }
    // An upload for nothing in particular (a profile picture) is not a change to the event.
    expect((await upload({ type: 'image' }, png, memberAuth)).statusCode).toBe(200);
  });
});
