import { z } from 'zod';

/**
 * People's choice: public voting for awards during the showcase window (docs/judging.md, "People's
 * choice"). The rules both sides read, and the shapes of the voting API.
 */

export const VOTES_PER_AWARD_MIN = 1;
export const VOTES_PER_AWARD_MAX = 10;

/** A timeline entry as far as the voting window cares: the public showcase entries (type 3). */
export interface ShowcaseEntry {
  startAt: Date | string | null;
  endAt: Date | string | null;
}

export const VOTING_WINDOW_STATES = ['none', 'upcoming', 'open', 'closed'] as const;
export type VotingWindowState = (typeof VOTING_WINDOW_STATES)[number];

export interface VotingWindow {
  state: VotingWindowState;
  /** When voting opens (upcoming) or opened (open, closed). */
  opensAt: Date | null;
  /** When the open (or next) window closes; for a closed one, when the last window closed. */
  closesAt: Date | null;
}

const time = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

/**
 * Voting runs while the public showcase is live: inside a showcase entry that has both a start and an
 * end (an entry without an end would never let the result settle). Several entries are several
 * windows; between two of them voting waits for the next.
 */
export function votingWindow(entries: readonly ShowcaseEntry[], now: Date = new Date()): VotingWindow {
  const windows = entries
    .map((entry) => ({ start: time(entry.startAt), end: time(entry.endAt) }))
    .filter((w): w is { start: number; end: number } => w.start !== null && w.end !== null && w.start < w.end)
    .sort((a, b) => a.start - b.start);
  if (windows.length === 0) return { state: 'none', opensAt: null, closesAt: null };
  const at = now.getTime();
  const current = windows.find((w) => w.start <= at && at < w.end);
  if (current) return { state: 'open', opensAt: new Date(current.start), closesAt: new Date(current.end) };
  const next = windows.find((w) => w.start > at);
  if (next) return { state: 'upcoming', opensAt: new Date(next.start), closesAt: new Date(next.end) };
  const last = windows.reduce((a, b) => (b.end > a.end ? b : a));
  return { state: 'closed', opensAt: new Date(windows[0]!.start), closesAt: new Date(last.end) };
}

/**
 * When voting first opens (the earliest showcase window), or null without one. The stricter voter rule
 * counts accounts created before it: an account made once voting is under way is not "older than the
 * vote", whichever of several windows is open.
 */
export function firstOpening(entries: readonly ShowcaseEntry[]): Date | null {
  const starts = entries
    .map((entry) => ({ start: time(entry.startAt), end: time(entry.endAt) }))
    .filter((w): w is { start: number; end: number } => w.start !== null && w.end !== null && w.start < w.end)
    .map((w) => w.start);
  return starts.length ? new Date(Math.min(...starts)) : null;
}

/** Why a vote is refused: the key the browser translates (`voting.error.<reason>`). */
export const VOTE_REFUSALS = [
  'off',
  'notAnAward',
  'notOpenYet',
  'closed',
  'noWindow',
  'published',
  'login',
  'unverified',
  'notAVoter',
  'ownProject',
  'notEligible',
  'noVotesLeft',
  'alreadyVoted',
  'notVoted',
] as const;
export type VoteRefusal = (typeof VOTE_REFUSALS)[number];

export const VOTE_REFUSAL_MESSAGES: Record<VoteRefusal, string> = {
  off: "People's choice voting is not on for this event",
  notAnAward: "This award is not decided by people's choice",
  notOpenYet: 'Voting has not opened yet',
  closed: 'Voting has closed: votes can no longer change',
  noWindow: 'Voting opens with the public showcase, which has no dates yet',
  published: 'The results are published: votes can no longer change',
  login: 'Log in to vote',
  unverified: 'Verify your account to vote',
  notAVoter:
    'Only people of this event (participants, registered attendees, judges, staff) and accounts made before voting opened may vote',
  ownProject: 'You cannot vote for a project of your own team',
  notEligible: 'This project cannot receive votes for this award',
  noVotesLeft: 'You have used all your votes for this award: move one instead',
  alreadyVoted: 'You already voted for this project',
  notVoted: 'You have no vote on that project to move',
};

export const voteRefusalKey = (reason: VoteRefusal) => `voting.error.${reason}`;

// ─── API shapes ──────────────────────────────────────────────────────────────────────────────────

const id = z.number().int();
const isoDate = z.string().nullable();

export const votesPerAward = z.number().int().min(VOTES_PER_AWARD_MIN).max(VOTES_PER_AWARD_MAX);

export const peoplesChoiceAwardSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  category: z.object({ id, name: z.string(), slug: z.string() }).nullable(),
});
export type PeoplesChoiceAward = z.infer<typeof peoplesChoiceAwardSchema>;

export const ballotSchema = z.object({
  /** null when the caller may vote; otherwise why not (the window and settings aside). */
  blockedBy: z.enum(['unverified', 'notAVoter']).nullable(),
  votes: z.array(z.object({ awardId: id, projectId: id, title: z.string(), slug: z.string() })),
  /** Approved projects of the caller's own teams, which they cannot vote for. */
  ownProjectIds: z.array(id),
});
export type Ballot = z.infer<typeof ballotSchema>;

export const peoplesChoiceSchema = z.object({
  isEnabled: z.boolean(),
  votesPerAward,
  /** The stricter voter rule (see VoterRule in server/voting/eligibility.ts and docs/security.md). */
  strictVoters: z.boolean(),
  window: z.object({ state: z.enum(VOTING_WINDOW_STATES), opensAt: isoDate, closesAt: isoDate }),
  resultsPublished: z.boolean(),
  awards: z.array(peoplesChoiceAwardSchema),
  /** The caller's votes; null for anonymous callers. */
  ballot: ballotSchema.nullable(),
});
export type PeoplesChoice = z.infer<typeof peoplesChoiceSchema>;

export const peoplesChoiceSettingsBody = z.object({
  isEnabled: z.boolean(),
  votesPerAward,
  awardIds: z.array(z.number().int().positive()).max(100),
  /**
   * Votes only from people of the event (any role in it: participants, registered attendees, judges,
   * staff) or from accounts created before voting first opened. Left out: unchanged.
   */
  strictVoters: z.boolean().optional(),
});
export type PeoplesChoiceSettings = z.infer<typeof peoplesChoiceSettingsBody>;

export const castVoteBody = z.object({
  projectId: z.number().int().positive(),
  /** Move the vote from this project instead of spending a new one. */
  replacesProjectId: z.number().int().positive().optional(),
});

export const publicationBody = z.object({ published: z.boolean() });

export const resultProjectSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  votes: id,
  /** 1 for the most votes; equal counts share a rank. */
  rank: id,
});

export const awardResultSchema = peoplesChoiceAwardSchema.extend({
  /** Votes on eligible projects, and the accounts that cast them. */
  votes: id,
  voters: id,
  projects: z.array(resultProjectSchema),
  /** The projects holding the award now (given by hand or from these results). */
  winnerIds: z.array(id),
});
export type AwardResult = z.infer<typeof awardResultSchema>;

export const resultsSchema = z.object({
  /** Staff see the live counts before publication; everyone else sees awards only once published. */
  published: z.boolean(),
  awards: z.array(awardResultSchema),
});
export type PeoplesChoiceResults = z.infer<typeof resultsSchema>;

export const winnerResponse = z.object({ message: z.string(), projectIds: z.array(id) });
