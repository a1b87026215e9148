import { Link } from 'react-router';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';
import { useVotingResults } from './actions-api';
import { isBallotOpen, usePeoplesChoice } from './api';
import { AwardSummary } from './award-summary';
import { useVotingTranslation } from './i18n';

const SHOWN = 5;

/**
 * People's choice on the winners page: while voting is open, a pointer to the gallery; once the
 * organisers publish the results, the leading projects of each award with their votes.
 */
export function PeoplesChoiceResults() {
  const { t } = useVotingTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const state = usePeoplesChoice(event.slug);
  const published = Boolean(state.data?.resultsPublished);
  const results = useVotingResults(event.slug, { enabled: published });
  if (isBallotOpen(state.data)) {
    return (
      <p className="notice" data-testid="voting-open-notice">
        {t('voting.openNotice')} <Link to={to(`/${event.slug}/projects`)}>{t('voting.goVote')}</Link>
      </p>
    );
  }
  if (!published || !results.data?.published || results.data.awards.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="peoples-choice-results" data-testid="peoples-choice-results">
      <h2 id="peoples-choice-results">{t('voting.resultsTitle')}</h2>
      <ul className="winners">
        {results.data.awards.map((award) => (
          <li key={award.id} className="card stack">
            <AwardSummary award={award} trophy />
            <ol className="vote-results">
              {award.projects.slice(0, SHOWN).map((project) => (
                <li key={project.id}>
                  <Link to={to(`/${event.slug}/project/${project.slug}`)}>{project.title}</Link>{' '}
                  <span className="muted">{t('voting.votes', { count: project.votes })}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
