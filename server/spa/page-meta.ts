import { and, asc, eq } from 'drizzle-orm';
import { isLocale, LOCALES, type Locale } from '../../common/constants';
import { isPublicProject } from '../../common/projects';
import { htmlToText } from '../../common/text';
import type { AppContext } from '../context';
import { projects } from '../db/schema';
import { eventAccessDenial } from '../events/policy';
import { findEvent } from '../events/service';

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  /** Private, draft and unknown pages are never indexed. */
  indexable: boolean;
  /** The page path without its locale prefix, for canonical and hreflang links. */
  path: string;
  locale: Locale;
}

const DEFAULT_DESCRIPTION = 'Showcase: browse the projects of an event';
const clip = (text: string, length = 200) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** What a page is about, read with anonymous rights: what search engines and link previews may see. */
export async function pageMeta(ctx: Pick<AppContext, 'db'>, url: string): Promise<PageMeta> {
  const pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  const segments = pathname.split('/').filter(Boolean);
  const locale: Locale = isLocale(segments[0]) ? (segments.shift()! as Locale) : 'en';
  const path = `/${segments.join('/')}`;
  const base: PageMeta = {
    title: 'Showcase',
    description: DEFAULT_DESCRIPTION,
    image: null,
    indexable: segments.length === 0,
    path,
    locale,
  };
  const [slug, section, key] = segments;
  if (!slug || !/^[a-z0-9-]{1,64}$/.test(slug)) return base;
  const event = await findEvent(ctx.db, slug);
  if (!event) return { ...base, indexable: false };
  const denial = eventAccessDenial(event, {
    viewer: null,
    role: null,
    hasPreview: false,
    hasAccessPass: false,
  });
  if (denial) return { ...base, title: event.name, indexable: false };
  const eventMeta: PageMeta = {
    ...base,
    title: event.name,
    description: clip(htmlToText(event.description ?? '') || `Projects of ${event.name}`),
    image: event.eventImage,
    indexable: !section || ['details', 'projects', 'winners'].includes(section),
  };
  if (section === 'project' && key) {
    const byId = /^\d{1,9}$/.test(key);
    const [project] = await ctx.db
      .select()
      .from(projects)
      .where(
        and(
          eq(projects.eventId, event.id),
          byId ? eq(projects.id, Number(key)) : eq(projects.slug, key.toLowerCase()),
        ),
      )
      .orderBy(asc(projects.id))
      .limit(1);
    if (!project || !isPublicProject(project)) return { ...eventMeta, indexable: false };
    return {
      ...eventMeta,
      title: `${project.title} · ${event.name}`,
      description: clip(htmlToText(project.description) || eventMeta.description),
      image: project.imageUrl ?? event.eventImage,
      indexable: true,
    };
  }
  return eventMeta;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The head tags for a page: title, description, Open Graph, Twitter card, canonical, hreflang, robots. */
export function renderHead(meta: PageMeta, origin: string): string {
  const absolute = (link: string) => (link.startsWith('/') ? `${origin}${link}` : link);
  const localized = (locale: Locale) =>
    `${origin}${locale === 'en' ? '' : `/${locale}`}${meta.path === '/' ? '' : meta.path}` || origin;
  const url = localized(meta.locale);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Showcase" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(meta.image))}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(absolute(meta.image))}" />`);
  }
  if (meta.indexable) {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    for (const locale of LOCALES.filter((l) => l !== 'ab')) {
      tags.push(`<link rel="alternate" hreflang="${locale}" href="${escapeHtml(localized(locale))}" />`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(localized('en'))}" />`);
  } else {
    tags.push('<meta name="robots" content="noindex, nofollow" />');
  }
  return tags.join('\n    ');
}

/** Puts the page's head tags into the built index.html in place of its generic title and description. */
export function injectHead(indexHtml: string, head: string): string {
  // A function as the replacement: the head's text (an event's name) may hold `$&` and the like.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${head}\n  </head>`);
}
