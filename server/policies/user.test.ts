import { describe, expect, it } from 'vitest';
import type { Viewer } from '../context';
import { status } from '../test/policy-outcome';
import { canSearchByEmail, USER_ACTIONS, userPolicy } from './user';

const viewer = (id: number, isSuperAdmin = false) =>
  ({ id, userName: `u${id}`, isEngStaff: false, isSuperAdmin }) as Viewer;

/** Nobody, the user, another user and a super admin × every user action. */
describe('user policy', () => {
  const actors: [string, Viewer | null, unknown][] = [
    ['nobody', null, 401],
    ['the user', viewer(1), 'ok'],
    ['another user', viewer(2), 403],
    ['a super admin', viewer(2, true), 'ok'],
  ];
  it.each(actors)('%s', (_name, actor, expected) => {
    for (const action of USER_ACTIONS) {
      expect([action, status(() => userPolicy.authorize(actor, action, { id: 1 }))]).toEqual([
        action,
        expected,
      ]);
    }
  });

  it('lets only super admins search by e-mail', () => {
    expect(canSearchByEmail(viewer(1))).toBe(false);
    expect(canSearchByEmail(viewer(2, true))).toBe(true);
  });
});
