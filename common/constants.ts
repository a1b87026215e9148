/** Business constants of docs/product.md, shared by server and web so each lives in one place. */

export const LOCALES = ['en', 'es', 'fr', 'ab'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
export const isLocale = (value: string | undefined): value is Locale =>
  value !== undefined && (LOCALES as readonly string[]).includes(value);

export const TIMELINE_TYPES = {
  STUDENT_REGISTRATION: 0,
  JUDGE_REGISTRATION: 1,
  PROJECT_SUBMISSION: 2,
  PUBLIC: 3,
  CUSTOM: 4,
} as const;
export type TimelineType = (typeof TIMELINE_TYPES)[keyof typeof TIMELINE_TYPES];
export const TIMELINE_TYPE_VALUES = Object.values(TIMELINE_TYPES) as TimelineType[];
/** The wire name the client compares against to tell submission entries from exhibition ones. */
export const TYPE_PROJECT_SUBMISSION = 'TYPE_PROJECT_SUBMISSION';
export const TIMELINE_TYPE_NAMES: Record<TimelineType, string> = {
  0: 'TYPE_STUDENT_REGISTRATION',
  1: 'TYPE_JUDGE_REGISTRATION',
  2: TYPE_PROJECT_SUBMISSION,
  3: 'TYPE_PUBLIC',
  4: 'TYPE_CUSTOM',
};

export const PROJECT_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'DECLINED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** Client-side constant names of docs/product.md, mapped to the stored values. */
export const PROJECT_STATUSES_DRAFT: ProjectStatus = 'DRAFT';
export const PROJECT_STATUSES_SUBMITTED: ProjectStatus = 'SUBMITTED';
export const PROJECT_STATUSES_APPROVED: ProjectStatus = 'APPROVED';
export const PROJECT_STATUSES_DECLINED: ProjectStatus = 'DECLINED';

export const EVENT_STATUSES = ['Draft', 'Published'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_PRIVACIES = ['PUBLIC', 'PRIVATE'] as const;
export type EventPrivacy = (typeof EVENT_PRIVACIES)[number];
export const EVENT_TEMPLATE_STATUSES = ['Draft', 'Published', 'Archived'] as const;

export const PLATFORM_ROLES = [
  'super_admin',
  'ss_user',
  'ss_event_owner',
  'ss_event_admin',
  'ss_event_editor',
  'ss_event_viewer',
  'ss_event_participant',
  'ss_event_visitor',
  'ss_event_judge',
  'ss_event_volunteer',
] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];
/** Roles held through an event membership (super_admin and ss_user are platform-wide). */
export const EVENT_ROLES = [
  'ss_event_owner',
  'ss_event_admin',
  'ss_event_editor',
  'ss_event_viewer',
  'ss_event_participant',
  'ss_event_visitor',
  /** Scores projects (docs/judging.md); given when a judge invitation or registration is accepted. */
  'ss_event_judge',
  /** Checks registrants in at the door (docs/product.md, check-in); sees nothing else of the console. */
  'ss_event_volunteer',
] as const;
export type EventRole = (typeof EVENT_ROLES)[number];
export const EVENT_STAFF_ROLES: readonly EventRole[] = [
  'ss_event_owner',
  'ss_event_admin',
  'ss_event_editor',
  'ss_event_viewer',
];
export const PRIVATE_EVENT_ALLOWED_ROLES: readonly PlatformRole[] = [
  'super_admin',
  'ss_event_admin',
  'ss_event_owner',
  'ss_event_participant',
  'ss_event_judge',
];

export const TEAM_ROLES = ['Owner', 'CoOwner', 'Contributor', 'Viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_ALL = 'AllRoles';

export const EVENT_FEATURE_CODES = [
  'number_of_events',
  'number_of_approved_projects',
  'event_duration',
  'number_of_participants',
  'number_of_admin_seats',
  'can_archive_project',
  'can_archive_event',
  'enable_judging',
  'enable_awards',
  'enable_live_streams',
  'enable_sponsor',
  'enable_categories',
  'can_customize_project_template',
  'can_customize_event_name',
  'can_customize_event_slug',
  'enable_custom_registration_form',
  'enable_custom_banner',
  'disable_ads',
  'enable_event_notification',
  'enable_on_app_support',
  'enable_webhooks',
] as const;
export type EventFeatureCode = (typeof EVENT_FEATURE_CODES)[number];

export const EVENT_INCLUDES = [
  'setting',
  'info',
  'features',
  'event_templates',
  'banners',
  'sponsors',
] as const;
export const PROJECT_INCLUDES = ['awards', 'categories', 'memberships', 'user', 'event'] as const;
export const PROJECT_SORTS = ['awards', 'createdAt', 'title', 'likes'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const PAGE_SIZES = {
  categories: 10,
  projectCategories: 10,
  eventProjects: 24,
  userProjects: 100,
  planSubscription: 100,
  resources: 100,
  posts: 10,
  ownerLookup: 1,
  masterTemplates: 10,
} as const;
export const MAX_PAGE_SIZE = 100;

export const LIMITS = {
  userNameMin: 4,
  userNameMax: 20,
  passwordMin: 6,
  nameMax: 255,
  locationMax: 255,
  documentBytes: 25 * 1024 * 1024,
  /**
   * Pixels an uploaded image may have (100 megapixels: any camera's photo). Decoding costs time and
   * memory by the pixel, not by the byte: a small file can claim billions of them.
   */
  imagePixelsMax: 100_000_000,
  /** An access code this long cannot be guessed within the per-event lockout. */
  accessCodeMin: 8,
  accessCodeMax: 64,
  linkMax: 2048,
} as const;

export const UPLOAD_DIRECTORY_DEFAULT = 'selfserve-event';
export const PREVIEW_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const REFRESH_THRESHOLD_MINUTES = 5;
export const LOGOUT_CLEAR_DELAY_MS = 1000;
export const RELOAD_GUARD_MS = 10_000;
/** The browser's access token: an HttpOnly cookie the web app never reads. */
export const AUTH_COOKIE = 'auth';
/** The browser's refresh token: HttpOnly, sent only to the session calls under /api-v2/auth. */
export const REFRESH_COOKIE = 'auth_refresh';
/** What the web app may know of its session (user, roles, expiry, issuer, CSRF token); no credential. */
export const SESSION_INFO_COOKIE = 'auth_info';
/** Sent by the web app: `cookie` asks for the session in cookies and authenticates by them. */
export const SESSION_MODE_HEADER = 'x-session-mode';
export const COOKIE_SESSION_MODE = 'cookie';
/** The CSRF token echoed by the web app on calls authenticated by the session cookies. */
export const CSRF_HEADER = 'x-csrf-token';
export const PREVIEW_COOKIE = 'preview';
export const RETRY_STATUS = 401;

/** First path segments that can never be event slugs. */
export const RESERVED_SLUGS = [
  'api-v2',
  'login',
  '404',
  'assets',
  'uploads',
  'demo-assets',
  'auth',
  'templates',
  'template',
  'master-templates',
  'slug-availability',
  'manage',
  'favicon.ico',
  'robots.txt',
  ...LOCALES,
];
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
/**
 * An address a new or renamed event may take: the slug pattern, but not digits alone, which every path
 * and the `x-event` header read as an event id, so such an event could never be reached by its address.
 */
export const isUsableEventSlug = (slug: string) => SLUG_PATTERN.test(slug) && !/^\d+$/.test(slug);
/**
 * What the `x-event` header of an API call may hold: the event's slug in any case (or its numeric id).
 * The server reads the header once, with this rule, for every call (server/events/request-event.ts).
 */
export const EVENT_HEADER_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
/** The event every new installation seeds; links that must go through some event page fall back to it. */
export const DEMO_EVENT_SLUG = 'demo';

/** The longest search the directory and the gallery take (zod-free here: the search box ships with every page). */
export const SEARCH_MAX_LENGTH = 100;

/** What an event resource is, as the console offers it and the public list labels it. */
export const RESOURCE_TYPES = ['link', 'document', 'video'] as const;
