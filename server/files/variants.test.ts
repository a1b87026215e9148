import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, variantUrl } from '../../common/images';
import { uploadedFiles } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { buildUser } from '../test/factories';
import { multipart, TINY_PDF } from '../test/multipart';
import { variantKey } from './variants';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = await t.authHeaders((await buildUser(t.db)).id);
});
afterAll(() => t.close());

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

async function upload(bytes: Buffer, name: string, type: string) {
  const body = multipart({ type: 'file' }, { name, bytes, type });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api-v2/files',
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json().link as string;
}

describe('responsive variants of uploaded images', () => {
  it('are stored at upload as WebP in each width, never wider than the original', async () => {
    const link = await upload(await picture(1600, 1000), 'wide.png', 'image/png');
    const key = link.replace(/^\/uploads\//, '');
    for (const width of IMAGE_WIDTHS) {
      const stored = await t.app.ctx.storage.get(variantKey(key, width));
      expect(stored, `${width}`).not.toBeNull();
      const served = await t.app.inject({ url: variantUrl(link, width) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 1000) / 1600) });
    }
    const small = await upload(await picture(500, 300, 'jpeg'), 'small.jpg', 'image/jpeg');
    const served = await t.app.inject({ url: variantUrl(small, 1280) });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(500);
  });

  it('are made on first request when missing, as for uploads from before variants', async () => {
    const link = await upload(await picture(800, 800), 'square.png', 'image/png');
    const key = link.replace(/^\/uploads\//, '');
    // Simulate an older upload: only the original is stored under a fresh key.
    const olderKey = key.replace(/\.png$/, '-older.png');
    await t.app.ctx.storage.put(olderKey, (await t.app.ctx.storage.get(key))!, 'image/png');
    const [row] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key));
    await t.db
      .insert(uploadedFiles)
      .values({ ...row!, id: undefined, storageKey: olderKey, link: `/uploads/${olderKey}` });
    expect(await t.app.ctx.storage.get(variantKey(olderKey, 320))).toBeNull();
    const served = await t.app.inject({ url: variantUrl(`/uploads/${olderKey}`, 320) });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
    expect(await t.app.ctx.storage.get(variantKey(olderKey, 320))).not.toBeNull();
  });

  it('exist only for still images and the listed widths', async () => {
    const link = await upload(await picture(400, 400), 'p.png', 'image/png');
    expect((await t.app.inject({ url: `${link}.w500.webp` })).statusCode).toBe(404);
    const pdf = await upload(TINY_PDF, 'plan.pdf', 'application/pdf');
    expect((await t.app.inject({ url: variantUrl(pdf, 320) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: variantUrl('/uploads/nope/x.png', 320) })).statusCode).toBe(404);
  });
});
