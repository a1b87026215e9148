import { createHash } from 'node:crypto';
import { slugify } from '../../common/slug';
import { DEMO_IDEAS, DEMO_SPONSORS } from './catalogue';
import { MOTIFS, type MotifName } from './motifs';

/**
 * Pictures for the demo fair, drawn as SVG from a name (no network, no binary files in the repository).
 * Each demo project gets a scene of its own: a colour pair, a background pattern, a layout, its emblem
 * and its initials, chosen from its place in the catalogue so that neighbours in the gallery differ.
 * Names outside the catalogue (tests, benchmarks) still get a stable picture, picked by a hash.
 */

/** Colour pairs that read well under white text and white emblems: [from, to, deep accent]. */
const PALETTES = [
  ['#6366f1', '#a855f7', '#312e81'],
  ['#0ea5e9', '#2563eb', '#0c4a6e'],
  ['#10b981', '#0891b2', '#064e3b'],
  ['#f59e0b', '#ea580c', '#7c2d12'],
  ['#ec4899', '#8b5cf6', '#701a75'],
  ['#14b8a6', '#16a34a', '#134e4a'],
  ['#f97316', '#db2777', '#831843'],
  ['#3b82f6', '#06b6d4', '#1e3a8a'],
  ['#65a30d', '#059669', '#14532d'],
  ['#8b5cf6', '#0ea5e9', '#3b0764'],
  ['#ef4444', '#f59e0b', '#7f1d1d'],
  ['#1d4ed8', '#7c3aed', '#172554'],
  ['#0d9488', '#4f46e5', '#1e1b4b'],
] as const;

type Palette = (typeof PALETTES)[number];
const PATTERNS = ['dots', 'stripes', 'grid', 'waves', 'confetti'] as const;
/** Three emblem scenes on a gradient, a printed poster with the title, and a blueprint. */
const LAYOUTS = ['tile', 'lockup', 'orbit', 'poster', 'blueprint'] as const;

export interface Picture {
  title: string;
  motif: MotifName;
  palette: Palette;
  pattern: (typeof PATTERNS)[number];
  layout: (typeof LAYOUTS)[number];
  /** Bytes that place the confetti and glows. */
  seed: Buffer;
}

const digest = (name: string) => createHash('sha256').update(name).digest();
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;
const motifNames = Object.keys(MOTIFS) as MotifName[];

export function pictureOf(name: string): Picture {
  const seed = digest(name);
  const index = DEMO_IDEAS.findIndex((idea) => slugify(idea.title) === name);
  const idea = DEMO_IDEAS[index];
  if (idea) {
    return {
      title: idea.title,
      motif: idea.motif,
      palette: pick(PALETTES, index * 5),
      pattern: pick(PATTERNS, index),
      layout: pick(LAYOUTS, index * 2 + 1 + Math.floor(index / 5)),
      seed,
    };
  }
  if (name === 'demo-event') {
    return {
      title: 'Showcase Demo Fair',
      motif: 'trophy',
      palette: PALETTES[0],
      pattern: 'confetti',
      layout: 'orbit',
      seed,
    };
  }
  return {
    title: name.replace(/-/g, ' '),
    motif: pick(motifNames, seed[0]!),
    palette: pick(PALETTES, seed[1]!),
    pattern: pick(PATTERNS, seed[2]!),
    layout: pick(LAYOUTS, seed[3]!),
    seed,
  };
}

export const initialsOf = (title: string) =>
  title
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

export const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';

/** An emblem `size` pixels wide with its top-left corner at (x, y). */
export const emblem = (motif: MotifName, x: number, y: number, size: number, colour: string, weight = 2) =>
  `<path d="${MOTIFS[motif]}" transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${colour}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round"/>`;

function patternLayer(picture: Picture, width: number, height: number): string {
  const { seed } = picture;
  switch (picture.pattern) {
    case 'dots':
      return `<defs><pattern id="pt" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="#fff"/></pattern></defs><rect width="${width}" height="${height}" fill="url(#pt)" opacity="0.18"/>`;
    case 'grid':
      return `<defs><pattern id="pt" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#fff" stroke-width="1.2"/></pattern></defs><rect width="${width}" height="${height}" fill="url(#pt)" opacity="0.14"/>`;
    case 'stripes':
      return `<defs><pattern id="pt" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="10" height="28" fill="#fff"/></pattern></defs><rect width="${width}" height="${height}" fill="url(#pt)" opacity="0.09"/>`;
    case 'waves': {
      const waves = [0.62, 0.74, 0.86].map((level, i) => {
        const y = height * level;
        const amplitude = 18 + i * 6;
        return `<path d="M0 ${y} C ${width * 0.25} ${y - amplitude}, ${width * 0.5} ${y + amplitude}, ${width} ${y - amplitude / 2} V ${height} H 0 Z" fill="#fff" opacity="${0.08 + i * 0.04}"/>`;
      });
      return waves.join('');
    }
    case 'confetti':
      return Array.from({ length: 18 }, (_, i) => {
        const x = ((seed[i % 32]! * 7 + i * 53) % 1000) / 1000;
        const y = ((seed[(i + 11) % 32]! * 13 + i * 37) % 1000) / 1000;
        const angle = (seed[(i + 5) % 32]! * 3) % 180;
        const colour = i % 3 === 0 ? picture.palette[2] : '#fff';
        return `<rect x="${(x * width).toFixed(0)}" y="${(y * height).toFixed(0)}" width="${10 + (i % 3) * 4}" height="5" rx="2.5" fill="${colour}" opacity="${colour === '#fff' ? 0.35 : 0.3}" transform="rotate(${angle} ${(x * width).toFixed(0)} ${(y * height).toFixed(0)})"/>`;
      }).join('');
  }
}

/** Two soft glows in opposite corners give the flat gradient some depth. */
const glows = (picture: Picture, width: number, height: number) => {
  const { seed } = picture;
  const first = [width * (0.05 + (seed[4]! / 255) * 0.25), height * (0.1 + (seed[5]! / 255) * 0.2)];
  const second = [width * (0.7 + (seed[6]! / 255) * 0.25), height * (0.75 + (seed[7]! / 255) * 0.2)];
  return `<circle cx="${first[0]!.toFixed(0)}" cy="${first[1]!.toFixed(0)}" r="${(height * 0.55).toFixed(0)}" fill="url(#glow)"/><circle cx="${second[0]!.toFixed(0)}" cy="${second[1]!.toFixed(0)}" r="${(height * 0.7).toFixed(0)}" fill="${picture.palette[2]}" opacity="0.28"/>`;
};

const background = (picture: Picture, width: number, height: number) => {
  const angle = 20 + (picture.seed[8]! % 50);
  return `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${picture.palette[0]}"/><stop offset="1" stop-color="${picture.palette[1]}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="#0f172a" flood-opacity="0.28"/></filter></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${glows(picture, width, height)}${patternLayer(picture, width, height)}`;
};

/** The gradient alone, for scenes that paint their own ground and use it as an accent. */
const gradientOnly = (picture: Picture) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${picture.palette[0]}"/><stop offset="1" stop-color="${picture.palette[1]}"/></linearGradient></defs>`;

/** The title broken into lines of at most `width` characters, at most three lines. */
export function titleLines(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** A printed poster: paper, a coloured band with the emblem, the title set large beside it. */
function posterScene(picture: Picture, width: number, height: number): string {
  const band = width * 0.36;
  const size = band * 0.5;
  const lines = titleLines(picture.title, 10);
  const fontSize = Math.min(54, (height * 0.62) / lines.length);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${band + 32}" y="${(height * 0.42 + (i - (lines.length - 1) / 2) * fontSize * 1.08).toFixed(0)}" ${FONT} font-size="${fontSize.toFixed(0)}" font-weight="800" fill="${picture.palette[2]}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<rect width="${width}" height="${height}" fill="#fbf7ef"/><rect width="${band}" height="${height}" fill="url(#bg)"/>${emblem(picture.motif, band / 2 - size / 2, height / 2 - size / 2, size, '#fff', 1.8)}${text}<rect x="${band + 32}" y="${height * 0.72}" width="64" height="6" rx="3" fill="${picture.palette[0]}"/><text x="${width - 24}" y="${height - 22}" text-anchor="end" ${FONT} font-size="18" font-weight="800" letter-spacing="3" fill="${picture.palette[2]}" opacity="0.6">${escapeXml(initialsOf(picture.title))}</text>`;
}

/** A blueprint: navy paper, a fine grid, the emblem drawn in white line and the title in capitals. */
function blueprintScene(picture: Picture, width: number, height: number): string {
  const size = height * 0.46;
  const x = width * 0.1;
  const lines = titleLines(picture.title.toUpperCase(), 12);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${x + size + 40}" y="${(height / 2 + (i - (lines.length - 1) / 2) * 36 + 10).toFixed(0)}" font-family="ui-monospace, SFMono-Regular, Menlo, monospace" font-size="30" font-weight="700" letter-spacing="2" fill="#e0f2fe">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<rect width="${width}" height="${height}" fill="#0b2a4a"/><defs><pattern id="bp" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#7dd3fc" stroke-width="0.6"/></pattern></defs><rect width="${width}" height="${height}" fill="url(#bp)" opacity="0.35"/><rect x="14" y="14" width="${width - 28}" height="${height - 28}" fill="none" stroke="#bae6fd" stroke-width="1.5" opacity="0.6"/><circle cx="${x + size / 2}" cy="${height / 2}" r="${size * 0.62}" fill="none" stroke="url(#bg)" stroke-width="4"/>${emblem(picture.motif, x, height / 2 - size / 2, size, '#f0f9ff', 1.2)}${text}<text x="${width - 30}" y="${height - 28}" text-anchor="end" font-family="ui-monospace, Menlo, monospace" font-size="16" fill="#bae6fd">${escapeXml(initialsOf(picture.title))}</text>`;
}

function foreground(picture: Picture, width: number, height: number): string {
  const initials = escapeXml(initialsOf(picture.title));
  const cx = width / 2;
  const cy = height / 2;
  const deep = picture.palette[2];
  switch (picture.layout) {
    case 'tile': {
      const size = height * 0.4;
      return `<text x="${width - 28}" y="${height - 24}" text-anchor="end" ${FONT} font-size="${(height * 0.42).toFixed(0)}" font-weight="800" fill="#fff" opacity="0.16">${initials}</text><g filter="url(#shadow)"><rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" rx="${size * 0.24}" fill="#fff"/></g>${emblem(picture.motif, cx - size * 0.3, cy - size * 0.3, size * 0.6, deep)}`;
    }
    case 'lockup': {
      const size = height * 0.34;
      const x = width * 0.2;
      return `${emblem(picture.motif, x, cy - size / 2, size, '#fff', 1.8)}<line x1="${x + size + 34}" y1="${cy - size * 0.55}" x2="${x + size + 34}" y2="${cy + size * 0.55}" stroke="#fff" stroke-width="3" opacity="0.5"/><text x="${x + size + 66}" y="${cy + height * 0.09}" ${FONT} font-size="${(height * 0.26).toFixed(0)}" font-weight="800" letter-spacing="4" fill="#fff">${initials}</text>`;
    }
    case 'poster':
      return posterScene(picture, width, height);
    case 'blueprint':
      return blueprintScene(picture, width, height);
    case 'orbit': {
      const radius = height * 0.2;
      const rings = [1.45, 1.9, 2.4]
        .map(
          (scale, i) =>
            `<circle cx="${cx}" cy="${cy}" r="${(radius * scale).toFixed(0)}" fill="none" stroke="#fff" stroke-width="2" opacity="${0.3 - i * 0.08}"/>`,
        )
        .join('');
      const satellites = [0, 1, 2]
        .map((i) => {
          const angle = ((picture.seed[9 + i]! / 255) * 120 + i * 120) * (Math.PI / 180);
          const r = radius * [1.45, 1.9, 2.4][i]!;
          return `<circle cx="${(cx + Math.cos(angle) * r).toFixed(0)}" cy="${(cy + Math.sin(angle) * r).toFixed(0)}" r="${6 + i * 2}" fill="#fff" opacity="0.85"/>`;
        })
        .join('');
      return `${rings}${satellites}<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy}" r="${radius}" fill="#fff"/></g>${emblem(picture.motif, cx - radius * 0.58, cy - radius * 0.58, radius * 1.16, deep)}<text x="28" y="${height - 26}" ${FONT} font-size="22" font-weight="800" letter-spacing="3" fill="#fff" opacity="0.8">${initials}</text>`;
    }
  }
}

export const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A project's picture: a scene of its own in 16:10. */
export function renderProjectArt(name: string, width = 640, height = 400): string {
  const picture = pictureOf(name);
  const ground = ['poster', 'blueprint'].includes(picture.layout)
    ? gradientOnly(picture)
    : background(picture, width, height);
  return svg(width, height, ground + foreground(picture, width, height));
}

/**
 * The event banner: a fair at dusk, bunting across the top and the fair's emblems floating in the
 * right third, leaving the left and the middle (all a phone shows of it) calm for the title and buttons.
 */
export function renderBanner(name: string, width = 1600, height = 480): string {
  const seed = digest(name);
  const flags = (y: number, sag: number, count: number, offset: number) => {
    const line = `<path d="M-20 ${y} Q ${width / 2} ${y + sag * 2} ${width + 20} ${y}" fill="none" stroke="#fff" stroke-width="2" opacity="0.55"/>`;
    const pennants = Array.from({ length: count }, (_, i) => {
      const t = (i + 0.5) / count;
      const x = -20 + t * (width + 40);
      const top = y + 4 * sag * t * (1 - t);
      const colour = pick(PALETTES, i + offset)[i % 2];
      return `<path d="M${(x - 16).toFixed(0)} ${top.toFixed(0)} L${(x + 16).toFixed(0)} ${top.toFixed(0)} L${x.toFixed(0)} ${(top + 34).toFixed(0)} Z" fill="${colour}" stroke="#fff" stroke-width="1.5" stroke-opacity="0.6"/>`;
    }).join('');
    return line + pennants;
  };
  const bubbles = (
    [
      ['sprout', 0.72, 0.55, 70],
      ['gamepad', 0.82, 0.32, 88],
      ['heartPulse', 0.92, 0.6, 78],
      ['book', 0.76, 0.82, 52],
      ['zap', 0.9, 0.2, 50],
      ['star', 0.97, 0.86, 44],
      ['code', 0.68, 0.26, 42],
    ] as const
  )
    .map(([motif, x, y, r], i) => {
      const colour = pick(PALETTES, i * 3)[2];
      const cx = width * x;
      const cy = height * y;
      return `<g filter="url(#shadow)"><circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r}" fill="#fff"/></g>${emblem(motif, cx - r * 0.55, cy - r * 0.55, r * 1.1, colour)}`;
    })
    .join('');
  const sparkles = Array.from({ length: 26 }, (_, i) => {
    const x = (((seed[i % 32]! * 17 + i * 61) % 1000) / 1000) * width;
    const y = (((seed[(i + 7) % 32]! * 11 + i * 29) % 1000) / 1000) * height;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${1.5 + (i % 3)}" fill="#fff" opacity="${0.25 + (i % 4) * 0.12}"/>`;
  }).join('');
  const hills = `<path d="M0 ${height * 0.86} C ${width * 0.3} ${height * 0.72}, ${width * 0.55} ${height * 0.95}, ${width} ${height * 0.78} V ${height} H 0 Z" fill="#fff" opacity="0.08"/><path d="M0 ${height * 0.93} C ${width * 0.35} ${height * 0.85}, ${width * 0.7} ${height}, ${width} ${height * 0.9} V ${height} H 0 Z" fill="#0f172a" opacity="0.18"/>`;
  return svg(
    width,
    height,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="0.5" stop-color="#4f46e5"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="#f0abfc" stop-opacity="0.45"/><stop offset="1" stop-color="#f0abfc" stop-opacity="0"/></radialGradient><filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#0f172a" flood-opacity="0.3"/></filter></defs><rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="${width * 0.78}" cy="${height * 0.45}" r="${height * 0.75}" fill="url(#glow)"/>${sparkles}${hills}${flags(-6, 22, 22, 0)}${bubbles}`,
  );
}

/** A sponsor's logo: a coloured mark with its emblem and the name set as a word mark, on white. */
export function renderLogo(name: string, width = 240, height = 96): string {
  const index = DEMO_SPONSORS.findIndex((sponsor) => slugify(sponsor.name) === name);
  const seed = digest(name);
  const motif: MotifName = DEMO_SPONSORS[index]?.motif ?? pick(motifNames, seed[0]!);
  const palette = index >= 0 ? pick(PALETTES, index * 4 + 1) : pick(PALETTES, seed[1]!);
  const [brand, ...rest] = name.split('-');
  const mark = 56;
  const markX = 16;
  const markY = (height - mark) / 2;
  const textX = markX + mark + 14;
  const room = width - textX - 12;
  const brandText = escapeXml((brand ?? '').replace(/^./, (c) => c.toUpperCase()));
  const brandSize = 26;
  // A bold face runs about two thirds of its size per letter; longer names are squeezed to fit.
  const fits = brandText.length * brandSize * 0.66 <= room;
  return svg(
    width,
    height,
    `<defs><linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs><rect width="${width}" height="${height}" rx="12" fill="#fff"/><rect x="${markX}" y="${markY}" width="${mark}" height="${mark}" rx="14" fill="url(#mark)"/>${emblem(motif, markX + 12, markY + 12, mark - 24, '#fff', 2.2)}<text x="${textX}" y="${height / 2 + 4}" ${FONT} font-size="${brandSize}" font-weight="800" fill="${palette[2]}"${fits ? '' : ` textLength="${room}" lengthAdjust="spacingAndGlyphs"`}>${brandText}</text><text x="${textX + 1}" y="${height / 2 + 24}" ${FONT} font-size="12" font-weight="600" letter-spacing="3" fill="#475569">${escapeXml(rest.join(' ').toUpperCase())}</text>`,
  );
}

/** Skin tones from light to deep, so the demo's crowd is not all one colour. */
const SKIN_TONES = ['#f8d9c0', '#f1c27d', '#e0ac69', '#c68642', '#a0673c', '#6f4427'] as const;
const HAIR_COLOURS = ['#2b1a10', '#4a2c17', '#1f2937', '#8b4a23', '#d9a55b', '#9ca3af', '#6d28d9'] as const;
const HAIR_STYLES = ['short', 'long', 'bun', 'curly', 'beanie', 'crop'] as const;

/** The head's outline: a rounded face centred at (128, 112), 92 wide and 104 tall. */
const HEAD = { cx: 128, cy: 112, rx: 46, ry: 52 };

/** Hair drawn behind the head and shoulders (long hair, a bun), then over the head (the fringe). */
function hair(style: (typeof HAIR_STYLES)[number], colour: string, accent: string): [string, string] {
  const fringe = `<path d="M80 116 C 76 66, 108 50, 130 52 C 160 52, 182 72, 176 116 C 168 96, 150 84, 126 86 C 106 88, 90 98, 80 116 Z" fill="${colour}"/>`;
  switch (style) {
    case 'short':
      return ['', fringe];
    case 'long':
      return [`<rect x="72" y="66" width="112" height="132" rx="48" fill="${colour}"/>`, fringe];
    case 'bun':
      return [`<circle cx="128" cy="54" r="24" fill="${colour}"/>`, fringe];
    case 'curly': {
      const curls = [
        [86, 92, 16],
        [96, 70, 18],
        [118, 58, 19],
        [142, 58, 19],
        [162, 70, 18],
        [172, 92, 16],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`)
        .join('');
      return ['', curls];
    }
    case 'beanie':
      return [
        '',
        `<path d="M78 104 C 78 62, 104 46, 128 46 C 152 46, 178 62, 178 104 Z" fill="${accent}"/><rect x="74" y="94" width="108" height="18" rx="9" fill="${accent}"/><rect x="74" y="94" width="108" height="18" rx="9" fill="#fff" opacity="0.25"/><circle cx="128" cy="44" r="10" fill="#fff" opacity="0.9"/>`,
      ];
    case 'crop':
      return [
        '',
        `<path d="M82 104 C 82 70, 104 58, 128 58 C 152 58, 174 70, 174 104 C 160 90, 96 90, 82 104 Z" fill="${colour}"/>`,
      ];
  }
}

/**
 * A demo registrant's badge photo: a friendly head-and-shoulders figure on a gradient, square. Skin,
 * hair, clothes and background come from the name's hash, so a crowd of them differs at a glance while
 * the same name always draws the same person. Abstract on purpose: no demo person has a real face.
 */
export function renderPortrait(name: string, size = 256): string {
  const seed = digest(name);
  const ground = seed[0]! % PALETTES.length;
  const palette = PALETTES[ground]!;
  // Clothes from another palette, so they stand out from the background.
  const shirt = pick(PALETTES, ground + 1 + (seed[1]! % (PALETTES.length - 1)))[(seed[11]! % 2) * 2]!;
  const skin = pick(SKIN_TONES, seed[2]!);
  const hairColour = pick(HAIR_COLOURS, seed[3]!);
  const [behind, over] = hair(pick(HAIR_STYLES, seed[4]!), hairColour, palette[2]);
  const glasses =
    seed[5]! % 3 === 0
      ? `<g fill="none" stroke="#1f2937" stroke-width="3.5"><circle cx="110" cy="118" r="12"/><circle cx="146" cy="118" r="12"/><path d="M122 118 H 134"/></g>`
      : '';
  const angle = 30 + (seed[6]! % 60);
  const { cx, cy, rx, ry } = HEAD;
  const body = [
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>`,
    `<rect width="256" height="256" fill="url(#bg)"/>`,
    `<circle cx="${40 + (seed[7]! % 60)}" cy="${30 + (seed[8]! % 50)}" r="70" fill="#fff" opacity="0.14"/>`,
    `<circle cx="${200 + (seed[9]! % 40)}" cy="${210 + (seed[10]! % 30)}" r="90" fill="${palette[2]}" opacity="0.25"/>`,
    behind,
    // Shoulders, the neck and a collar in the skin's colour.
    `<path d="M24 256 C 24 206, 64 178, 128 178 C 192 178, 232 206, 232 256 Z" fill="${shirt}"/>`,
    `<rect x="110" y="146" width="36" height="40" rx="14" fill="${skin}"/>`,
    `<rect x="110" y="146" width="36" height="40" rx="14" fill="#000" opacity="0.12"/>`,
    `<path d="M108 180 L 128 204 L 148 180 Z" fill="${skin}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}"/>`,
    over,
    // A friendly face: eyes, rosy cheeks and a smile.
    `<circle cx="110" cy="118" r="4.5" fill="#1f2937"/><circle cx="146" cy="118" r="4.5" fill="#1f2937"/>`,
    `<circle cx="100" cy="136" r="8" fill="#f43f5e" opacity="0.18"/><circle cx="156" cy="136" r="8" fill="#f43f5e" opacity="0.18"/>`,
    `<path d="M114 138 Q 128 152 142 138" fill="none" stroke="#1f2937" stroke-width="4" stroke-linecap="round"/>`,
    glasses,
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">${body}</svg>`;
}
