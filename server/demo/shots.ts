import { emblem, escapeXml, FONT, pictureOf, svg, titleLines } from './artwork';

/**
 * The demo projects' gallery pictures besides their covers, drawn like the covers from the project's
 * name (`<slug>-<n>`): 1 a screen of the app in a browser, 2 a phone screen (portrait, so the gallery
 * shows it whole between bands), 3 a "how it works" sketch. Only our own markup is ever served.
 */
export const SHOT_KINDS = ['browser', 'phone', 'diagram'] as const;

function parse(name: string): { slug: string; kind: (typeof SHOT_KINDS)[number] } {
  const match = /^(.*)-(\d)$/.exec(name);
  const n = match ? Number(match[2]) : 1;
  return { slug: match?.[1] ?? name, kind: SHOT_KINDS[(n - 1) % SHOT_KINDS.length]! };
}

function browser(slug: string): string {
  const picture = pictureOf(slug);
  const [from, to, deep] = picture.palette;
  const bars = [0.55, 0.8, 0.4, 0.95, 0.7, 0.6, 0.85]
    .map((h, i) => {
      const height = 150 * ((h + (picture.seed[i]! % 20) / 100) % 1 || 0.5);
      return `<rect x="${236 + i * 46}" y="${330 - height}" width="30" height="${height.toFixed(0)}" rx="6" fill="${i % 2 ? from : to}"/>`;
    })
    .join('');
  return svg(
    640,
    400,
    `<rect width="640" height="400" fill="#e2e8f0"/><rect x="20" y="20" width="600" height="360" rx="12" fill="#fff"/><rect x="20" y="20" width="600" height="34" rx="12" fill="#f1f5f9"/><circle cx="42" cy="37" r="6" fill="#f87171"/><circle cx="62" cy="37" r="6" fill="#fbbf24"/><circle cx="82" cy="37" r="6" fill="#34d399"/><rect x="110" y="28" width="300" height="18" rx="9" fill="#fff"/><rect x="20" y="54" width="180" height="326" fill="${deep}"/>${emblem(picture.motif, 40, 74, 32, '#fff')}<text x="84" y="97" ${FONT} font-size="15" font-weight="700" fill="#fff">${escapeXml(picture.title)}</text>${[0, 1, 2, 3].map((i) => `<rect x="40" y="${136 + i * 34}" width="${120 - i * 14}" height="12" rx="6" fill="#fff" opacity="${i === 0 ? 0.9 : 0.4}"/>`).join('')}<text x="226" y="92" ${FONT} font-size="20" font-weight="800" fill="#0f172a">This week</text><rect x="226" y="108" width="120" height="10" rx="5" fill="#cbd5e1"/>${bars}<line x1="226" y1="331" x2="560" y2="331" stroke="#cbd5e1" stroke-width="2"/><rect x="226" y="346" width="160" height="14" rx="7" fill="#e2e8f0"/>`,
  );
}

function phone(slug: string): string {
  const picture = pictureOf(slug);
  const [from, to, deep] = picture.palette;
  const rows = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="44" y="${372 + i * 58}" width="272" height="46" rx="12" fill="#f1f5f9"/><circle cx="70" cy="${395 + i * 58}" r="12" fill="${i % 2 ? from : to}"/><rect x="92" y="${386 + i * 58}" width="${150 - i * 18}" height="8" rx="4" fill="#94a3b8"/><rect x="92" y="${400 + i * 58}" width="90" height="7" rx="3.5" fill="#cbd5e1"/>`,
    )
    .join('');
  return svg(
    360,
    640,
    `<rect width="360" height="640" fill="#0f172a"/><rect x="24" y="20" width="312" height="600" rx="36" fill="#fff"/><rect x="140" y="32" width="80" height="10" rx="5" fill="#0f172a"/><defs><linearGradient id="hd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect x="24" y="56" width="312" height="280" fill="url(#hd)"/>${emblem(picture.motif, 150, 96, 60, '#fff', 1.8)}<text x="180" y="200" text-anchor="middle" ${FONT} font-size="22" font-weight="800" fill="#fff">${escapeXml(picture.title)}</text><text x="180" y="262" text-anchor="middle" ${FONT} font-size="44" font-weight="800" fill="#fff">${60 + (picture.seed[3]! % 39)}%</text><text x="180" y="290" text-anchor="middle" ${FONT} font-size="13" fill="#fff" opacity="0.85">better than last week</text>${rows}<rect x="44" y="610" width="272" height="0" fill="${deep}"/>`,
  );
}

function diagram(slug: string): string {
  const picture = pictureOf(slug);
  const [from, , deep] = picture.palette;
  const steps = ['Collect', 'Understand', 'Share'];
  const boxes = steps
    .map((step, i) => {
      const x = 40 + i * 200;
      const arrow =
        i < steps.length - 1
          ? `<path d="M${x + 160} 220 H${x + 196}" stroke="${deep}" stroke-width="3" marker-end="url(#arrow)"/>`
          : '';
      return `<rect x="${x}" y="150" width="160" height="140" rx="16" fill="#fff" stroke="${i === 1 ? from : '#cbd5e1'}" stroke-width="3"/>${emblem(i === 1 ? picture.motif : i === 0 ? 'search' : 'users', x + 58, 172, 44, deep)}<text x="${x + 80}" y="262" text-anchor="middle" ${FONT} font-size="18" font-weight="700" fill="#0f172a">${step}</text>${arrow}`;
    })
    .join('');
  const title = titleLines(`How ${picture.title} works`, 40)[0]!;
  return svg(
    640,
    400,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0L10 5L0 10z" fill="${deep}"/></marker></defs><rect width="640" height="400" fill="#f8fafc"/><text x="40" y="80" ${FONT} font-size="26" font-weight="800" fill="#0f172a">${escapeXml(title)}</text><rect x="40" y="96" width="64" height="5" rx="2.5" fill="${from}"/>${boxes}<text x="40" y="350" ${FONT} font-size="14" fill="#64748b">Sketch from the team's notebook, redrawn</text>`,
  );
}

const DRAW = { browser, phone, diagram };

/** A gallery picture of a demo project: `<slug>-1` a browser screen, `-2` a phone, `-3` a sketch. */
export function renderShot(name: string): string {
  const { slug, kind } = parse(name);
  return DRAW[kind](slug);
}
