import { useLocation, useNavigate } from 'react-router';
import type { PeoplesChoice } from '../../../common/voting';
import { useCurrentEvent } from '../../lib/event-context';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { Icon } from '../icons';
import { useModal } from '../modal/modal-context';
import { awardsFor, hasVoted, type VotingProject, votesLeft } from './ballot';
import { useVotingTranslation } from './i18n';
import { useVoteAction } from './use-vote-action';
import { VoteChooser } from './vote-chooser';

/**
 * The Vote button of a project card or page, shown while voting is open. One award and a vote to spare:
 * a press votes (or takes the vote back). Several awards, or no vote left: it opens the chooser, which
 * offers to move a vote here. Anonymous visitors go to Login and come back.
 */
export function VoteButton({ project, state }: { project: VotingProject; state: PeoplesChoice }) {
  const { t } = useVotingTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useUi();
  const { openModal } = useModal();
  const { run, isPending } = useVoteAction(event.slug);
  const awards = awardsFor(state, project);
  if (!awards.length) return null;
  const { ballot } = state;
  if (ballot?.ownProjectIds.includes(project.id)) {
    return <span className="pill vote-own">{t('voting.ownProject')}</span>;
  }
  const voted = awards.some((award) => hasVoted(state, award.id, project.id));

  const choose = () =>
    openModal({
      type: 'awards',
      title: t('voting.chooserTitle', { title: project.title }),
      render: (close) => <VoteChooser slug={event.slug} project={project} onDone={close} />,
    });

  const onClick = () => {
    if (!ballot) {
      navigate(`${to(`/${event.slug}/login`)}?returnUrl=${encodeURIComponent(location.pathname)}`);
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
  };

  return (
    <button
      type="button"
      className={`button small vote-button${voted ? ' voted' : ''}`}
      aria-pressed={voted}
      aria-label={t(voted ? 'voting.votedFor' : 'voting.voteFor', { title: project.title })}
      disabled={isPending}
      onClick={onClick}
      data-testid="vote-button"
    >
      <Icon name="trophy" size={14} />
      <span>{voted ? t('voting.voted') : t('voting.vote')}</span>
    </button>
  );
}
