import { useState } from 'react';
import { Link } from 'react-router';
import { JUDGING_LIMITS, type JudgingRound, type LeaderboardResponse } from '../../../common/judging';
import { useConfirm } from '../../components/confirm';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useRefreshEvent, useWinners } from '../console/api';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation } from './api';
import { placeLabel } from './leaderboard';

/**
 * Results become awards in one step: the project ranked first gets the first chosen award, and so on.
 * The awards stay unpublished until the organiser publishes them on the awards page, as any award.
 * Nothing is chosen for the organiser where the results cannot tell: a place is pre-filled only when
 * the intervals settle it, a tied place says so, and taking awards back from their holders is off
 * unless asked for, with a confirmation.
 */
export function AwardsFromResults({ round, board }: { round: JudgingRound; board: LeaderboardResponse }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const { toast } = useUi();
  const refreshEvent = useRefreshEvent();
  const winners = useWinners(event.slug);
  const awards = [...(winners.data?.awards ?? [])]
    .filter((award) => board.categoryId === null || !award.category || award.category.id === board.categoryId)
    .sort((a, b) => b.rank - a.rank);
  const confirm = useConfirm();
  const ranked = board.entries.filter((entry) => entry.rank !== null);
  const most = Math.min(ranked.length, JUDGING_LIMITS.placesMax);
  const [count, setCount] = useState(Math.min(3, most));
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [replace, setReplace] = useState(false);
  const settled = (place: number) => {
    const range = ranked[place]?.rankRange;
    return range?.best === place + 1 && range.worst === place + 1;
  };
  const places = Array.from(
    { length: count },
    (_, place) => chosen[place] ?? (settled(place) ? String(awards[place]?.id ?? '') : ''),
  );
  const askToReplace = async (checked: boolean) => {
    if (!checked) return setReplace(false);
    if (await confirm(t('awards.replaceConfirm'))) setReplace(true);
  };
  const give = useJudgingMutation(() =>
    judgingApi.makeAwards(event.id, round.id, {
      categoryId: board.categoryId,
      places: places.map(Number),
      replace,
    }),
  );

  if (most === 0) return null;
  return (
    <section className="card stack" data-testid="awards-from-results">
      <h2>{t('awards.title')}</h2>
      {awards.length === 0 ? (
        <p className="muted">
          {t('awards.noAwards')}{' '}
          <Link to={to(`/${event.slug}/manage/awards`)}>{t('awards.defineAwards')}</Link>
        </p>
      ) : (
        <>
          <p className="muted small">{t('awards.intro')}</p>
          <FormError error={give.error} />
          <label className="field narrow-field">
            <span>{t('awards.count')}</span>
            <select value={count} onChange={(e) => setCount(Number(e.target.value))}>
              {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <ol className="plain-list stack tight">
            {places.map((awardId, place) => (
              // A place is its position: the list is a fixed count of places, never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={place} className="award-place">
                <span>
                  {t('awards.place', { place: place + 1, title: ranked[place]?.project.title ?? '' })}
                  {!settled(place) && ranked[place] && (
                    <span className="muted small" data-testid="award-place-tied">
                      {' '}
                      {t('awards.tied', { places: placeLabel(ranked[place]) })}
                    </span>
                  )}
                </span>
                <select
                  aria-label={t('awards.awardFor', { place: place + 1 })}
                  value={awardId}
                  onChange={(e) => setChosen({ ...chosen, [place]: e.target.value })}
                >
                  <option value="">—</option>
                  {awards.map((award) => (
                    <option key={award.id} value={award.id}>
                      {award.name}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ol>
          <label className="checkbox-row">
            <input type="checkbox" checked={replace} onChange={(e) => void askToReplace(e.target.checked)} />
            <span>{t('awards.replace')}</span>
          </label>
          <div className="row wrap">
            <button
              type="button"
              className="button primary"
              disabled={places.some((id) => !id) || give.isPending}
              onClick={() =>
                give.mutate(undefined, {
                  onSuccess: (result) => {
                    void refreshEvent();
                    toast(t('awards.given', { count: result.given.length }), 'success');
                  },
                })
              }
            >
              {t('awards.give', { count })}
            </button>
            <Link className="button ghost" to={to(`/${event.slug}/manage/awards`)}>
              {t('awards.publish')}
            </Link>
          </div>
          {give.data && (
            <ul className="form-success plain-list" data-testid="awards-given">
              {give.data.given.map((given) => (
                <li key={`${given.place}-${given.awardId}`}>
                  {t('awards.givenLine', {
                    place: given.place,
                    award: awards.find((award) => award.id === given.awardId)?.name ?? '',
                    title: given.title,
                  })}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
