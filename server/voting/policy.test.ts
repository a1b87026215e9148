import { describe, expect, it } from 'vitest';
import { ballotBoxRefusal, candidateRefusal, voteRefused, voterRefusal } from './policy';

const open = {
  isEnabled: true,
  isPeoplesChoiceAward: true,
  window: 'open',
  resultsPublished: false,
} as const;

describe('ballotBoxRefusal', () => {
  it('lets votes change only while voting is on, for its awards, in the window, before publication', () => {
    expect(ballotBoxRefusal(open)).toBeNull();
    expect(ballotBoxRefusal({ ...open, isEnabled: false })).toBe('off');
    expect(ballotBoxRefusal({ ...open, isPeoplesChoiceAward: false })).toBe('notAnAward');
    expect(ballotBoxRefusal({ ...open, resultsPublished: true })).toBe('published');
    expect(ballotBoxRefusal({ ...open, window: 'upcoming' })).toBe('notOpenYet');
    expect(ballotBoxRefusal({ ...open, window: 'closed' })).toBe('closed');
    expect(ballotBoxRefusal({ ...open, window: 'none' })).toBe('noWindow');
  });

  it('names the switch before the clock: voting off says so even after the window', () => {
    expect(ballotBoxRefusal({ ...open, isEnabled: false, window: 'closed' })).toBe('off');
    expect(ballotBoxRefusal({ ...open, window: 'closed', resultsPublished: true })).toBe('published');
  });
});

describe('voterRefusal and candidateRefusal', () => {
  it('asks for a login, then a verified account', () => {
    expect(voterRefusal(null)).toBe('login');
    expect(voterRefusal({ isVerified: false, passesRule: true })).toBe('unverified');
    expect(voterRefusal({ isVerified: true, passesRule: false })).toBe('notAVoter');
    expect(voterRefusal({ isVerified: true, passesRule: true })).toBeNull();
  });

  it("keeps a category award to its category and voters off their own team's project", () => {
    const candidate = { awardCategoryId: null, projectCategoryIds: [], isOwnProject: false };
    expect(candidateRefusal(candidate)).toBeNull();
    expect(candidateRefusal({ ...candidate, awardCategoryId: 3, projectCategoryIds: [1, 2] })).toBe(
      'notEligible',
    );
    expect(candidateRefusal({ ...candidate, awardCategoryId: 3, projectCategoryIds: [3] })).toBeNull();
    expect(candidateRefusal({ ...candidate, isOwnProject: true })).toBe('ownProject');
  });

  it('answers each refusal with its status and translation key', () => {
    expect(voteRefused('login')).toMatchObject({ status: 401, key: 'voting.error.login' });
    expect(voteRefused('unverified')).toMatchObject({ status: 403, key: 'voting.error.unverified' });
    expect(voteRefused('closed')).toMatchObject({ status: 409, key: 'voting.error.closed' });
  });
});
