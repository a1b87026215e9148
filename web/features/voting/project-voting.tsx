import { useCurrentEvent } from '../event/event-context';
import { isBallotOpen, usePeoplesChoice } from './api';
import { awardsFor, type VotingProject } from './ballot';
import { VoteButton } from './vote-button';
import { VotingBar } from './voting-bar';

/** The Vote button on a project page, while voting is open for an award the project competes for. */
export function ProjectVoteButton({ project }: { project: VotingProject }) {
  const event = useCurrentEvent();
  const { data: state } = usePeoplesChoice(event.slug);
  if (!isBallotOpen(state) || !awardsFor(state, project).length) return null;
  return <VoteButton project={project} state={state} />;
}

/** Beside a project page: the voter's votes left and where they went, while voting is open for it. */
export function ProjectVotingBar({ project }: { project: VotingProject }) {
  const event = useCurrentEvent();
  const { data: state } = usePeoplesChoice(event.slug);
  if (!isBallotOpen(state) || !awardsFor(state, project).length) return null;
  return <VotingBar state={state} />;
}
