import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { events, projects } from '../db/schema';
import { requestOrigin } from '../http/public-origin';
import { publicProject } from '../projects/public-scope';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** robots.txt and a sitemap of public published events and their approved projects. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) => {
    const origin = requestOrigin(request, app.ctx.config);
    return reply
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Disallow: /api-v2/',
          'Disallow: /*/profile',
          'Disallow: /*/manage',
          'Disallow: /manage',
          `Sitemap: ${origin}/sitemap.xml`,
        ].join('\n'),
      );
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = requestOrigin(request, app.ctx.config);
    // Access-coded events are public but gated: they stay out of search like private ones.
    const publicEvents = (
      await app.ctx.db
        .select({
          id: events.id,
          slug: events.slug,
          updatedAt: events.updatedAt,
          accessCodeHash: events.accessCodeHash,
        })
        .from(events)
        .where(and(eq(events.status, 'Published'), eq(events.privacy, 'PUBLIC')))
        .orderBy(asc(events.id))
    ).filter((event) => event.accessCodeHash === null);
    const urls: string[] = [];
    for (const event of publicEvents) {
      urls.push(
        `${origin}/${event.slug}`,
        `${origin}/${event.slug}/projects`,
        `${origin}/${event.slug}/details`,
      );
      const rows = await app.ctx.db
        .select({ slug: projects.slug })
        .from(projects)
        .where(and(eq(projects.eventId, event.id), publicProject()))
        .orderBy(asc(projects.id))
        .limit(10_000);
      for (const project of rows) urls.push(`${origin}/${event.slug}/project/${project.slug}`);
    }
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
    return reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(body);
  });
};
