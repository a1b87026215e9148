import { Link } from 'react-router';
import type { AwardResult, PeoplesChoice } from '../../../common/voting';
import { votingStaffApi } from '../../api/contract';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FormError } from '../../components/form/fields';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useConsoleCan } from '../console/console-context';
import { useCurrentEvent } from '../event/event-context';
import { useVotingMutation, useVotingResults } from './actions-api';
import { AwardSummary } from './award-summary';
import { errorText, useVotingTranslation } from './i18n';

/** How often the organiser's count refreshes while the page is open. */
const LIVE_REFRESH_MS = 15_000;
const SHOWN = 10;

/**
 * The count as it stands (only staff see it before publication), publishing it, and turning each
 * award's result into its winner in one step once published.
 */
export function LiveResults({ state }: { state: PeoplesChoice }) {
  const { t } = useVotingTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const can = useConsoleCan();
  const { toast } = useUi();
  const results = useVotingResults(event.slug, {
    refetchInterval: state.resultsPublished ? undefined : LIVE_REFRESH_MS,
  });
  const publish = useVotingMutation((published: boolean) =>
    votingStaffApi.publish(event.slug, { published }),
  );
  const give = useVotingMutation((awardId: number) => votingStaffApi.giveToLeaders(event.slug, awardId));
  const editable = can('edit_event');

  return (
    <section className="card stack" aria-labelledby="live-results-title" data-testid="voting-results">
      <h2 id="live-results-title">
        {t(state.resultsPublished ? 'voting.console.results' : 'voting.console.liveCount')}
      </h2>
      <p className="muted small">
        {t(state.resultsPublished ? 'voting.console.publishedNote' : 'voting.console.hiddenNote')}
      </p>
      <FormError message={errorText(t, publish.error ?? give.error)} />
      {results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <ErrorMessage message={results.error.message} onRetry={() => results.refetch()} />
      ) : results.data.awards.length === 0 ? (
        <p className="muted">{t('voting.console.noAwardsChosen')}</p>
      ) : (
        results.data.awards.map((award) => (
          <AwardCount
            key={award.id}
            award={award}
            canGive={editable && state.resultsPublished}
            giving={give.isPending}
            onGive={() =>
              give.mutate(award.id, { onSuccess: () => toast(t('console.awardGiven'), 'success') })
            }
          />
        ))
      )}
      {editable && (
        <div className="row wrap">
          <button
            type="button"
            className={`button ${state.resultsPublished ? 'ghost' : 'primary'}`}
            disabled={publish.isPending}
            onClick={() => publish.mutate(!state.resultsPublished)}
            data-testid="publish-voting"
          >
            {t(state.resultsPublished ? 'voting.console.hide' : 'voting.console.publish')}
          </button>
          {!event.awardsPublished && state.resultsPublished && (
            <span className="muted small">
              {t('voting.console.awardsHidden')}{' '}
              <Link to={to(`/${event.slug}/manage/awards`)}>{t('console.sections.awards')}</Link>
            </span>
          )}
        </div>
      )}
    </section>
  );
}

function AwardCount({
  award,
  canGive,
  giving,
  onGive,
}: {
  award: AwardResult;
  canGive: boolean;
  giving: boolean;
  onGive: () => void;
}) {
  const { t } = useVotingTranslation();
  const leaders = award.projects.filter((project) => project.rank === 1 && project.votes > 0);
  const top = award.projects[0]?.votes ?? 0;
  const holders = award.projects.filter((project) => award.winnerIds.includes(project.id));
  const leadersHold =
    leaders.length > 0 &&
    leaders.length === award.winnerIds.length &&
    leaders.every((leader) => award.winnerIds.includes(leader.id));
  return (
    <article className="stack tight vote-count" data-testid="vote-count">
      <AwardSummary award={award} />
      {award.projects.length === 0 ? (
        <p className="muted">{t('voting.console.noVotesYet')}</p>
      ) : (
        <ol className="vote-bars">
          {award.projects.slice(0, SHOWN).map((project) => (
            <li key={project.id}>
              <span className="vote-bar-label">
                <span>
                  {project.rank}. {project.title}
                </span>
                <strong>{t('voting.votes', { count: project.votes })}</strong>
              </span>
              <meter min={0} max={top} value={project.votes} aria-label={project.title} />
            </li>
          ))}
        </ol>
      )}
      {leadersHold ? (
        <p className="form-success">
          {t('voting.console.holds', { titles: holders.map((project) => project.title).join(', ') })}
        </p>
      ) : (
        canGive &&
        leaders.length > 0 && (
          <div>
            <button type="button" className="button primary" disabled={giving} onClick={onGive}>
              {t('voting.console.giveTo', { titles: leaders.map((project) => project.title).join(', ') })}
            </button>
          </div>
        )
      )}
    </article>
  );
}
