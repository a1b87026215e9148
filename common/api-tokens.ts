/**
 * API tokens (docs/integrations.md#api-tokens): the rules the server and the screens share. A token is a
 * recognisable prefix and random bytes; only its SHA-256 hash is stored, and it is shown once.
 */

/** Personal tokens act as their user; event tokens act for one event (docs/decisions/028). */
export const API_TOKEN_KINDS = ['personal', 'event'] as const;
export type ApiTokenKind = (typeof API_TOKEN_KINDS)[number];

export const API_TOKEN_PREFIXES: Record<ApiTokenKind, string> = {
  personal: 'sc_pat_',
  event: 'sc_evt_',
};

/** The random part: 32 bytes, written as 43 base64url characters. */
export const API_TOKEN_RANDOM_BYTES = 32;

/** How a presented bearer value is recognised as an API token rather than a session JWT. */
export const API_TOKEN_PATTERN = /^sc_(pat|evt)_[A-Za-z0-9_-]{43}$/;
/** Anything that starts like a token (to refuse a mangled one clearly, and to redact it from logs). */
export const API_TOKEN_LIKE = /sc_(?:pat|evt)_[A-Za-z0-9_-]*/g;

/**
 * What a token may do. `read`: GET calls only. `write_projects`: the project calls (create, edit, submit,
 * team, posts, uploads) as a member of the project's team. `manage_event`: the organiser console's writes,
 * and the project calls with the organiser's rights, where the token's user (or, for an event token, its
 * event) is organiser. A token never does more than its user can.
 */
export const API_TOKEN_SCOPES = ['read', 'write_projects', 'manage_event'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The characters of a token kept to tell tokens apart in lists: the prefix and four random ones. */
export const API_TOKEN_HINT_LENGTH = 11;

export const API_TOKEN_LIMITS = {
  nameMax: 60,
  /** Live (not revoked, not expired) tokens per user, and per event. */
  livePerOwner: 20,
  /** An expiry, when set, is at most this far ahead. */
  expiryMaxDays: 366,
  /** The last-used time is written at most this often per token. */
  lastUsedEverySeconds: 60,
} as const;

/** The expiry choices the screens offer, in days (null: never). */
export const API_TOKEN_EXPIRY_CHOICES = [30, 90, 365, null] as const;

/** Message keys of token refusals (the `tokens` namespace of the web app). */
export const API_TOKEN_ERROR_KEYS = {
  invalid: 'apiTokens.errors.invalid',
  revoked: 'apiTokens.errors.revoked',
  expired: 'apiTokens.errors.expired',
  creatorLeft: 'apiTokens.errors.creatorLeft',
  scope: 'apiTokens.errors.scope',
  notForTokens: 'apiTokens.errors.notForTokens',
  otherEvent: 'apiTokens.errors.otherEvent',
  tooMany: 'apiTokens.errors.tooMany',
  expiry: 'apiTokens.errors.expiry',
} as const;
