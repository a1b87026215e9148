import { LIMITS } from '../../common/constants';
import { IMAGE_WIDTHS, type ImageWidth } from '../../common/images';
import { onFirstUse } from '../first-use';
import type { FileStorage } from './storage';

const WEBP_QUALITY = 78;
const loadSharp = onFirstUse(() => import('sharp').then((module) => module.default));

export const variantKey = (storageKey: string, width: ImageWidth) => `${storageKey}.w${width}.webp`;

/** Whether an upload gets variants: still raster images (an animated GIF would lose its motion). */
export const hasVariants = (contentType: string) =>
  contentType.startsWith('image/') && contentType !== 'image/gif';

/** Decoding options for every image: refuse damaged data and more pixels than an image may have. */
const DECODING = { failOn: 'error', limitInputPixels: LIMITS.imagePixelsMax } as const;

/**
 * Whether sharp can read the image's header and its size is within the pixel limit: cheap (no
 * decoding), for images that get no variants (GIF), whose bytes are otherwise served as they are.
 */
export async function isReadableImage(bytes: Buffer): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(bytes, DECODING).metadata();
    return Boolean(width && height && width * height <= LIMITS.imagePixelsMax);
  } catch {
    return false;
  }
}

/** One WebP variant, never wider than the original (a small original is re-encoded, not enlarged). */
export async function renderVariant(original: Buffer, width: ImageWidth): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(original, DECODING)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * Makes every variant of an upload: throws when the image cannot be decoded (damaged, cut short, or
 * past the pixel limit), so such an image is refused at upload instead of failing on every request.
 */
export async function renderVariants(original: Buffer): Promise<[ImageWidth, Buffer][]> {
  const rendered: [ImageWidth, Buffer][] = [];
  for (const width of IMAGE_WIDTHS) rendered.push([width, await renderVariant(original, width)]);
  return rendered;
}

/** Stores the variants of an upload (local disk or S3, through the same storage). */
export async function storeVariants(
  storage: FileStorage,
  storageKey: string,
  rendered: [ImageWidth, Buffer][],
) {
  for (const [width, bytes] of rendered)
    await storage.put(variantKey(storageKey, width), bytes, 'image/webp');
}

/**
 * A variant's bytes: stored ones as they are; one missing (an upload from before variants, or whose
 * storing failed) is made from the original now and stored for the next reader. Throws when the
 * original cannot be decoded: the caller remembers that (uploaded_files.variants_failed_at).
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
