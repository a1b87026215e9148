import {
  type LeaderboardEntryView,
  type LeaderboardResponse,
  MAX_LOOKS_TO_SETTLE,
} from '../../../common/judging';
import { useTranslation } from '../../i18n/react';
import { ShortList } from './short-list';

/** Two decimals, and never "-0.00": a score that rounds to zero is zero. */
export const formatScore = (value: number) => {
  const text = value.toFixed(2);
  return /^-0\.0+$/.test(text) ? text.slice(1) : text;
};

/** "3" where the intervals settle the place, "2–5" where they leave a tie, null without data. */
export function placeLabel(entry: Pick<LeaderboardEntryView, 'rankRange'>): string | null {
  const range = entry.rankRange;
  if (!range) return null;
  return range.best === range.worst ? String(range.best) : `${range.best}–${range.worst}`;
}

function RankCell({ entry }: { entry: LeaderboardEntryView }) {
  const { t } = useTranslation('judging');
  const label = placeLabel(entry);
  if (label === null) return <span className="muted small">{t('results.unranked')}</span>;
  const range = entry.rankRange!;
  if (range.best === range.worst) return <>{label}</>;
  return (
    <span title={t('results.tiedHint', { best: range.best, worst: range.worst })}>
      {label} <span className="pill small-pill">{t('results.tied')}</span>
    </span>
  );
}

/**
 * Where the project's side of a prize cut is not settled yet: which cut, and about how many more looks
 * at it would settle that (computed on the server, docs/judging.md "Which places are unsettled").
 */
function UnsettledNote({ unsettled }: { unsettled: NonNullable<LeaderboardEntryView['unsettled']> }) {
  const { t } = useTranslation('judging');
  const cut = t('results.unsettledCut', { count: unsettled.cutoff });
  const looks =
    unsettled.looksToSettle === null
      ? t('results.nearTie', { max: MAX_LOOKS_TO_SETTLE })
      : t('results.looksToSettle', { count: unsettled.looksToSettle });
  return (
    <span className="unsettled small" data-testid="leaderboard-unsettled">
      {cut} · {looks}
    </span>
  );
}

/**
 * The ranked projects with score, looks and the interval the score probably lies in, drawn as a bar
 * on one scale for the whole board, so overlapping bars show places that are not settled yet. A table
 * on a desktop; each row becomes a card on a phone.
 */
export function Leaderboard({ board }: { board: LeaderboardResponse }) {
  const { t } = useTranslation('judging');
  const level = Math.round(board.confidence * 100);
  if (board.entries.length === 0) return <p className="muted">{t('results.empty')}</p>;
  const judged = board.entries.filter((entry) => entry.rank !== null);
  if (judged.length === 0)
    return (
      <p className="muted" data-testid="leaderboard-empty">
        {t('results.noData')}
      </p>
    );
  const low = Math.min(...judged.map((entry) => entry.ciLow));
  const high = Math.max(...judged.map((entry) => entry.ciHigh));
  const span = high - low || 1;
  const at = (value: number) => `${((value - low) / span) * 100}%`;

  const unsettled = judged.filter((entry) => entry.unsettled !== null).length;

  return (
    <>
      {unsettled > 0 && (
        <p className="muted small" data-testid="leaderboard-unsettled-summary">
          {t('results.unsettledSummary', { count: unsettled })}
        </p>
      )}
      <table className="leaderboard" data-testid="leaderboard">
        <caption className="sr-only">{t('results.caption', { level })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.rank')}</th>
            <th scope="col">{t('results.project')}</th>
            <th scope="col">{t('results.score')}</th>
            <th scope="col">{t('results.interval', { level })}</th>
            <th scope="col">{t('results.looks')}</th>
          </tr>
        </thead>
        <tbody>
          {board.entries.map((entry) => (
            <tr key={entry.project.id} data-testid="leaderboard-entry">
              <td data-label={t('results.rank')} className="rank" data-testid="leaderboard-rank">
                <RankCell entry={entry} />
              </td>
              <th scope="row" className="project-cell">
                <span className="entry-title">{entry.project.title}</span>
                {entry.project.tableNumber && (
                  <span className="muted small"> · {t('table', { number: entry.project.tableNumber })}</span>
                )}
                {entry.reorderedByPairwise && (
                  <span className="pill small-pill" title={t('results.reorderedHint')}>
                    {t('results.reordered')}
                  </span>
                )}
                {entry.unsettled && <UnsettledNote unsettled={entry.unsettled} />}
              </th>
              {entry.rank === null ? (
                <>
                  <td data-label={t('results.score')} className="number muted">
                    —
                  </td>
                  <td data-label={t('results.interval', { level })} className="interval-cell muted small">
                    {t('results.noLooks')}
                  </td>
                </>
              ) : (
                <>
                  <td data-label={t('results.score')} className="number">
                    {formatScore(entry.score)}
                  </td>
                  <td data-label={t('results.interval', { level })} className="interval-cell">
                    <span className="interval" aria-hidden="true">
                      <span
                        className="interval-range"
                        style={{
                          left: at(Math.max(entry.ciLow, low)),
                          width: `calc(${at(Math.min(entry.ciHigh, high))} - ${at(Math.max(entry.ciLow, low))})`,
                        }}
                      />
                      <span className="interval-score" style={{ left: at(entry.score) }} />
                    </span>
                    <span className="interval-text small muted">
                      {formatScore(entry.ciLow)} – {formatScore(entry.ciHigh)}
                    </span>
                  </td>
                </>
              )}
              <td data-label={t('results.looks')} className="number">
                {entry.looks}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Scores that arrived after the round closed: the organiser counts them or leaves them out. */
export function LateLooks({
  board,
  onDecide,
  disabled,
}: {
  board: LeaderboardResponse;
  onDecide?: (lookId: number, counted: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('judging');
  if (board.lateLooks.length === 0) return null;
  return (
    <section className="card stack" data-testid="late-looks">
      <h2>{t('results.lateTitle')}</h2>
      <p className="muted small">{t('results.lateIntro')}</p>
      <ul className="plain-list stack tight">
        {board.lateLooks.map((late) => (
          <li key={late.lookId} className="row between wrap">
            <span>
              {t('results.lateLine', { title: late.title, judge: late.judge.userName })}{' '}
              <span className="pill small-pill">{t(`results.late.${late.decision}`)}</span>
            </span>
            {onDecide && (
              <span className="row wrap">
                <button
                  type="button"
                  className="button small"
                  disabled={disabled || late.decision === 'counted'}
                  onClick={() => onDecide(late.lookId, true)}
                >
                  {t('results.lateCount', { title: late.title })}
                </button>
                <button
                  type="button"
                  className="button small ghost"
                  disabled={disabled || late.decision === 'excluded'}
                  onClick={() => onDecide(late.lookId, false)}
                >
                  {t('results.lateExclude', { title: late.title })}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Projects that most need another judge: under the target, or too close to a neighbour to call. */
export function NeedsMoreLooks({ board }: { board: LeaderboardResponse }) {
  const { t } = useTranslation('judging');
  if (board.needsMoreLooks.length === 0) return null;
  return (
    <section className="card stack" data-testid="needs-more-looks">
      <h2>{t('results.needsTitle')}</h2>
      <ShortList
        items={board.needsMoreLooks}
        render={(item) => (
          <li key={item.projectId} className="row between wrap">
            <span>{item.title}</span>
            <span className="muted small">
              {item.reason === 'under-target'
                ? t('results.underTarget', { count: item.looks })
                : t('results.overlaps', { percent: Math.round(item.overlap * 100) })}
            </span>
          </li>
        )}
      />
    </section>
  );
}
