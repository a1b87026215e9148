/** The voting pieces of the gallery, loaded together on first use (voting/lazy.tsx). */
export { VoteButton } from './vote-button';
export { VotingBar } from './voting-bar';
