import { isLocale } from './constants';

/**
 * Every page path the web app answers, written like its routes: `:name` stands for one segment. The server
 * answers paths outside this list (and event, project or category names that do not exist) with HTTP 404
 * and the not-found page, so search engines and link checkers see missing pages as missing.
 */
export const SITE_PAGE_PATHS = ['', 'login', 'login/callback', 'manage'] as const;

/** The organiser console's sections, after `manage/`. */
const CONSOLE_SECTIONS = [
  'details',
  'timeline',
  'categories',
  'sponsors',
  'banners',
  'faqs',
  'resources',
  'awards',
  'voting',
  'review',
  'announcements',
  'support',
  'live',
  'form',
  'members',
  'api-tokens',
  'imports',
  'access',
  'judging',
  'invitation',
  'webhooks',
  'embeds',
  'teams',
  'registration',
] as const;

/** Page paths inside an event, after its slug. */
export const EVENT_PAGE_PATHS = [
  '',
  'details',
  'projects',
  'projects/category/:category',
  'project/:project',
  'parent-access',
  'winners',
  'teams',
  'judge',
  'registration',
  'check-in',
  'accept-participants-invitation',
  'invite/confirmation',
  'manage',
  ...CONSOLE_SECTIONS.map((section) => `manage/${section}`),
  'profile',
  'profile/my-projects',
  'profile/my-projects/new',
  'profile/my-projects/:projectId',
  'login',
  'password/reset',
  'private-event',
  'under-contruction',
  'access',
  'user-access',
  'third-party/sso',
  'callback',
];

/** Pages that exist to say something is missing: they answer 404 themselves. */
export const NOT_FOUND_PAGE_PATHS = { site: '404', event: 'not-found' } as const;

export type PageMatch =
  | { kind: 'site' }
  | { kind: 'event'; eventSlug: string; params: Record<string, string> }
  | { kind: 'missing' }
  /** A not-found page of the site or of an event (the event's name still needs a look-up). */
  | { kind: 'not-found'; eventSlug?: string };

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern ? pattern.split('/') : [];
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** Which page a path (with or without a locale prefix) names, before any look-up in the database. */
export function matchPagePath(pathname: string): PageMatch {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  if (segments.length === 1 && segments[0] === NOT_FOUND_PAGE_PATHS.site) return { kind: 'not-found' };
  if (SITE_PAGE_PATHS.some((pattern) => matchPattern(pattern, segments))) return { kind: 'site' };
  const [eventSlug = '', ...rest] = segments;
  if (rest.length === 1 && rest[0] === NOT_FOUND_PAGE_PATHS.event) return { kind: 'not-found', eventSlug };
  for (const pattern of EVENT_PAGE_PATHS) {
    const params = matchPattern(pattern, rest);
    if (params) return { kind: 'event', eventSlug, params };
  }
  return { kind: 'missing' };
}
