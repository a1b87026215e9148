import { useSearchParams } from 'react-router';
import { CONFIDENCE_LEVELS, DEFAULT_CONFIDENCE, type JudgingRound } from '../../../common/judging';
import { useCategories } from '../../api/hooks';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { downloadScores, judgingApi, useJudgingMutation, useLeaderboard, useRound } from './api';
import { AssignmentsPanel } from './assignments-panel';
import { AwardsFromResults } from './awards-from-results';
import { JudgeReviewPanel } from './judge-review';
import { LateLooks, Leaderboard, NeedsMoreLooks } from './leaderboard';
import { ProgressPanel } from './progress-panel';

/** The round shown: the one in the address, else the open one, else the newest. */
function chooseRound(rounds: JudgingRound[], asked: string | null): JudgingRound | undefined {
  return (
    rounds.find((round) => String(round.id) === asked) ??
    rounds.find((round) => round.state === 'open') ??
    rounds[rounds.length - 1]
  );
}

/**
 * Live results of one round: the leaderboard (all projects or one category), what needs more looks,
 * judges' progress and assignments, judges' habits, and the one-step path to awards. While the round
 * is open, the numbers refresh every few seconds.
 */
export function ResultsPanel({ rounds, editable }: { rounds: JudgingRound[]; editable: boolean }) {
  const { t } = useTranslation('judging');
  const [params, setParams] = useSearchParams();
  const round = chooseRound(rounds, params.get('round'));
  if (!round) return <p className="muted">{t('rounds.none')}</p>;
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    next.set('tab', 'results');
    setParams(next, { replace: true });
  };

  return (
    <div className="stack">
      <div className="row wrap results-controls">
        <label className="field inline">
          <span>{t('results.round')}</span>
          <select
            value={round.id}
            onChange={(e) => setParam('round', e.target.value)}
            data-testid="results-round"
          >
            {rounds.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} ({t(`rounds.state.${candidate.state}`)})
              </option>
            ))}
          </select>
        </label>
        <label className="field inline">
          <span>{t('results.confidence')}</span>
          <select
            value={params.get('confidence') ?? DEFAULT_CONFIDENCE}
            onChange={(e) => setParam('confidence', e.target.value)}
          >
            {CONFIDENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {Math.round(level * 100)} %
              </option>
            ))}
          </select>
        </label>
      </div>
      <RoundResults
        key={round.id}
        round={round}
        categoryId={params.get('category') ? Number(params.get('category')) : null}
        confidence={Number(params.get('confidence') ?? DEFAULT_CONFIDENCE)}
        onCategory={(id) => setParam('category', id === null ? null : String(id))}
        editable={editable}
      />
    </div>
  );
}

function RoundResults({
  round,
  categoryId,
  confidence,
  onCategory,
  editable,
}: {
  round: JudgingRound;
  categoryId: number | null;
  confidence: number;
  onCategory: (categoryId: number | null) => void;
  editable: boolean;
}) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const live = round.state === 'open';
  const detail = useRound(event.id, round.id);
  const categories = useCategories(event.id);
  const board = useLeaderboard(event.id, round.id, { categoryId, confidence, live });
  const release = useJudgingMutation((released: boolean) =>
    judgingApi.releaseFeedback(event.id, round.id, { released }),
  );
  const decideLate = useJudgingMutation(({ lookId, counted }: { lookId: number; counted: boolean }) =>
    judgingApi.decideLateLook(event.id, round.id, lookId, { counted }),
  );
  const download = useJudgingMutation(() =>
    downloadScores(event.id, round.id, `${event.slug}-${round.name}-scores.csv`.replace(/\s+/g, '-')),
  );
  const inRound = new Set(detail.data?.projects.flatMap((project) => project.categoryIds) ?? []);
  const roundCategories = categories.data?.filter((category) => inRound.has(category.id)) ?? [];

  return (
    <>
      <div className="row wrap">
        {live && (
          <span className="pill live" data-testid="live">
            {t('results.live')}
          </span>
        )}
        <button type="button" className="button ghost" onClick={() => download.mutate(undefined)}>
          {t('results.csv')}
        </button>
        {editable && (
          <button
            type="button"
            className="button ghost"
            disabled={release.isPending}
            onClick={() =>
              release.mutate(!round.feedbackReleased, {
                onSuccess: () =>
                  toast(
                    t(round.feedbackReleased ? 'results.feedbackHidden' : 'results.feedbackShown'),
                    'success',
                  ),
              })
            }
          >
            {round.feedbackReleased ? t('results.hideFeedback') : t('results.releaseFeedback')}
          </button>
        )}
      </div>
      <FormError error={download.error ?? release.error ?? decideLate.error} />
      {roundCategories.length > 1 && (
        <nav className="chips" aria-label={t('results.categories')}>
          <button
            type="button"
            className={`chip${categoryId === null ? ' active' : ''}`}
            aria-pressed={categoryId === null}
            onClick={() => onCategory(null)}
          >
            {t('results.allCategories')}
          </button>
          {roundCategories.map((category) => (
            <button
              type="button"
              key={category.id}
              className={`chip${categoryId === category.id ? ' active' : ''}`}
              aria-pressed={categoryId === category.id}
              onClick={() => onCategory(category.id)}
            >
              {category.name}
            </button>
          ))}
        </nav>
      )}
      {board.isPending ? (
        <Loading />
      ) : board.isError ? (
        <ErrorMessage message={board.error.message} onRetry={() => board.refetch()} />
      ) : (
        <>
          <Leaderboard board={board.data} />
          <LateLooks
            board={board.data}
            disabled={decideLate.isPending}
            onDecide={editable ? (lookId, counted) => decideLate.mutate({ lookId, counted }) : undefined}
          />
          <NeedsMoreLooks board={board.data} />
          {editable && <AwardsFromResults round={round} board={board.data} />}
        </>
      )}
      <ProgressPanel round={round} projects={detail.data?.projects ?? []} live={live} />
      <AssignmentsPanel
        round={round}
        projects={detail.data?.projects ?? []}
        pins={detail.data?.pins ?? []}
        editable={editable}
      />
      <JudgeReviewPanel round={round} />
    </>
  );
}
