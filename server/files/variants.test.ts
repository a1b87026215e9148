import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_WIDTHS, variantUrl } from '../../common/images';
import { uploadedFiles } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { buildUser } from '../test/factories';
import { multipart, TINY_PDF } from '../test/multipart';
import { isReadableImage, variantKey } from './variants';

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

/** A PNG whose header claims `width` × `height` (with a valid checksum) but whose pixel data is tiny. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await picture(8, 8));
  // IHDR's data starts after the 8-byte signature, its 4-byte length and its 4-byte type.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function refusedUpload(bytes: Buffer, name: string, type: string) {
  const body = multipart({ type: 'image' }, { name, bytes, type });
  return t.app.inject({
    method: 'POST',
    url: '/api-v2/files',
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
}

describe('images that cannot be decoded', () => {
  it('are refused at upload: cut short, or claiming more pixels than an image may have', async () => {
    const whole = await picture(1200, 900);
    const cutShort = whole.subarray(0, Math.floor(whole.length / 2));
    for (const bytes of [cutShort, await pngClaiming(16_000, 16_000)]) {
      const answer = await refusedUpload(bytes, 'broken.png', 'image/png');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Please upload an image that opens, of at most 100 megapixels');
    }
    expect(await isReadableImage(await pngClaiming(16_000, 16_000))).toBe(false);
    expect(await isReadableImage(await picture(40, 30))).toBe(true);
  });

  it('stored before this check are decoded once: the failure is remembered', async () => {
    const whole = await picture(1200, 900);
    const key = `older/2026-01/${Date.now()}-broken.png`;
    await t.app.ctx.storage.put(key, whole.subarray(0, Math.floor(whole.length / 2)), 'image/png');
    const [row] = await t.db
      .insert(uploadedFiles)
      .values({
        storageKey: key,
        link: `/uploads/${key}`,
        contentType: 'image/png',
        size: 1,
        directory: 'older',
      })
      .returning();
    expect((await t.app.inject({ url: variantUrl(row!.link, 1280) })).statusCode).toBe(404);
    const [marked] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, row!.id));
    expect(marked!.variantsFailedAt).not.toBeNull();
    // The next request does not read (nor decode) the original again.
    const reads = vi.spyOn(t.app.ctx.storage, 'get');
    expect((await t.app.inject({ url: variantUrl(row!.link, 640) })).statusCode).toBe(404);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    // The original itself is still served as uploaded.
    expect((await t.app.inject({ url: row!.link })).statusCode).toBe(200);
  });
});
