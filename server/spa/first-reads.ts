import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_COOKIE,
  isLocale,
  PREVIEW_COOKIE,
  REFRESH_COOKIE,
  SESSION_INFO_COOKIE,
} from '../../common/constants';
import {
  eventReads,
  FIRST_READS_ELEMENT_ID,
  GALLERY_EAGER_CARDS,
  galleryReads,
  homeReads,
} from '../../common/first-reads';
import { bannerCandidates, IMAGE_SIZES, imageSrcSet } from '../../common/images';

export const PERSONAL_COOKIES = [AUTH_COOKIE, REFRESH_COOKIE, SESSION_INFO_COOKIE, PREVIEW_COOKIE];

/** A session or a preview: the visitor's answers are their own, not what an anonymous visitor sees. */
export const hasPersonalCookie = (request: FastifyRequest) =>
  PERSONAL_COOKIES.some((name) => request.cookies?.[name]);

/**
 * An api-v2 GET answered by the app itself as it answers an anonymous visitor of the event, under the
 * page's host name (some routes answer only the site's own).
 */
export async function readAnonymously(
  app: FastifyInstance,
  url: string,
  eventSlug: string | undefined,
  host: string | undefined,
) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'application/json',
      ...(host ? { host } : {}),
      ...(eventSlug ? { 'x-event': eventSlug } : {}),
    },
  });
  return { status: response.statusCode, body: response.body };
}

export interface LeadImage {
  href: string;
  /** The candidates the page offers (srcset or image-set), so the preload is the one the page uses. */
  srcset?: string;
  sizes?: string;
}

export interface FirstReads {
  /** Answers by API address, as the browser would have asked for them. */
  answers: Record<string, unknown>;
  /** The pictures the page shows at the top (the banner, the gallery's first row), to fetch with the page. */
  leadImages: LeadImage[];
}

/**
 * The anonymous answers a public page's first render needs (common/first-reads.ts), read through the
 * app itself so they are exactly what the API would send, from the same answer cache
 * (docs/decisions/017-public-answer-cache.md). Nothing for visitors with a session or a preview: their
 * answers are personal, and the browser asks for them as before.
 */
export async function firstReads(app: FastifyInstance, request: FastifyRequest): Promise<FirstReads> {
  const none: FirstReads = { answers: {}, leadImages: [] };
  if (request.method !== 'GET' || hasPersonalCookie(request)) return none;
  const [pathname, search] = request.url.split('?');
  const segments = (pathname ?? '').split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  const [slug, section, ...rest] = segments;
  if (!slug || !/^[a-z0-9-]{1,64}$/.test(slug) || search) return none;

  const read = async (url: string) => {
    const response = await readAnonymously(app, url, slug, request.headers.host);
    return response.status === 200 ? (JSON.parse(response.body) as unknown) : undefined;
  };
  const answers: Record<string, unknown> = {};
  const [eventUrl] = eventReads(slug);
  const event = (await read(eventUrl!)) as
    | { id?: number; isAccessible?: boolean; banners?: { imageUrl: string }[] }
    | undefined;
  if (!event?.id) return none;
  answers[eventUrl!] = event;
  let leadImages: LeadImage[] = [];
  const banner = event.banners?.[0]?.imageUrl;
  if (!section && event.isAccessible && banner) {
    const candidates = bannerCandidates(banner);
    leadImages = [
      candidates.length > 1
        ? { href: banner, srcset: candidates.map((candidate) => candidate.join(' ')).join(', ') }
        : { href: banner },
    ];
  }
  const readAll = async (urls: string[]) => {
    const bodies = await Promise.all(urls.map(read));
    urls.forEach((url, index) => {
      if (bodies[index] !== undefined) answers[url] = bodies[index];
    });
    return bodies;
  };
  if (!section && event.isAccessible) await readAll(homeReads(slug, event.id));
  if (section === 'projects' && rest.length === 0) {
    const bodies = await readAll(galleryReads(slug, event.id));
    const projects = bodies[1] as { projects?: { imageUrl?: string | null }[] } | undefined;
    leadImages = (projects?.projects ?? [])
      .slice(0, GALLERY_EAGER_CARDS)
      .flatMap(({ imageUrl }) =>
        imageUrl ? [{ href: imageUrl, srcset: imageSrcSet(imageUrl), sizes: IMAGE_SIZES.card }] : [],
      );
  }
  return { answers, leadImages };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Preloads of the pictures at the top of the page, so they are asked for with the page, not after its style. */
export function renderImagePreloads(leadImages: readonly LeadImage[]): string {
  return leadImages
    .map(({ href, srcset, sizes }) => {
      const responsive = srcset
        ? ` imagesrcset="${escapeAttribute(srcset)}"${sizes ? ` imagesizes="${sizes}"` : ''}`
        : '';
      return `<link rel="preload" as="image" href="${escapeAttribute(href)}"${responsive} fetchpriority="high" />\n    `;
    })
    .join('');
}

/** The head tags that carry the answers (a data block, which runs no script) and the preloads of the pictures at the top. */
export function renderFirstReads({ answers, leadImages }: FirstReads): string {
  if (!Object.keys(answers).length) return '';
  // `<` escaped so no text inside the data can close the script element.
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `${renderImagePreloads(leadImages)}<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${json}</script>`;
}
