/**
 * Responsive pictures: every uploaded raster image is also stored as WebP in a few widths
 * (server/files/variants.ts), at a fixed address beside the original, so pages offer the browser a
 * `srcset` and it fetches the smallest that fills the box. Demo pictures are SVG: one file draws
 * sharply at any width, so they get no variants.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Originals with variants: the raster formats an upload may be (file-types.ts), less animated GIF. */
const RASTER = /^\/uploads\/.+\.(png|jpe?g|webp|avif)$/i;
const VARIANT = /^(.+\.(?:png|jpe?g|webp|avif))\.w(\d+)\.webp$/i;

export const variantUrl = (url: string, width: ImageWidth) => `${url}.w${width}.webp`;

/** The original's address and the width asked for, when a path names a variant of an allowed width. */
export function parseVariant(path: string): { original: string; width: ImageWidth } | null {
  const match = VARIANT.exec(path);
  const width = Number(match?.[2]) as ImageWidth;
  return match && IMAGE_WIDTHS.includes(width) ? { original: match[1]!, width } : null;
}

/** `srcset` for an image address, or undefined when it has no variants (demo SVGs, outside links). */
export const imageSrcSet = (url: string | null | undefined): string | undefined =>
  url && RASTER.test(url)
    ? IMAGE_WIDTHS.map((width) => `${variantUrl(url, width)} ${width}w`).join(', ')
    : undefined;

/** How wide the pictures show (styles.css): gallery cards in their grid, the project page's main picture. */
export const IMAGE_SIZES = {
  card: '(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 320px',
  page: '(max-width: 900px) 100vw, 860px',
  banner: '100vw',
} as const;

/**
 * The event banner, a CSS background, as density candidates: an upload's 1280 px variant, its original
 * for 2x screens; a demo SVG alone. The browser's image-set and the server's preload both use them.
 */
export const bannerCandidates = (url: string): [string, string][] =>
  imageSrcSet(url)
    ? [
        [variantUrl(url, 1280), '1x'],
        [url, '2x'],
      ]
    : [[url, '1x']];
