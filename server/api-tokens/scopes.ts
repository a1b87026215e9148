import type { ApiTokenScope } from '../../common/api-tokens';

/**
 * Which scope an API token needs for a call, from its method and route pattern; `null`: no token may make
 * the call (sessions only). Read calls need `read`; project writes `write_projects`; the organiser
 * console's writes `manage_event`. Calls that change the account itself (sign-in, password, profile,
 * tokens), and those a person makes for themselves (likes, votes, judging, accepting invitations), are
 * for sessions only: a token stolen from a script must not vote, judge or mint more tokens.
 */
export type ScopeNeed = ApiTokenScope | null;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Token management, session calls: refused to tokens whatever the method. */
const SESSION_ONLY: readonly RegExp[] = [
  /^\/api-v2\/auth\//,
  /^\/api-v2\/me\/tokens(\/|$)/,
  /^\/api-v2\/partners\/events\/:[A-Za-z]+\/api-tokens(\/|$)/,
];

/** Writes that only look like writes: they change nothing the caller owns. */
const READ_LIKE_WRITES: readonly RegExp[] = [
  /^\/api-v2\/projects\/:id\/views$/,
  /^\/api-v2\/partners\/events\/:[A-Za-z]+\/access-code\/validate$/,
];

/** What a person does for themselves inside an event's area: sessions only. */
const PERSONAL_EVENT_WRITES: readonly RegExp[] = [
  /\/staff-invitation\/accept$/,
  /\/judging\/registrations$/,
  /\/judging\/me\/conflicts$/,
  /\/judging\/looks\//,
  /\/judging\/rounds\/:[A-Za-z]+\/next$/,
  /\/peoples-choice\/awards\/:[A-Za-z]+\/votes(\/|$)/,
  /\/support-messages$/,
];

const PROJECT_WRITES: readonly RegExp[] = [
  /^\/api-v2\/projects(\/|$)/,
  /^\/api-v2\/project\//,
  /^\/api-v2\/posts(\/|$)/,
  /^\/api-v2\/comments\//,
  /^\/api-v2\/categories\/projects$/,
  /^\/api-v2\/files$/,
];

/** Project calls that are the organiser's (review) or a person's own (likes). */
const REVIEW_WRITES: readonly RegExp[] = [/^\/api-v2\/projects\/:id\/updateProjectStatuses$/];
const LIKES: readonly RegExp[] = [/^\/api-v2\/projects\/:id\/like$/];

/** The console's event writes: one event's settings, lists, staff, judging, voting, templates. */
const EVENT_WRITES: readonly RegExp[] = [
  /^\/api-v2\/partners\/events\/:[A-Za-z]+\//,
  /^\/api-v2\/partners\/events\/:[A-Za-z]+$/,
  /^\/api-v2\/partners\/events\/template(\/|$)/,
];

const matches = (patterns: readonly RegExp[], route: string) =>
  patterns.some((pattern) => pattern.test(route));

export function scopeNeeded(method: string, route: string | undefined): ScopeNeed {
  // A path no route matched answers 404 to anyone; reading it needs no more than read.
  if (!route) return READ_METHODS.has(method) ? 'read' : null;
  if (matches(SESSION_ONLY, route)) return null;
  if (READ_METHODS.has(method) || matches(READ_LIKE_WRITES, route)) return 'read';
  if (matches(LIKES, route)) return null;
  if (matches(REVIEW_WRITES, route)) return 'manage_event';
  if (matches(PROJECT_WRITES, route)) return 'write_projects';
  if (matches(PERSONAL_EVENT_WRITES, route)) return null;
  if (matches(EVENT_WRITES, route)) return 'manage_event';
  return null;
}
