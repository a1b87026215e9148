/**
 * Organisers pick any two colours for their event. Text drawn on those colours, and links drawn in them,
 * must stay readable in both themes (WCAG 2.1 AA asks 4.5:1 for body text), so the readable variants are
 * worked out here from the WCAG relative-luminance formula and handed to the style sheet as variables.
 */

type Rgb = readonly [number, number, number];

export const DEFAULT_PRIMARY = '#4f46e5';
export const DEFAULT_SECONDARY = '#0ea5e9';
/** The page backgrounds links sit on: the lighter of the light theme's and the darker one's surfaces. */
const LIGHT_BACKGROUND = '#f8fafc';
const DARK_BACKGROUND = '#111827';
const DARK_INK = '#0f172a';
const LIGHT_INK = '#ffffff';
/** Well above 4.5:1, so the colour still passes on the faint tint of an active tab or menu item. */
const LINK_CONTRAST = 6;

export function parseHex(value: string | null | undefined): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const first = parseHex(a);
  const second = parseHex(b);
  if (!first || !second) return 1;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black text, whichever reads better on the colour. */
export function inkOn(background: string): string {
  return contrastRatio(LIGHT_INK, background) >= contrastRatio(DARK_INK, background) ? LIGHT_INK : DARK_INK;
}

/**
 * The colour itself when it already reads on the background, else the first step towards black (on a
 * light background) or white (on a dark one) that does: the hue stays recognisably the event's.
 */
export function readableOn(color: string, background: string, minimum = LINK_CONTRAST): string {
  const rgb = parseHex(color);
  const bg = parseHex(background);
  if (!rgb || !bg) return color;
  const target = luminance(bg) > 0.5 ? 0 : 255;
  for (let step = 0; step <= 20; step++) {
    const weight = step / 20;
    const mixed = toHex(rgb.map((part) => part + (target - part) * weight) as unknown as Rgb);
    if (contrastRatio(mixed, background) >= minimum) return mixed;
  }
  return target === 0 ? DARK_INK : LIGHT_INK;
}

/** The CSS variables of an event's palette (see styles.css, "Design tokens"). */
export function paletteTokens(primary?: string | null, secondary?: string | null): Record<string, string> {
  const main = parseHex(primary) ? primary! : DEFAULT_PRIMARY;
  const second = parseHex(secondary) ? secondary! : DEFAULT_SECONDARY;
  return {
    '--color-primary': main,
    '--color-secondary': second,
    '--on-primary': inkOn(main),
    '--on-secondary': inkOn(second),
    '--accent-light': readableOn(main, LIGHT_BACKGROUND),
    '--accent-dark': readableOn(main, DARK_BACKGROUND),
  };
}
