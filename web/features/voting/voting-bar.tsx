import { Link, useLocation } from 'react-router';
import type { PeoplesChoice } from '../../../common/voting';
import { Icon } from '../../components/icons';
import { useLocalePath } from '../../lib/locale';
import { useTimeZone } from '../../lib/time-zone';
import { useCurrentEvent } from '../event/event-context';
import { isBallotOpen } from './api';
import { categoryNote, formatWhen, votesFor, votesLeft } from './ballot';
import { useVotingTranslation } from './i18n';

/**
 * People's choice above the gallery: whether voting is open and until when, and for a voter, the votes
 * left per award and the projects they went to. Before and after the window it says when voting opens,
 * or that the results are coming or out.
 */
export function VotingBar({ state }: { state: PeoplesChoice }) {
  const { t, i18n } = useVotingTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const location = useLocation();
  const timeZone = useTimeZone();
  const when = (iso: string | null) => formatWhen(iso, i18n.language, timeZone);
  const { ballot } = state;

  const status = state.resultsPublished ? (
    <>
      {t('voting.resultsOut')} <Link to={to(`/${event.slug}/winners`)}>{t('voting.seeResults')}</Link>
    </>
  ) : state.window.state === 'open' ? (
    t('voting.openUntil', { date: when(state.window.closesAt) })
  ) : state.window.state === 'upcoming' ? (
    t('voting.opensOn', { date: when(state.window.opensAt) })
  ) : state.window.state === 'closed' ? (
    t('voting.closedResultsSoon')
  ) : null;
  if (!status) return null;

  return (
    <section className="card voting-bar" aria-labelledby="voting-bar-title" data-testid="voting-bar">
      <h2 id="voting-bar-title">
        <Icon name="trophy" size={18} /> {t('voting.title')}
      </h2>
      <p>{status}</p>
      {isBallotOpen(state) &&
        (!ballot ? (
          <p>
            <Link
              className="button primary small"
              to={`${to(`/${event.slug}/login`)}?returnUrl=${encodeURIComponent(location.pathname)}`}
            >
              {t('voting.logInToVote')}
            </Link>
          </p>
        ) : ballot.blockedBy ? (
          <p className="form-error">{t(`voting.error.${ballot.blockedBy}`)}</p>
        ) : (
          <ul className="voting-tally">
            {state.awards.map((award) => (
              <li key={award.id} data-testid="votes-left">
                <strong>{award.name}</strong>
                {categoryNote(award.name, award.category?.name) && (
                  <span className="muted"> · {categoryNote(award.name, award.category?.name)}</span>
                )}
                : {t('voting.votesLeft', { left: votesLeft(state, award.id), count: state.votesPerAward })}
                {votesFor(state, award.id).length > 0 && (
                  <span className="muted">
                    {' '}
                    —{' '}
                    {t('voting.youVotedFor', {
                      titles: votesFor(state, award.id)
                        .map((vote) => vote.title)
                        .join(', '),
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
