import { describe, expect, it } from 'vitest';
import { SITE_ACTIONS } from '../../common/permissions';
import type { Viewer } from '../context';
import { status } from '../test/policy-outcome';
import { SITE, sitePolicy } from './site';

const viewer = (flags: Partial<Viewer> = {}) =>
  ({ id: 1, userName: 'someone', isEngStaff: false, isSuperAdmin: false, ...flags }) as Viewer;

/** Nobody, an account without flags, engineering staff and a super admin × every site action. */
describe('site policy', () => {
  const actors: [string, Viewer | null, 'ok' | number][] = [
    ['nobody', null, 401],
    ['an account', viewer(), 403],
    ['engineering staff', viewer({ isEngStaff: true }), 'ok'],
    ['a super admin', viewer({ isSuperAdmin: true }), 'ok'],
  ];
  it.each(actors)('%s', (_name, actor, expected) => {
    for (const action of SITE_ACTIONS) {
      expect([action, status(() => sitePolicy.authorize(actor, action, SITE))]).toEqual([action, expected]);
    }
  });

  it('refuses with the staff message', () => {
    expect(() => sitePolicy.authorize(viewer(), 'view_version', SITE)).toThrow('Staff only');
  });
});
