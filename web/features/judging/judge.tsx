import { useState } from 'react';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../auth/session';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { useMyJudging } from './api';
import { JudgeRegistration } from './judge-registration';
import { JudgeRound } from './judge-round';
import { MyConflicts } from './my-conflicts';
import './judging.css';

/**
 * /{eventSlug}/judge: the judge's page, for a phone held in one hand in a noisy hall. Not a judge yet:
 * registration (while the organiser allows it); waiting for the organiser: conflicts to declare;
 * an active judge: the project in front of them and its score sheet.
 */
export function JudgePage() {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const session = useSession();
  const me = useMyJudging(event.id);
  const [chosenRound, setChosenRound] = useState<number | null>(null);
  useDocumentTitle(t('judge.title'));

  if (!hasFeature(event, 'enable_judging')) {
    return <p className="notice">{t('notInPlan')}</p>;
  }
  if (me.isPending || !session) return <Loading />;
  if (me.isError) return <ErrorMessage message={me.error.message} onRetry={() => me.refetch()} />;
  const { status, rounds } = me.data;
  const open = rounds.filter((round) => round.state === 'open');
  const round = open.find((candidate) => candidate.id === chosenRound) ?? open[0];

  return (
    <div className="judge-page stack">
      <header>
        <p className="eyebrow">{event.name}</p>
        <h1>{round ? round.name : t('judge.title')}</h1>
      </header>
      {status === 'none' && <JudgeRegistration me={me.data} />}
      {status === 'pending' && (
        <>
          <section className="judge-card stack" data-testid="judge-pending">
            <h2>{t('judge.pendingTitle')}</h2>
            <p>{t('judge.pendingText')}</p>
          </section>
          <MyConflicts declared={me.data.conflictProjectIds} />
        </>
      )}
      {status === 'active' && (
        <>
          {open.length > 1 && (
            <div className="round-switch" role="group" aria-label={t('judge.rounds')}>
              {open.map((candidate) => (
                <button
                  key={candidate.id}
                  type="button"
                  className={`button big${candidate.id === round?.id ? ' primary' : ''}`}
                  aria-pressed={candidate.id === round?.id}
                  onClick={() => setChosenRound(candidate.id)}
                >
                  {candidate.name}
                </button>
              ))}
            </div>
          )}
          {round ? (
            <JudgeRound key={round.id} eventId={event.id} roundId={round.id} userId={session.userId} />
          ) : (
            <NoRoundOpen onCheck={() => me.refetch()} />
          )}
          <MyConflicts declared={me.data.conflictProjectIds} />
        </>
      )}
    </div>
  );
}

function NoRoundOpen({ onCheck }: { onCheck: () => void }) {
  const { t } = useTranslation('judging');
  return (
    <section className="judge-card stack" data-testid="no-round">
      <h2>{t('judge.noRoundTitle')}</h2>
      <p>{t('judge.noRoundText')}</p>
      <button type="button" className="button block big" onClick={onCheck}>
        {t('judge.checkAgain')}
      </button>
    </section>
  );
}
