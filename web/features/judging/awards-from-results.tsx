import { useId } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  JUDGING_LIMITS,
  type JudgingRound,
  type LeaderboardResponse,
  resultsToAwardsInput,
} from '../../../common/judging';
import { useConfirm } from '../../components/confirm';
import { FieldMessage, FormError, invalidProps } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useRefreshEvent, useWinners } from '../console/api';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation } from './api';
import { placeLabel } from './leaderboard';

/** The places' awards the organiser chose (none yet: the settled default), how many places, and whether to replace. */
type AwardsValues = { count: number; chosen: (string | undefined)[]; replace: boolean };

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
  const id = useId();
  const settled = (place: number) => {
    const range = ranked[place]?.rankRange;
    return range?.best === place + 1 && range.worst === place + 1;
  };
  const placesOf = ({ count, chosen }: AwardsValues) =>
    Array.from(
      { length: count },
      (_, place) => chosen[place] ?? (settled(place) ? String(awards[place]?.id ?? '') : ''),
    );
  const give = useJudgingMutation((input: z.output<typeof resultsToAwardsInput>) =>
    judgingApi.makeAwards(event.id, round.id, input),
  );
  const form = useZodForm(
    resultsToAwardsInput,
    { count: Math.min(3, most), chosen: [], replace: false } as AwardsValues,
    async (input) => {
      const result = await give.mutateAsync(input);
      void refreshEvent();
      toast(t('awards.given', { count: result.given.length }), 'success');
    },
    {
      // A place left empty is no award yet, which the schema refuses under its select.
      toInput: (values) => ({
        categoryId: board.categoryId,
        places: placesOf(values).map((awardId) => (awardId ? Number(awardId) : undefined) as number),
        replace: values.replace,
      }),
    },
  );
  const { count, chosen } = form.values;
  const places = placesOf(form.values);
  const askToReplace = async (checked: boolean) => {
    if (!checked) return form.setValue('replace', false);
    if (await confirm(t('awards.replaceConfirm'))) form.setValue('replace', true);
  };

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
        <form className="stack" onSubmit={form.handleSubmit} noValidate>
          <p className="muted small">{t('awards.intro')}</p>
          <FormError error={form.serverError} />
          <label className="field narrow-field">
            <span>{t('awards.count')}</span>
            <select value={count} onChange={(e) => form.setValue('count', Number(e.target.value))}>
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
                <div className="field">
                  <select
                    aria-label={t('awards.awardFor', { place: place + 1 })}
                    value={awardId}
                    onChange={(e) =>
                      form.setValue('chosen', Object.assign([...chosen], { [place]: e.target.value }))
                    }
                    {...invalidProps(form.errors[`places.${place}`], `${id}-${place}-error`)}
                  >
                    <option value="">—</option>
                    {awards.map((award) => (
                      <option key={award.id} value={award.id}>
                        {award.name}
                      </option>
                    ))}
                  </select>
                  <FieldMessage id={`${id}-${place}-error`} error={form.errors[`places.${place}`]} />
                </div>
              </li>
            ))}
          </ol>
          <label className="checkbox-row">
            <input
              type="checkbox"
              checked={form.values.replace}
              onChange={(e) => void askToReplace(e.target.checked)}
            />
            <span>{t('awards.replace')}</span>
          </label>
          <div className="row wrap">
            <button type="submit" className="button primary" disabled={form.submitting}>
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
        </form>
      )}
    </section>
  );
}
