import { useId } from 'react';
import { Link } from 'react-router';
import {
  type PeoplesChoice,
  type PeoplesChoiceSettings,
  peoplesChoiceSettingsBody,
  VOTES_PER_AWARD_MAX,
  VOTES_PER_AWARD_MIN,
} from '../../../common/voting';
import { votingStaffApi } from '../../api/contract';
import { useCategories } from '../../api/hooks';
import { ErrorMessage, Loading } from '../../components/feedback';
import { controlProps, FieldMessage, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Boundary } from '../../lib/hydration';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { organiserApi, useCollection } from '../console/api';
import { useConsoleCan } from '../console/console-context';
import { useCurrentEvent } from '../event/event-context';
import { useVotingMutation } from './actions-api';
import { usePeoplesChoice } from './api';
import { categoryNote, formatWhen } from './ballot';
import { useVotingTranslation } from './i18n';
import { LiveResults } from './voting-results';

/** /{slug}/manage/voting: turn People's choice on, choose its awards and N, watch and publish the count. */
export function ConsoleVoting() {
  return (
    <Boundary fallback={<Loading />}>
      <VotingConsole />
    </Boundary>
  );
}

function VotingConsole() {
  const { t } = useVotingTranslation();
  const event = useCurrentEvent();
  const state = usePeoplesChoice(event.slug);
  if (state.isPending) return <Loading />;
  if (state.isError) return <ErrorMessage message={state.error.message} onRetry={() => state.refetch()} />;
  return (
    <div className="stack">
      <h1>{t('console.sections.voting')}</h1>
      <p className="muted">{t('voting.console.intro')}</p>
      <VotingWindowNotice state={state.data} />
      <VotingSettings key={JSON.stringify(settingsOf(state.data))} state={state.data} />
      <LiveResults state={state.data} />
    </div>
  );
}

const settingsOf = (state: PeoplesChoice): PeoplesChoiceSettings => ({
  isEnabled: state.isEnabled,
  votesPerAward: state.votesPerAward,
  awardIds: state.awards.map((award) => award.id),
  strictVoters: state.strictVoters,
});

function VotingWindowNotice({ state }: { state: PeoplesChoice }) {
  const { t, i18n } = useVotingTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const { window } = state;
  if (window.state === 'none') {
    return (
      <p className="notice" data-testid="voting-window">
        {t('voting.console.noWindow')}{' '}
        <Link to={to(`/${event.slug}/manage/timeline`)}>{t('voting.console.editTimeline')}</Link>
      </p>
    );
  }
  return (
    <p className="notice" data-testid="voting-window">
      {t(`voting.console.window.${window.state}`, {
        opens: formatWhen(window.opensAt, i18n.language),
        closes: formatWhen(window.closesAt, i18n.language),
      })}
    </p>
  );
}

function VotingSettings({ state }: { state: PeoplesChoice }) {
  const { t } = useVotingTranslation();
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const { toast } = useUi();
  const awards = useCollection(event.id, 'awards');
  const categories = useCategories(event.id);
  const votesId = useId();
  const save = useVotingMutation((settings: PeoplesChoiceSettings) =>
    votingStaffApi.saveSettings(event.slug, settings),
  );
  const form = useZodForm(peoplesChoiceSettingsBody, settingsOf(state), async (settings) => {
    await save.mutateAsync(settings);
    toast(t('console.saved'), 'success');
  });
  const perCategory = useVotingMutation(async (names: { name: string; categoryId: number }[]) => {
    const created = await Promise.all(
      names.map((award) => organiserApi.addItem(event.id, 'awards', { ...award, rank: 0 })),
    );
    return created.map((award) => award.id);
  });
  const editable = can('edit_event');
  const chosen = new Set(form.values.awardIds);
  const categoriesWithout = (categories.data ?? []).filter(
    (category) => !awards.data?.some((award) => award.categoryId === category.id && chosen.has(award.id)),
  );
  const toggle = (id: number, on: boolean) =>
    form.setValue(
      'awardIds',
      on ? [...form.values.awardIds, id] : form.values.awardIds.filter((other) => other !== id),
    );

  return (
    <form
      className="card stack voting-settings"
      onSubmit={form.handleSubmit}
      noValidate
      data-testid="voting-settings"
    >
      <h2>{t('voting.console.settings')}</h2>
      <FormError error={form.serverError ?? perCategory.error} />
      <fieldset className="stack" disabled={!editable}>
        <label className="checkbox-chip">
          <input type="checkbox" {...form.checkbox('isEnabled')} />
          {t('voting.console.enable')}
        </label>
        <div className="stack tight">
          <label className="checkbox-chip">
            <input type="checkbox" {...form.checkbox('strictVoters')} data-testid="strict-voters" />
            {t('voting.console.strictVoters')}
          </label>
          <p className="muted small">{t('voting.console.strictVotersHelp')}</p>
        </div>
        <div className="field inline">
          <label htmlFor={votesId}>{t('voting.console.votesPerAward')}</label>
          <input
            id={votesId}
            type="number"
            min={VOTES_PER_AWARD_MIN}
            max={VOTES_PER_AWARD_MAX}
            {...controlProps(form.numberField('votesPerAward'), `${votesId}-error`)}
          />
          <FieldMessage id={`${votesId}-error`} error={form.errors.votesPerAward} />
        </div>
        <fieldset className="stack tight">
          <legend>{t('voting.console.awards')}</legend>
          {awards.data?.length === 0 && <p className="muted">{t('voting.console.noAwards')}</p>}
          <ul className="console-list">
            {awards.data?.map((award) => {
              const category = categoryNote(
                String(award.name),
                categories.data?.find((c) => c.id === award.categoryId)?.name,
              );
              return (
                <li key={award.id}>
                  <label className="checkbox-chip">
                    <input
                      type="checkbox"
                      checked={chosen.has(award.id)}
                      onChange={(e) => toggle(award.id, e.target.checked)}
                    />
                    <span>
                      {String(award.name)}
                      {category && <span className="muted small"> · {category}</span>}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {editable && categoriesWithout.length > 0 && (
            <button
              type="button"
              className="button ghost"
              disabled={perCategory.isPending}
              onClick={() =>
                perCategory.mutate(
                  categoriesWithout.map((category) => ({
                    name: t('voting.console.categoryAwardName', { category: category.name }),
                    categoryId: category.id,
                  })),
                  {
                    onSuccess: (ids) => {
                      form.setValue('awardIds', [...form.values.awardIds, ...ids]);
                      toast(t('voting.console.categoryAwardsAdded', { count: ids.length }), 'success');
                    },
                  },
                )
              }
            >
              {t('voting.console.perCategory', { count: categoriesWithout.length })}
            </button>
          )}
        </fieldset>
      </fieldset>
      {editable && (
        <div className="row end">
          <button type="submit" className="button primary" disabled={form.submitting}>
            {t('console.save')}
          </button>
        </div>
      )}
    </form>
  );
}
