import { describe, expect, it } from 'vitest';
import { slugify } from '../../common/slug';
import { initialsOf, renderBanner, renderLogo, renderPortrait, renderProjectArt } from './artwork';
import { DEMO_CATEGORIES, DEMO_IDEAS, DEMO_SPONSORS } from './catalogue';
import { MOTIFS } from './motifs';

describe('the demo artwork', () => {
  it('gives every demo project a picture of its own, with its emblem and initials', () => {
    const pictures = DEMO_IDEAS.map((idea) => renderProjectArt(slugify(idea.title)));
    expect(new Set(pictures).size).toBe(DEMO_IDEAS.length);
    for (const [index, idea] of DEMO_IDEAS.entries()) {
      expect(pictures[index]).toContain(MOTIFS[idea.motif]);
      expect(pictures[index]).toContain(`>${initialsOf(idea.title)}</text>`);
    }
    // Gallery neighbours never share a colour pair.
    const gradients = pictures.map(
      (svg) => /<linearGradient id="bg"[^>]*><stop offset="0" stop-color="([^"]+)"/.exec(svg)?.[1],
    );
    for (let i = 1; i < gradients.length; i++) expect(gradients[i]).not.toBe(gradients[i - 1]);
  });

  it('draws a stable picture for any other name', () => {
    expect(renderProjectArt('p12')).toBe(renderProjectArt('p12'));
    expect(renderProjectArt('p12')).not.toBe(renderProjectArt('p13'));
    expect(initialsOf('Lost & Found Bot')).toBe('LF');
  });

  it('files every demo project under known categories, and names the sponsors in their logos', () => {
    for (const idea of DEMO_IDEAS)
      expect(DEMO_CATEGORIES).toEqual(expect.arrayContaining([...idea.categories]));
    for (const sponsor of DEMO_SPONSORS) {
      const logo = renderLogo(slugify(sponsor.name));
      const [brand, kind] = sponsor.name.split(' ');
      expect(logo).toContain(`>${brand}</text>`);
      expect(logo).toContain(`>${kind!.toUpperCase()}</text>`);
      expect(logo).toContain(MOTIFS[sponsor.motif]);
    }
    expect(renderBanner('demo-fair')).toMatch(/^<svg [^>]*viewBox="0 0 1600 480"/);
  });

  it('draws each demo registrant a portrait of their own: square, stable, and only shapes', () => {
    const names = Array.from({ length: 10 }, (_, i) => `expo${i + 1}`);
    const portraits = names.map((name) => renderPortrait(name));
    expect(new Set(portraits).size).toBe(names.length);
    expect(renderPortrait('expo1')).toBe(portraits[0]);
    // Varied: backgrounds and skin tones differ across the crowd.
    const grounds = new Set(portraits.map((svg) => /<stop offset="0" stop-color="([^"]+)"/.exec(svg)?.[1]));
    const skins = new Set(portraits.map((svg) => /<ellipse [^>]*fill="([^"]+)"/.exec(svg)?.[1]));
    expect(grounds.size).toBeGreaterThan(3);
    expect(skins.size).toBeGreaterThan(2);
    for (const svg of portraits) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256" viewBox="0 0 256 256">/,
      );
      // Our own markup only: no text, scripts, links or outside references.
      expect(svg).not.toMatch(/<(text|script|image|a|foreignObject|use)\b|href|on\w+=/i);
    }
  });
});
