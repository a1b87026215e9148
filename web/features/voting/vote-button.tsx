import type { PeoplesChoice } from '../../../common/voting';
import { Icon } from '../../components/icons';
import { useModal } from '../../components/modal/modal-context';
import { useUi } from '../../state/ui-context';
import { useSession } from '../auth/session';
import { SignInFirstLink, useFinishSignInAction, useSignInPrompt } from '../auth/sign-in-prompt';
import { useCurrentEvent } from '../event/event-context';
import { awardsFor, hasVoted, type VotingProject, votesLeft } from './ballot';
import { useVotingTranslation } from './i18n';
import { useVoteAction } from './use-vote-action';
import { VoteChooser } from './vote-chooser';

/**
 * The Vote button of a project card or page, shown while voting is open. One award and a vote to spare:
 * a press votes (or takes the vote back). Several awards, or no vote left: it opens the chooser, which
 * offers to move a vote here. Anonymous visitors are asked to log in in place, and the vote goes on
 * when they come back (before the page's code has loaded, their press opens the login page instead).
 */
export function VoteButton({ project, state }: { project: VotingProject; state: PeoplesChoice }) {
  const { t } = useVotingTranslation();
  const event = useCurrentEvent();
  const askToSignIn = useSignInPrompt();
  const session = useSession();
  const { toast } = useUi();
  const { openModal } = useModal();
  const { run, isPending } = useVoteAction(event.slug);
  const awards = awardsFor(state, project);
  const { ballot } = state;
  const voted = awards.some((award) => hasVoted(state, award.id, project.id));
  const isOwn = Boolean(ballot?.ownProjectIds.includes(project.id));
  // Back from logging in to vote for this project: the vote goes on once the ballot has loaded (not
  // for the voter's own project, nor one they had already voted for).
  useFinishSignInAction('vote', project.id, Boolean(ballot) && awards.length > 0, () => {
    if (!isOwn && !voted) castOrChoose();
  });
  if (!awards.length) return null;
  if (isOwn) return <span className="pill vote-own">{t('voting.ownProject')}</span>;

  const choose = () =>
    openModal({
      type: 'awards',
      title: t('voting.chooserTitle', { title: project.title }),
      render: (close) => <VoteChooser slug={event.slug} project={project} onDone={close} />,
    });

  function castOrChoose() {
    if (!ballot) {
      void askToSignIn('vote', project);
      return;
    }
    if (ballot.blockedBy) {
      toast(t(`voting.error.${ballot.blockedBy}`), 'error');
      return;
    }
    const [only] = awards;
    if (awards.length > 1 || !only) return choose();
    if (voted) return run({ awardId: only.id, projectId: project.id, vote: false });
    if (votesLeft(state, only.id) > 0) return run({ awardId: only.id, projectId: project.id, vote: true });
    choose();
  }

  const content = (
    <>
      <Icon name="trophy" size={14} />
      <span>{voted ? t('voting.voted') : t('voting.vote')}</span>
    </>
  );
  if (!session) {
    return (
      <SignInFirstLink
        action="vote"
        project={project}
        className="button small vote-button"
        aria-label={t('voting.voteFor', { title: project.title })}
        data-testid="vote-button"
      >
        {content}
      </SignInFirstLink>
    );
  }
  return (
    <button
      type="button"
      className={`button small vote-button${voted ? ' voted' : ''}`}
      aria-pressed={voted}
      aria-label={t(voted ? 'voting.votedFor' : 'voting.voteFor', { title: project.title })}
      disabled={isPending}
      onClick={castOrChoose}
      data-testid="vote-button"
    >
      {content}
    </button>
  );
}
