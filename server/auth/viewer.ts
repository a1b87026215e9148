import type { ApiTokenKind, ApiTokenScope } from '../../common/api-tokens';

/** What an API token lets its caller do (server/api-tokens/, docs/integrations.md#api-tokens). */
export interface ApiTokenGrant {
  id: number;
  kind: ApiTokenKind;
  scopes: readonly ApiTokenScope[];
  /** An event token's event: the only event it acts on. Null for personal tokens. */
  eventId: number | null;
}

/** The authenticated caller, or null for anonymous visitors. */
export interface Viewer {
  id: number;
  userName: string;
  isEngStaff: boolean;
  isSuperAdmin: boolean;
  /** Set when the caller presented an API token rather than a session: what that token allows. */
  apiToken?: ApiTokenGrant;
}
