import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Generated artwork for the demo event (no network, no binary files in the repository): a deterministic
 * gradient with shapes per name. Only our own generated markup is ever served as SVG, never uploads.
 */
export function renderArt(name: string, width: number, height: number, label = ''): string {
  const digest = createHash('sha256').update(name).digest();
  const hue = (i: number) => Math.round(((digest[i] ?? 0) / 255) * 360);
  const circles = Array.from({ length: 6 }, (_, i) => {
    const cx = ((digest[i + 3] ?? 0) / 255) * width;
    const cy = ((digest[i + 9] ?? 0) / 255) * height;
    const r = 20 + ((digest[i + 15] ?? 0) / 255) * (height / 2);
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${hue(i + 20)} 80% 70%)" fill-opacity="0.35"/>`;
  }).join('');
  const text = label
    ? `<text x="50%" y="54%" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(height / 6)}" font-weight="700" fill="#fff" fill-opacity="0.92">${escapeXml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue(0)} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue(1)} 70% 35%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}${text}</svg>`;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const SIZES = { project: [640, 400], banner: [1600, 480], logo: [240, 96] } as const;

export const demoArtRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string; name: string } }>('/demo-assets/:kind/:name', async (request, reply) => {
    const { kind, name } = request.params;
    const size = SIZES[kind as keyof typeof SIZES];
    const match = /^([a-z0-9-]{1,64})\.svg$/.exec(name);
    if (!size || !match?.[1]) return reply.status(404).send({ message: 'Not found' });
    const label = kind === 'logo' ? match[1].replace(/-/g, ' ').toUpperCase() : '';
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderArt(match[1], size[0], size[1], label));
  });
};
