import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, parseVariant, variantUrl } from './images';

describe('responsive image addresses', () => {
  it('offer a WebP variant per width for uploaded raster images', () => {
    expect(imageSrcSet('/uploads/team/2026-11/a.png')).toBe(
      '/uploads/team/2026-11/a.png.w320.webp 320w, /uploads/team/2026-11/a.png.w640.webp 640w, /uploads/team/2026-11/a.png.w1280.webp 1280w',
    );
    expect(imageSrcSet('/uploads/x/b.JPG')).toContain('/uploads/x/b.JPG.w640.webp 640w');
  });

  it('offer none for demo SVGs, animated GIFs, outside links and no picture', () => {
    for (const url of ['/demo-assets/project/a.svg', '/uploads/x/a.gif', 'https://cdn.example/a.png', null]) {
      expect(imageSrcSet(url), String(url)).toBeUndefined();
    }
  });

  it('read a variant address back to its original, for the listed widths only', () => {
    for (const width of IMAGE_WIDTHS) {
      expect(parseVariant(variantUrl('x/2026-11/a.jpg', width))).toEqual({
        original: 'x/2026-11/a.jpg',
        width,
      });
    }
    expect(parseVariant('x/a.jpg.w500.webp')).toBeNull();
    expect(parseVariant('x/a.pdf.w320.webp')).toBeNull();
    expect(parseVariant('x/a.png')).toBeNull();
  });
});
