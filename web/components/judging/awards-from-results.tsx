import { useState } from 'react';
import { Link } from 'react-router';
import { JUDGING_LIMITS, type JudgingRound, type LeaderboardResponse } from '../../../common/judging';
import { judgingApi, useJudgingMutation } from '../../api/judging';
import { useRefreshEvent, useWinners } from '../../api/organiser';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../../lib/event-context';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { FormError } from '../form/fields';

/**
 * Results become awards in one step: the project ranked first gets the first chosen award, and so on.
 * The awards stay unpublished until the organiser publishes them on the awards page, as any award.
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
  const most = Math.min(board.entries.length, JUDGING_LIMITS.placesMax);
  const [count, setCount] = useState(Math.min(3, most));
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [replace, setReplace] = useState(true);
  const places = Array.from(
    { length: count },
    (_, place) => chosen[place] ?? String(awards[place]?.id ?? ''),
  );
  const give = useJudgingMutation(event.id, () =>
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
                  {t('awards.place', { place: place + 1, title: board.entries[place]?.project.title ?? '' })}
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
            <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
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
