import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgingRoutes } from '../../common/contract/routes/judging';
import {
  categoriesApi,
  checkInApi,
  collectionsApi,
  commentsApi,
  consentApi,
  eventAdminApi,
  formsApi,
  judgingApi,
  likesApi,
  notificationsApi,
  postsApi,
  projectReadsApi,
  registrationApi,
  reviewApi,
  streamsApi,
  supportApi,
  teamFinderApi,
  teamsApi,
  templatesApi,
  usersApi,
  votingApi,
  winnersApi,
} from './contract';
import { accountKeys, eventKeys, notifyKeys, organiserKeys, projectKeys, votingKeys } from './query-keys';

const WEB = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe('query keys', () => {
  it('are spelled only in query-keys.ts', () => {
    const literal =
      /queryKey:\s*\[|invalidateQueries\(\{\s*queryKey:\s*\[|\[\s*'[\w-]+'\s*(?:,\s*'[\w-]+'\s*)*,?\s*\]\.map\(\(key\)/;
    const found = sources(WEB)
      .filter((file) => !file.endsWith(`${path.sep}query-keys.ts`))
      .filter((file) => literal.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(WEB, file));
    expect(found).toEqual([]);
  });

  it('nest under their area, so one call refreshes an area', () => {
    expect(startsWith(eventKeys.detail('demo', null, true), eventKeys.of('demo'))).toBe(true);
    expect(startsWith(eventKeys.of('demo'), eventKeys.all)).toBe(true);
    expect(winnersApi.winners.key('demo')).toEqual(['events', 'winners', 'demo']);
    expect(startsWith(winnersApi.winners.key('demo'), eventKeys.all)).toBe(true);
    expect(startsWith(categoriesApi.list.key({ eventId: 1 }), eventKeys.all)).toBe(true);
    expect(startsWith(projectReadsApi.list.key({ eventId: 1 }), projectKeys.lists())).toBe(true);
    expect(startsWith(projectReadsApi.get.key('demo'), projectKeys.lists())).toBe(false);
    expect(startsWith(likesApi.state.key(1), projectKeys.lists())).toBe(false);
    expect(startsWith(likesApi.state.key(1), projectKeys.all)).toBe(true);
    expect(startsWith(teamsApi.list.key(1, { pageSize: 100 }), teamsApi.list.key(1))).toBe(true);
    expect(startsWith(teamsApi.list.key(1), projectKeys.all)).toBe(true);
    expect(startsWith(commentsApi.thread.key(1), projectKeys.all)).toBe(true);
    expect(startsWith(postsApi.list.key({ projectId: 1 }), projectKeys.all)).toBe(true);
    expect(startsWith(usersApi.get.key({ userId: 1 }), accountKeys.all)).toBe(true);
    expect(startsWith(usersApi.find.key({ keyword: 'ada' }), accountKeys.all)).toBe(true);
    expect(eventKeys.of('demo')).toEqual(['events', 'detail', 'demo']);
    expect(collectionsApi.awards.list.key(1)).toEqual(['organiser', 'collection', 'awards', 1]);
    expect(startsWith(eventAdminApi.managed.key(), organiserKeys.all)).toBe(true);
    expect(startsWith(eventAdminApi.slugAvailability.key({ slug: 'demo' }), organiserKeys.all)).toBe(true);
    expect(startsWith(reviewApi.queue.key(1, { status: 'DRAFT' }), organiserKeys.all)).toBe(true);
    expect(startsWith(templatesApi.list.key({ eventId: 1 }), organiserKeys.all)).toBe(true);
    expect(startsWith(votingKeys.state('demo', 1), votingApi.state.key('demo'))).toBe(true);
    expect(startsWith(votingApi.state.key('demo'), votingKeys.all)).toBe(true);
    expect(startsWith(votingApi.results.key('demo'), votingKeys.all)).toBe(true);
    expect(startsWith(notificationsApi.bell.key({ eventId: '1' }), notifyKeys.all)).toBe(true);
    expect(startsWith(notificationsApi.announcements.key(1), notifyKeys.all)).toBe(true);
    expect(startsWith(supportApi.inbox.key(1), notifyKeys.all)).toBe(true);
    expect(startsWith(formsApi.fields.key(1), notifyKeys.all)).toBe(true);
    expect(startsWith(formsApi.answers.key(1), notifyKeys.all)).toBe(true);
    expect(startsWith(streamsApi.schedule.key(1), notifyKeys.all)).toBe(true);
    expect(startsWith(streamsApi.staffSchedule.key(1), notifyKeys.all)).toBe(true);
    expect(
      startsWith(judgingApi.leaderboard.key(1, 2, { confidence: 0.95 }), judgingApi.leaderboard.key(1, 2)),
    ).toBe(true);
    expect(startsWith(judgingApi.next.key(1, 2), judgingRoutes.root)).toBe(true);
    expect(startsWith(judgingApi.teamFeedback.key(1), judgingRoutes.root)).toBe(true);
  });

  it('keep apart the reads of the areas that share the registration root', () => {
    const reads = [
      registrationApi.mine.key('demo'),
      registrationApi.settings.key('demo'),
      registrationApi.registrants.key('demo'),
      registrationApi.counts.key('demo'),
      checkInApi.summary.key('demo'),
      consentApi.settings.key('demo'),
      consentApi.page.key('demo'),
    ];
    expect(reads.every((key) => key[0] === 'registration')).toBe(true);
    expect(new Set(reads.map((key) => key[1])).size).toBe(reads.length);
  });

  it('keep the areas apart', () => {
    const roots = [
      eventKeys.all,
      projectKeys.all,
      accountKeys.all,
      organiserKeys.all,
      votingKeys.all,
      judgingRoutes.root,
      registrationApi.mine.key('demo'),
      teamFinderApi.board.key('demo'),
    ].map((key) => key[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });
});
