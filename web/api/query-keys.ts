import type { ProjectStatus } from '../../common/constants';
import { routeKey } from '../../common/contract/endpoint';
import { projectReadRoutes } from '../../common/contract/routes/project-reads';

/**
 * Every TanStack Query key of the web app, one factory per area. Keys nest under their area's `all`,
 * so one call refreshes an area (`invalidateQueries({ queryKey: projectKeys.all })`) and a narrower
 * prefix refreshes a part of it. Nothing outside this file spells a key; the areas called through the
 * contract (web/api/contract.ts: likes, teams, comments, awards, categories, posts, resources, timeline) take theirs from the entry
 * (`likesApi.state.key(id)`), under the same roots.
 */

/** The event (its agenda, resources, FAQ, categories and winners: their contract entries' keys). */
export const eventKeys = {
  all: ['events'] as const,
  /** Every lookup of one event, whatever preview token or session it was made with. */
  of: (slug: string) => [...eventKeys.all, 'detail', slug] as const,
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

/** The organiser console: events someone runs, lists, review, staff, templates, slug checks. */
export const organiserKeys = {
  all: ['organiser'] as const,
  managedEvents: () => [...organiserKeys.all, 'events'] as const,
  collection: (eventId: number, path: string) => [...organiserKeys.all, 'collection', eventId, path] as const,
  review: (eventId: number, status: ProjectStatus) =>
    [...organiserKeys.all, 'review', eventId, status] as const,
  templates: (eventId: number) => [...organiserKeys.all, 'templates', eventId] as const,
  masterTemplates: () => [...organiserKeys.all, 'master-templates'] as const,
  slugCheck: (slug: string) => [...organiserKeys.all, 'slug-check', slug] as const,
};

/** People's choice: the voting state (with the caller's ballot, hence the account) and the counts. */
export const votingKeys = {
  all: ['voting'] as const,
  of: (slug: string) => [...votingKeys.all, slug] as const,
  state: (slug: string, userId: number | null) => [...votingKeys.of(slug), 'state', userId] as const,
  results: (slug: string) => [...votingKeys.of(slug), 'results'] as const,
};

/**
 * Judging: the console's reads of an event (settings, judges, rubrics, rounds and each round's results)
 * and the judge's own (status, current look), all under the event so one call refreshes its judging;
 * released feedback is per project.
 */
export const judgingKeys = {
  all: ['judging'] as const,
  event: (eventId: number) => [...judgingKeys.all, eventId] as const,
  settings: (eventId: number) => [...judgingKeys.event(eventId), 'settings'] as const,
  judges: (eventId: number) => [...judgingKeys.event(eventId), 'judges'] as const,
  projects: (eventId: number) => [...judgingKeys.event(eventId), 'projects'] as const,
  rubrics: (eventId: number) => [...judgingKeys.event(eventId), 'rubrics'] as const,
  rounds: (eventId: number) => [...judgingKeys.event(eventId), 'rounds'] as const,
  round: (eventId: number, roundId: number) => [...judgingKeys.event(eventId), 'round', roundId] as const,
  leaderboard: (eventId: number, roundId: number, categoryId: number | null, confidence: number) =>
    [...judgingKeys.round(eventId, roundId), 'leaderboard', categoryId, confidence] as const,
  progress: (eventId: number, roundId: number) =>
    [...judgingKeys.round(eventId, roundId), 'progress'] as const,
  plan: (eventId: number, roundId: number) => [...judgingKeys.round(eventId, roundId), 'plan'] as const,
  review: (eventId: number, roundId: number) => [...judgingKeys.round(eventId, roundId), 'review'] as const,
  me: (eventId: number) => [...judgingKeys.event(eventId), 'me'] as const,
  queue: (eventId: number, roundId: number) => [...judgingKeys.event(eventId), 'queue', roundId] as const,
  teamFeedback: (projectId: number) => [...judgingKeys.all, 'feedback', projectId] as const,
};

/** Notifications: the caller's bell in one event; the console's announcements and support inbox. */
export const notifyKeys = {
  all: ['notify'] as const,
  support: (eventId: number) => [...notifyKeys.all, 'support', eventId] as const,
  liveSchedule: (eventId: number) => [...notifyKeys.all, 'live', eventId] as const,
  staffLiveSchedule: (eventId: number) => [...notifyKeys.liveSchedule(eventId), 'staff'] as const,
  answers: (projectId: number) => [...notifyKeys.all, 'answers', projectId] as const,
  fields: (eventId: number) => [...notifyKeys.all, 'fields', eventId] as const,
  /** A project's last refused submit, read by the editor to mark the fields found missing. */
  submit: (projectId: number) => [...notifyKeys.all, 'submit', projectId] as const,
};
