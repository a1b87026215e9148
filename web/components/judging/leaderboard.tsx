import type { LeaderboardResponse } from '../../../common/judging';
import { useTranslation } from '../../i18n/react';
import { ShortList } from './short-list';

const format = (value: number) => value.toFixed(2);

/**
 * The ranked projects with score, looks and the interval the score probably lies in, drawn as a bar
 * on one scale for the whole board, so overlapping bars show places that are not settled yet. A table
 * on a desktop; each row becomes a card on a phone.
 */
export function Leaderboard({ board }: { board: LeaderboardResponse }) {
  const { t } = useTranslation('judging');
  const level = Math.round(board.confidence * 100);
  if (board.entries.length === 0) return <p className="muted">{t('results.empty')}</p>;
  const low = Math.min(...board.entries.map((entry) => entry.ciLow));
  const high = Math.max(...board.entries.map((entry) => entry.ciHigh));
  const span = high - low || 1;
  const at = (value: number) => `${((value - low) / span) * 100}%`;

  return (
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
            <td data-label={t('results.rank')} className="rank">
              {entry.rank}
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
            </th>
            <td data-label={t('results.score')} className="number">
              {format(entry.score)}
            </td>
            <td data-label={t('results.interval', { level })} className="interval-cell">
              <span className="interval" aria-hidden="true">
                <span
                  className="interval-range"
                  style={{ left: at(entry.ciLow), width: `calc(${at(entry.ciHigh)} - ${at(entry.ciLow)})` }}
                />
                <span className="interval-score" style={{ left: at(entry.score) }} />
              </span>
              <span className="interval-text small muted">
                {format(entry.ciLow)} – {format(entry.ciHigh)}
              </span>
            </td>
            <td data-label={t('results.looks')} className="number">
              {entry.looks}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
