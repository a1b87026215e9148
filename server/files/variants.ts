import { IMAGE_WIDTHS, type ImageWidth } from '../../common/images';
import { onFirstUse } from '../first-use';
import type { FileStorage } from './storage';

const WEBP_QUALITY = 78;
const loadSharp = onFirstUse(() => import('sharp').then((module) => module.default));

export const variantKey = (storageKey: string, width: ImageWidth) => `${storageKey}.w${width}.webp`;

/** Whether an upload gets variants: still raster images (an animated GIF would lose its motion). */
export const hasVariants = (contentType: string) =>
  contentType.startsWith('image/') && contentType !== 'image/gif';

/** One WebP variant, never wider than the original (a small original is re-encoded, not enlarged). */
export async function renderVariant(original: Buffer, width: ImageWidth): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(original, { failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** Makes and stores every variant of an upload (local disk or S3, through the same storage). */
export async function storeVariants(storage: FileStorage, storageKey: string, original: Buffer) {
  for (const width of IMAGE_WIDTHS) {
    await storage.put(variantKey(storageKey, width), await renderVariant(original, width), 'image/webp');
  }
}

/**
 * A variant's bytes: stored ones as they are; one missing (an upload from before variants, or whose
 * making failed) is made from the original now and stored for the next reader.
 */
export async function loadVariant(storage: FileStorage, storageKey: string, width: ImageWidth) {
  const key = variantKey(storageKey, width);
  const stored = await storage.get(key);
  if (stored) return stored;
  const original = await storage.get(storageKey);
  if (!original) return null;
  const bytes = await renderVariant(original, width);
  await storage.put(key, bytes, 'image/webp').catch(() => undefined); // a concurrent reader stored it first
  return bytes;
}
