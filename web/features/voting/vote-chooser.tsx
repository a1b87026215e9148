import { usePeoplesChoice } from './api';
import { awardsFor, hasVoted, type VotingProject, votesFor, votesLeft } from './ballot';
import { useVotingTranslation } from './i18n';
import { useVoteAction } from './use-vote-action';

/**
 * Every award a project competes for, with the voter's votes: vote, take a vote back, or, with no vote
 * left, move one of them here. Reads the live state, so it follows each change. (It renders in the
 * modal host, outside the event's context: hence the slug.)
 */
export function VoteChooser({
  slug,
  project,
  onDone,
}: {
  slug: string;
  project: VotingProject;
  onDone: () => void;
}) {
  const { t } = useVotingTranslation();
  const { data: state } = usePeoplesChoice(slug);
  const { run, isPending } = useVoteAction(slug);
  if (!state) return null;
  return (
    <div className="stack vote-chooser" data-testid="vote-chooser">
      {awardsFor(state, project).map((award) => {
        const voted = hasVoted(state, award.id, project.id);
        const left = votesLeft(state, award.id);
        const change = { awardId: award.id, projectId: project.id };
        return (
          <section key={award.id} className="stack tight" aria-labelledby={`vote-award-${award.id}`}>
            <h3 id={`vote-award-${award.id}`}>{award.name}</h3>
            <p className="muted small">{t('voting.votesLeft', { left, count: state.votesPerAward })}</p>
            {voted ? (
              <button
                type="button"
                className="button ghost"
                disabled={isPending}
                aria-label={t('voting.takeBackIn', { award: award.name })}
                onClick={() => run({ ...change, vote: false }, onDone)}
              >
                {t('voting.takeBack')}
              </button>
            ) : left > 0 ? (
              <button
                type="button"
                className="button primary"
                disabled={isPending}
                aria-label={t('voting.voteIn', { title: project.title, award: award.name })}
                onClick={() => run({ ...change, vote: true }, onDone)}
              >
                {t('voting.vote')}
              </button>
            ) : (
              <>
                <p>{t('voting.moveHint', { count: state.votesPerAward })}</p>
                <ul className="vote-moves">
                  {votesFor(state, award.id).map((vote) => (
                    <li key={vote.projectId}>
                      <button
                        type="button"
                        className="button"
                        disabled={isPending}
                        onClick={() =>
                          run({ ...change, vote: true, replacesProjectId: vote.projectId }, onDone)
                        }
                      >
                        {t('voting.moveFrom', { title: vote.title })}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
