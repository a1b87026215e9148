import { toBuffer } from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeQrFrame } from './qr-frame';

/** A QR image made by the same library as the mails and the registration page, as RGBA pixels. */
async function pixelsOf(code: string, extra: { width?: number; blur?: boolean } = {}) {
  let image = sharp(await toBuffer(code, { type: 'png', margin: 2, width: extra.width ?? 240 }));
  if (extra.blur) image = image.blur(1);
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

describe('decodeQrFrame', () => {
  it('reads the check-in code a registrant is mailed', async () => {
    const code = 'Zk3_q-9sWm1xYb7PaT2cDe4f';
    const { pixels, width, height } = await pixelsOf(code);
    expect(decodeQrFrame(pixels, width, height)).toBe(code);
  });

  it('reads a small, slightly blurred code, as a camera sees it', async () => {
    const code = 'a-code-seen-from-afar_123';
    const { pixels, width, height } = await pixelsOf(code, { width: 120, blur: true });
    expect(decodeQrFrame(pixels, width, height)).toBe(code);
  });

  it('answers null for a frame without a code', () => {
    const blank = new Uint8ClampedArray(100 * 100 * 4).fill(255);
    expect(decodeQrFrame(blank, 100, 100)).toBeNull();
  });
});
