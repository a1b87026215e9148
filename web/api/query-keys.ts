import { routeKey } from '../../common/contract/endpoint';
import { eventRoutes } from '../../common/contract/routes/events';
import { projectReadRoutes } from '../../common/contract/routes/project-reads';
import { votingRoutes } from '../../common/contract/routes/voting';

/**
 * Every TanStack Query key of the web app, one factory per area. Keys nest under their area's `all`,
 * so one call refreshes an area (`invalidateQueries({ queryKey: projectKeys.all })`) and a narrower
 * prefix refreshes a part of it. Nothing outside this file spells a key; the areas called through the
 * contract (web/api/contract.ts: likes, teams, comments, awards, categories, posts, resources, timeline,
 * judging, voting, review, templates, support, registration with check-in and consent, the team finder)
 * take theirs from the entry (`likesApi.state.key(id)`), under the same roots.
 */

/** The event (its agenda, resources, FAQ, categories and winners: their contract entries' keys). */
export const eventKeys = {
  all: ['events'] as const,
  /** Every lookup of one event, whatever preview token or session it was made with: its entry's key. */
  of: (slug: string) => routeKey(eventRoutes, 'get', [slug]),
  detail: (slug: string, previewToken: string | null | undefined, authenticated: boolean) =>
    [...eventKeys.of(slug), previewToken ?? null, authenticated] as const,
};

/** Projects: the gallery, one project, the caller's own, likes, teams, posts and invitations. */
export const projectKeys = {
  all: projectReadRoutes.root,
  /** The lists whose cards show counts (likes, awards): the gallery entry's reads, whatever their query. */
  lists: () => routeKey(projectReadRoutes, 'list', []),
};

/** The signed-in person's own record and profile, and the people search. */
export const accountKeys = {
  all: ['account'] as const,
};

/** The organiser console: events someone runs, lists, slug checks (review and templates: their entries). */
export const organiserKeys = {
  all: ['organiser'] as const,
};

/** People's choice: its contract entries' keys (web/api/contract.ts `votingApi`) under one root. */
export const votingKeys = {
  all: votingRoutes.root,
  /** The state of one event's vote: the entry's key, then the account whose ballot it holds. */
  state: (slug: string, userId: number | null) => routeKey(votingRoutes, 'state', [slug]).concat(userId),
};

/** Notifications' other reads: live streams, answers, fields (the bell and support inbox: their entries). */
export const notifyKeys = {
  all: ['notify'] as const,
  /** A project's last refused submit, read by the editor to mark the fields found missing. */
  submit: (projectId: number) => [...notifyKeys.all, 'submit', projectId] as const,
};
