import { describe, expect, it } from 'vitest';
import { EVENT_ROLES, type EventRole } from '../../common/constants';
import { status } from '../test/policy-outcome';
import type { Voter } from '../voting/ballot';
import { VOTING_ACTIONS, type VotingAction, type VotingActor, votingPolicy } from './voting';

const STAFF: VotingAction[] = ['see_live_counts', 'configure', 'publish'];
/** What each role may do besides voting, written out here rather than read from common/permissions.ts. */
const ALLOWED: Record<EventRole, VotingAction[]> = {
  ss_event_owner: STAFF,
  ss_event_admin: STAFF,
  ss_event_editor: STAFF,
  ss_event_viewer: ['see_live_counts'],
  ss_event_participant: [],
  ss_event_visitor: [],
  ss_event_judge: [],
  ss_event_volunteer: [],
};

const viewer = { isSuperAdmin: false };
const voter = { id: 1, isVerified: true, createdAt: new Date(0), isOfEvent: true } satisfies Voter;
const open = { archivedAt: null };
const archived = { archivedAt: new Date() };

/** Every event role (as a voter), a super admin and nobody × every voting action, open and archived. */
describe('voting policy', () => {
  it.each(EVENT_ROLES)('role %s', (role) => {
    const actor: VotingActor = { viewer, role, voter };
    for (const action of VOTING_ACTIONS) {
      const allowed = action === 'vote' || ALLOWED[role].includes(action);
      expect([action, status(() => votingPolicy.authorize(actor, action, open))]).toEqual([
        action,
        allowed ? 'ok' : 403,
      ]);
      // The live counts are a read; votes and the staff's writes wait for the event to be restored.
      const whenArchived = !allowed ? 403 : action === 'see_live_counts' ? 'ok' : 409;
      expect([action, status(() => votingPolicy.authorize(actor, action, archived))]).toEqual([
        action,
        whenArchived,
      ]);
    }
  });

  it('lets a super admin do everything, and asks nobody to log in', () => {
    const admin: VotingActor = { viewer: { isSuperAdmin: true }, role: null, voter };
    const nobody: VotingActor = { viewer: null, role: null, voter: null };
    for (const action of VOTING_ACTIONS) {
      expect([action, status(() => votingPolicy.authorize(admin, action, open))]).toEqual([action, 'ok']);
      expect([action, status(() => votingPolicy.authorize(nobody, action, open))]).toEqual([action, 401]);
    }
    expect(() => votingPolicy.authorize(nobody, 'vote', open)).toThrow('Log in to vote');
  });

  it('refuses a vote from an account that is not found with 401, and names the action in a 403', () => {
    const gone: VotingActor = { viewer, role: 'ss_event_participant', voter: null };
    expect(status(() => votingPolicy.authorize(gone, 'vote', open))).toBe(401);
    expect(() => votingPolicy.authorize(gone, 'vote', open)).toThrow('Login required');
    expect(() => votingPolicy.authorize(gone, 'configure', open)).toThrow(
      'Only event owners, admins and editors may edit the event',
    );
  });
});
