import { describe, expect, it } from 'vitest';
import { contrastRatio, inkOn, paletteTokens, parseHex, readableOn } from './colors';

describe('event palette', () => {
  it('reads three- and six-digit hex colours and refuses anything else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('4f46e5')).toEqual([79, 70, 229]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex(null)).toBeNull();
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('writes white on dark colours and near-black on light ones', () => {
    expect(inkOn('#4f46e5')).toBe('#ffffff');
    // Sky blue fails with white text (2.8:1); dark text reads.
    expect(inkOn('#0ea5e9')).toBe('#0f172a');
    expect(inkOn('#fde047')).toBe('#0f172a');
  });

  it('keeps a readable colour as it is and darkens or lightens one that is not', () => {
    expect(readableOn('#1e1b4b', '#f8fafc')).toBe('#1e1b4b');
    for (const color of ['#fde047', '#0ea5e9', '#4f46e5', '#22c55e', '#000000', '#ffffff']) {
      expect(contrastRatio(readableOn(color, '#f8fafc'), '#f8fafc')).toBeGreaterThanOrEqual(6);
      expect(contrastRatio(readableOn(color, '#111827'), '#111827')).toBeGreaterThanOrEqual(6);
    }
  });

  it('falls back to the default colours when the event has none or an invalid one', () => {
    const tokens = paletteTokens(null, 'not a colour');
    expect(tokens['--color-primary']).toBe('#4f46e5');
    expect(tokens['--color-secondary']).toBe('#0ea5e9');
    expect(tokens['--on-secondary']).toBe('#0f172a');
    expect(contrastRatio(tokens['--accent-dark']!, '#111827')).toBeGreaterThanOrEqual(6);
  });
});
