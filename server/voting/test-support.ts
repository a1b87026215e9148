import { expect } from 'vitest';
import { TIMELINE_TYPES } from '../../common/constants';
import type { PeoplesChoice, PeoplesChoiceResults } from '../../common/voting';
import type { TestApp } from '../test/app';
import {
  buildAward,
  buildEventWithOwner,
  buildProject,
  buildTimelineEntry,
  buildUser,
} from '../test/factories';

export interface VotingFixtureOptions {
  /** The showcase window as minute offsets from now; null for an event without one. */
  window?: [number, number] | null;
  votesPerAward?: number;
  projects?: number;
}

/**
 * A published event whose People's choice is on for one award, with approved projects and an open
 * showcase window, and the calls its tests make.
 */
export async function votingFixture(t: TestApp, options: VotingFixtureOptions = {}) {
  const { event, owner } = await buildEventWithOwner(t.db);
  const window: [number, number] | null = options.window === undefined ? [-60, 60] : options.window;
  if (window) await buildTimelineEntry(t.db, event.id, TIMELINE_TYPES.PUBLIC, window[0], window[1]);
  const award = await buildAward(t.db, event.id, { name: "People's choice" });
  const projects = [];
  for (let index = 0; index < (options.projects ?? 4); index++) {
    projects.push(await buildProject(t.db, { eventId: event.id, title: `Entry ${index + 1}` }));
  }
  const base = `/partners/events/${event.slug}/peoples-choice`;
  const configure = (body: object, userId = owner.id) => t.as(userId, 'PUT', base, body);
  const enabled = await configure({
    isEnabled: true,
    votesPerAward: options.votesPerAward ?? 1,
    awardIds: [award.id],
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return {
    event,
    owner,
    award,
    projects,
    base,
    configure,
    voter: () => buildUser(t.db),
    vote: (userId: number | null, projectId: number, replacesProjectId?: number, awardId = award.id) =>
      t.as(userId, 'POST', `${base}/awards/${awardId}/votes`, { projectId, replacesProjectId }),
    withdraw: (userId: number | null, projectId: number, awardId = award.id) =>
      t.as(userId, 'DELETE', `${base}/awards/${awardId}/votes/${projectId}`),
    state: async (userId: number | null) => {
      const response = await t.as(userId, 'GET', base);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as PeoplesChoice;
    },
    results: async (userId: number | null) => {
      const response = await t.as(userId, 'GET', `${base}/results`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as PeoplesChoiceResults;
    },
    publish: (published = true, userId = owner.id) =>
      t.as(userId, 'PUT', `${base}/publication`, { published }),
    giveToLeaders: (userId = owner.id, awardId = award.id) =>
      t.as(userId, 'POST', `${base}/awards/${awardId}/winner`),
  };
}

/** Votes per project id for the fixture's award, as staff see them. */
export function countsOf(results: PeoplesChoiceResults, awardId: number): Record<number, number> {
  const award = results.awards.find((candidate) => candidate.id === awardId);
  return Object.fromEntries((award?.projects ?? []).map((project) => [project.id, project.votes]));
}
