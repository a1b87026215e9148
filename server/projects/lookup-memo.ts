import type { EventRole, TeamRole } from '../../common/constants';
import type { EventRow } from '../events/service';
import type { Change } from '../http/change-message';
import type { ChangeListener } from '../http/changes';
import type { ProjectRow } from './presenter';

/** What a like is checked against: the project, its event, and the liker's roles in both. */
export interface ProjectLookup {
  project: ProjectRow;
  event: EventRow;
  eventRole: EventRole | null;
  teamRole: TeamRole | null;
}

/** A viewer's roles in one event: their event role and their role on each of the event's projects. */
interface ViewerRoles {
  eventRole: EventRole | null;
  teamRoles: Record<string, TeamRole>;
}

const MAX_PROJECTS = 5_000;
const MAX_VIEWERS = 20_000;
/** A backstop for a message lost without the connection noticing, as for the public answers. */
const MAX_AGE_MS = 10_000;

interface Kept<T> {
  value: T;
  eventId: number;
  storedAt: number;
}

function keep<K, T>(map: Map<K, Kept<T>>, limit: number, key: K, value: T, eventId: number): void {
  if (map.size >= limit) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, { value, eventId, storedAt: Date.now() });
}

function fresh<K, T>(map: Map<K, Kept<T>>, key: K): T | undefined {
  const kept = map.get(key);
  if (!kept) return undefined;
  if (Date.now() - kept.storedAt > MAX_AGE_MS) {
    map.delete(key);
    return undefined;
  }
  return kept.value;
}

/**
 * What likes are checked against, kept by each app server so that on event day a like is one round
 * trip: the like itself. Projects with their events by id, and each viewer's roles per event. Kept
 * honest like the public answers (docs/decisions/017-public-answer-cache.md), from the same
 * announcements: every commit that changes a project, an event or a membership announces the event,
 * and this server drops the event's entries; so does any change this server makes. Only likes use it:
 * a like changes nothing these rows decide, and every other action reads its rows afresh.
 */
export class ProjectLookupMemo implements ChangeListener {
  private readonly projects = new Map<number, Kept<{ project: ProjectRow; event: EventRow }>>();
  private readonly roles = new Map<string, Kept<ViewerRoles>>();
  private changes = 0;

  get generation(): number {
    return this.changes;
  }

  get(projectId: number, viewerId: number): ProjectLookup | undefined {
    const found = fresh(this.projects, projectId);
    if (!found) return undefined;
    const roles = fresh(this.roles, `${found.event.id}:${viewerId}`);
    if (!roles) return undefined;
    return { ...found, eventRole: roles.eventRole, teamRole: roles.teamRoles[projectId] ?? null };
  }

  /** Keeps what a lookup read, unless a change was heard since it started (`generation`). */
  store(lookup: ProjectLookup, viewerId: number, teamRoles: Record<string, TeamRole>, generation: number) {
    if (generation !== this.changes) return;
    const { project, event, eventRole } = lookup;
    keep(this.projects, MAX_PROJECTS, project.id, { project, event }, event.id);
    keep(this.roles, MAX_VIEWERS, `${event.id}:${viewerId}`, { eventRole, teamRoles }, event.id);
  }

  /** A like count changes nothing kept here; a message it cannot read may mean anything. */
  hear(change: Change): void {
    if (change.kind === 'likes') return;
    if (change.kind !== 'event') {
      this.reset();
      return;
    }
    const { eventId } = change;
    this.changes++;
    for (const map of [this.projects, this.roles] as Map<unknown, Kept<unknown>>[]) {
      for (const [key, kept] of map) if (kept.eventId === eventId) map.delete(key);
    }
  }

  reset(): void {
    this.changes++;
    this.projects.clear();
    this.roles.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What likes are checked against, when the app hears the database's announcements. */
    projectLookups?: ProjectLookupMemo;
  }
}
