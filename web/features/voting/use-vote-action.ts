import { useUi } from '../../state/ui-context';
import { useVote, type VoteChange } from './actions-api';
import { errorText, useVotingTranslation } from './i18n';

/** Casting and taking back votes, with a toast for each outcome (the server's reason when refused). */
export function useVoteAction(slug: string) {
  const { t } = useVotingTranslation();
  const vote = useVote(slug);
  const { toast } = useUi();
  const run = (change: VoteChange, onDone?: () => void) =>
    vote.mutate(change, {
      onSuccess: () => {
        toast(t(change.vote ? 'voting.counted' : 'voting.takenBack'), 'success');
        onDone?.();
      },
      onError: (error) => toast(errorText(t, error) ?? error.message, 'error'),
    });
  return { run, isPending: vote.isPending };
}
