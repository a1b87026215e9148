import { type ReactNode, useId } from 'react';
import {
  JUDGING_LIMITS,
  type JudgingRound,
  PROJECT_SETS,
  type ProjectSet,
  ROUND_MODES,
  type RoundInput,
  type RoundMode,
  type RoundPatch,
  roundInput,
  roundPatch,
} from '../../../common/judging';
import { useCategories, useTimeline } from '../../api/hooks';
import { Field, FieldMessage, FormError, invalidProps, requiredLabel } from '../../components/form/fields';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation } from './api';
import { useFormatWhen } from './when';

/** A round as the form holds it: the selects' ids as their texts, the counts as numbers (or none yet). */
type RoundFormValues = {
  name: string;
  mode: RoundMode;
  projectSet: ProjectSet;
  categoryId: string;
  sourceRoundId: string;
  finalistCount: number | null;
  /** Left empty: the schema's default for a new round, unchanged for an edited one. */
  targetLooks: number | undefined;
  timelineId: string;
};
type RoundZodForm = ZodForm<RoundFormValues>;

const idOf = (text: string) => (text ? Number(text) : null);
const textOf = (id: number | null | undefined) => (id ? String(id) : '');

const valuesOf = (round?: JudgingRound): RoundFormValues => ({
  name: round?.name ?? '',
  mode: round?.mode ?? 'rubric',
  projectSet: round?.projectSet ?? 'approved',
  categoryId: textOf(round?.categoryId),
  sourceRoundId: textOf(round?.sourceRoundId),
  finalistCount: round?.finalistCount ?? 10,
  targetLooks: round?.targetLooks ?? JUDGING_LIMITS.targetLooksDefault,
  timelineId: textOf(round?.timelineId),
});

/** What may change on any round: its name, its target and its timeline entry. */
const basicsOf = (values: RoundFormValues) => ({
  name: values.name,
  targetLooks: values.targetLooks,
  timelineId: idOf(values.timelineId),
});

/** The whole round; a set's own fields count only for the sets that use them. */
const requestOf = (values: RoundFormValues) => ({
  ...basicsOf(values),
  mode: values.mode,
  projectSet: values.projectSet,
  categoryId: values.projectSet === 'approved' ? null : idOf(values.categoryId),
  sourceRoundId: values.projectSet === 'finalists' ? idOf(values.sourceRoundId) : null,
  finalistCount: values.projectSet === 'finalists' ? values.finalistCount : null,
});

interface RoundFormProps {
  rounds: JudgingRound[];
  onDone: () => void;
}

/** Creates a round, or edits one (its mode and project set only until the first look). */
export function RoundForm({ round, ...props }: RoundFormProps & { round?: JudgingRound }) {
  return round ? <EditRoundForm round={round} {...props} /> : <NewRoundForm {...props} />;
}

/** The toast of a saved round, then the form closes. */
function useSaved(message: 'rounds.saved' | 'rounds.created', onDone: () => void) {
  const { t } = useTranslation('judging');
  const { toast } = useUi();
  return (name: string) => {
    toast(t(message, { name }), 'success');
    onDone();
  };
}

function NewRoundForm({ rounds, onDone }: RoundFormProps) {
  const event = useCurrentEvent();
  const saved = useSaved('rounds.created', onDone);
  const create = useJudgingMutation((input: RoundInput) => judgingApi.createRound(event.id, input));
  const form = useZodForm(
    roundInput,
    valuesOf(),
    async (input) => {
      await create.mutateAsync(input);
      saved(input.name);
    },
    { toInput: requestOf },
  );
  return <RoundFields form={form} rounds={rounds} onDone={onDone} />;
}

function EditRoundForm({ round, rounds, onDone }: RoundFormProps & { round: JudgingRound }) {
  const event = useCurrentEvent();
  const saved = useSaved('rounds.saved', onDone);
  const started = round.lookCount > 0;
  const edit = useJudgingMutation((input: RoundPatch) => judgingApi.editRound(event.id, round.id, input));
  const form = useZodForm(
    roundPatch,
    valuesOf(round),
    async (input) => {
      await edit.mutateAsync(input);
      saved(input.name ?? round.name);
    },
    // Once judges have started, the mode and the project set are no longer sent.
    { toInput: started ? basicsOf : requestOf },
  );
  return <RoundFields form={form} round={round} rounds={rounds} onDone={onDone} />;
}

function RoundFields({
  form,
  round,
  rounds,
  onDone,
}: RoundFormProps & { form: RoundZodForm; round?: JudgingRound }) {
  const { t } = useTranslation(['judging', 'translation']);
  const event = useCurrentEvent();
  const id = useId();
  const categories = useCategories(event.id);
  const timeline = useTimeline(event.id);
  const when = useFormatWhen();
  const started = (round?.lookCount ?? 0) > 0;
  const earlier = rounds.filter((candidate) => candidate.id !== round?.id);
  const { projectSet } = form.values;
  const describedBy = (name: 'mode' | 'projectSet') =>
    form.errors[name] ? `${id}-${name}-error` : undefined;

  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{round ? t('rounds.editTitle', { name: round.name }) : t('rounds.newTitle')}</h2>
      <FormError error={form.serverError} />
      <Field
        label={t('rounds.name')}
        maxLength={JUDGING_LIMITS.roundNameMax}
        data-testid="round-name"
        {...form.field('name')}
      />
      {started && <p className="notice small">{t('rounds.startedHint')}</p>}
      <fieldset className="choice-group" disabled={started} aria-describedby={describedBy('mode')}>
        <legend>{t('rounds.modeLabel')}</legend>
        {ROUND_MODES.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={form.values.mode === option}
              onChange={() => form.setValue('mode', option)}
            />
            <span>
              <strong>{t(`rounds.mode.${option}`)}</strong>
              <span className="muted small">{t(`rounds.modeHint.${option}`)}</span>
            </span>
          </label>
        ))}
        <FieldMessage id={`${id}-mode-error`} error={form.errors.mode} />
      </fieldset>
      <fieldset className="choice-group" disabled={started} aria-describedby={describedBy('projectSet')}>
        <legend>{t('rounds.setLabel')}</legend>
        {PROJECT_SETS.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={`${id}-set`}
              checked={projectSet === option}
              disabled={option === 'finalists' && earlier.length === 0}
              onChange={() => form.setValue('projectSet', option)}
            />
            <span>{t(`rounds.setOption.${option}`)}</span>
          </label>
        ))}
        <FieldMessage id={`${id}-projectSet-error`} error={form.errors.projectSet} />
      </fieldset>
      {projectSet === 'finalists' && (
        <div className="row wrap">
          <Labelled label={t('rounds.sourceRound')} input={form.field('sourceRoundId')}>
            {(control) => (
              <select {...control} disabled={started}>
                <option value="">—</option>
                {earlier.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <CountField
            label={t('rounds.finalistCount')}
            max={JUDGING_LIMITS.finalistsMax}
            disabled={started}
            input={form.numberField('finalistCount', { empty: null })}
          />
        </div>
      )}
      {projectSet !== 'approved' && (
        <Labelled
          label={projectSet === 'category' ? t('rounds.category') : t('rounds.finalistCategory')}
          input={form.field('categoryId')}
        >
          {(control) => (
            <select {...control} disabled={started}>
              <option value="">{projectSet === 'category' ? '—' : t('rounds.anyCategory')}</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      )}
      <CountField
        label={t('rounds.targetLooks')}
        max={JUDGING_LIMITS.targetLooksMax}
        placeholder={String(round?.targetLooks ?? JUDGING_LIMITS.targetLooksDefault)}
        input={form.numberField('targetLooks')}
      />
      <p className="field-hint">{t('rounds.targetHint')}</p>
      <Labelled label={t('rounds.timeline')} inline={false} input={form.field('timelineId')}>
        {(control) => (
          <select {...control}>
            <option value="">{t('rounds.byHand')}</option>
            {timeline.data?.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.description ||
                  t(`translation:console.timelineTypes.${entry.timelineType.replace(/^TYPE_/, '')}`)}
                {entry.startAt ? ` · ${when(entry.startAt)}` : ''}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <div className="row wrap">
        <button type="submit" className="button primary" disabled={form.submitting}>
          {round ? t('save') : t('rounds.create')}
        </button>
        <button type="button" className="button ghost" onClick={onDone}>
          {t('translation:common.cancel')}
        </button>
      </div>
    </form>
  );
}

type ControlProps = ReturnType<RoundZodForm['field']>;

/**
 * A label, the control it names and the control's message under it, for the controls `Field` does not
 * draw (a select, a short number input); inline unless told otherwise.
 */
function Labelled({
  label,
  inline = true,
  input: { error, ...input },
  children,
}: {
  label: string;
  inline?: boolean;
  input: ControlProps;
  children: (
    control: Omit<ControlProps, 'error'> & { id: string } & ReturnType<typeof invalidProps>,
  ) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={inline ? 'field inline' : 'field'}>
      <label htmlFor={id} className={requiredLabel(input.required)}>
        {label}
      </label>
      {children({ id, ...input, ...invalidProps(error, `${id}-error`) })}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

/** A whole number from 1 to `max`, whose text may be empty while it is edited. */
function CountField({
  label,
  max,
  disabled,
  placeholder,
  input,
}: {
  label: string;
  max: number;
  disabled?: boolean;
  /** What an empty field stands for. */
  placeholder?: string;
  input: ControlProps;
}) {
  return (
    <Labelled label={label} input={input}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    </Labelled>
  );
}
