import { useId } from 'react';
import { type CriterionInput, JUDGING_LIMITS, type JudgingRubric, rubricForm } from '../../../common/judging';
import { Field, FieldMessage, FormError, invalidProps } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation } from './api';

/**
 * A criterion as the form holds it: its numbers as the texts typed, since a list's inputs have no
 * `numberField` to keep the text beside the number ("1." on the way to "1.5").
 */
interface CriterionValues {
  /** The list key: the saved criterion's id, else one of its own. */
  key: string;
  id?: number;
  name: string;
  description: string;
  weight: string;
  min: string;
  max: string;
}
type RubricValues = { criteria: CriterionValues[] };

let draftCount = 0;
/** A list key for a criterion not saved yet (saved ones use their id). */
const newKey = () => {
  draftCount += 1;
  return `new-${draftCount}`;
};
const blank = (): CriterionValues => ({
  key: newKey(),
  name: '',
  description: '',
  weight: '1',
  min: '1',
  max: '5',
});

const valuesOf = (rubric: JudgingRubric, keepIds: boolean): RubricValues => ({
  criteria: rubric.criteria.map((criterion) => ({
    key: keepIds ? `c-${criterion.id}` : newKey(),
    id: keepIds ? criterion.id : undefined,
    name: criterion.name,
    description: criterion.description ?? '',
    weight: String(criterion.weight),
    min: String(criterion.min),
    max: String(criterion.max),
  })),
});

/** An empty input is left out, which the schema refuses as missing; other text as the number it is (or NaN). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text)) as number;

/** The request: the typed numbers as numbers, an empty description as none. */
const requestOf = ({ criteria }: RubricValues) => ({
  criteria: criteria.map(({ id, name, description, weight, min, max }) => ({
    ...(id ? { id } : {}),
    name,
    description: description || null,
    weight: numberOf(weight),
    min: numberOf(min),
    max: numberOf(max),
  })),
});

/** One rubric's criteria as a form; read-only (with the reason) once a score was stored against it. */
export function RubricEditor({
  rubric,
  general,
  editable,
}: {
  rubric: JudgingRubric;
  general: JudgingRubric;
  editable: boolean;
}) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const formId = useId();
  const rubricKey = rubric.categoryId ?? 'general';
  const save = useJudgingMutation((input: { criteria: CriterionInput[] }) =>
    judgingApi.saveRubric(event.id, rubricKey, input),
  );
  const form = useZodForm(
    rubricForm,
    valuesOf(rubric, true),
    async (input) => {
      const saved = await save.mutateAsync(input);
      form.reset(valuesOf(saved, true));
      toast(t('rubric.saved'), 'success');
    },
    { toInput: requestOf },
  );
  // A category's way back to the general rubric: its criteria emptied, whatever the form holds.
  const clear = useJudgingMutation(() => judgingApi.saveRubric(event.id, rubricKey, { criteria: [] }));
  const { criteria } = form.values;
  const locked = rubric.locked;
  const canEdit = editable && !locked;
  const isCategory = rubric.categoryId !== null;
  const pending = form.submitting || clear.isPending;
  const setCriteria = (next: CriterionValues[]) => form.setValue('criteria', next);
  const change = (index: number, patch: Partial<CriterionValues>) =>
    setCriteria(criteria.map((criterion, i) => (i === index ? { ...criterion, ...patch } : criterion)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...criteria];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    setCriteria(next);
  };
  const title = (
    <h2 id={`${formId}-title`}>{isCategory ? t('rubric.categoryTitle') : t('rubric.generalTitle')}</h2>
  );
  const lockedNotice = locked && (
    <p className="notice" data-testid="rubric-locked">
      {t('rubric.locked')}
    </p>
  );

  if (!canEdit && rubric.criteria.length > 0) {
    return (
      <section className="card stack" aria-labelledby={`${formId}-title`}>
        {title}
        {lockedNotice}
        <ol className="rubric-readonly">
          {rubric.criteria.map((criterion) => (
            <li key={criterion.id}>
              <strong>{criterion.name}</strong>{' '}
              <span className="muted">
                {t('rubric.summary', { weight: criterion.weight, min: criterion.min, max: criterion.max })}
              </span>
              {criterion.description && <p className="muted small">{criterion.description}</p>}
            </li>
          ))}
        </ol>
      </section>
    );
  }

  if (isCategory && criteria.length === 0) {
    return (
      <section className="card stack">
        <p>{t('rubric.usesGeneral')}</p>
        {canEdit && (
          <button
            type="button"
            className="button"
            onClick={() =>
              setCriteria(general.criteria.length ? valuesOf(general, false).criteria : [blank()])
            }
          >
            {t('rubric.ownRubric')}
          </button>
        )}
      </section>
    );
  }

  return (
    <form className="card stack" onSubmit={form.handleSubmit} noValidate aria-labelledby={`${formId}-title`}>
      {title}
      {lockedNotice}
      <FormError error={form.serverError ?? clear.error} />
      {criteria.length === 0 && <p className="muted">{t('rubric.empty')}</p>}
      <ol className="criteria">
        {criteria.map((criterion, index) => (
          <li key={criterion.key} className="criterion">
            <fieldset disabled={!canEdit} className="stack">
              <legend>{t('rubric.criterion', { n: index + 1 })}</legend>
              <CriterionFields
                criterion={criterion}
                errorOf={(name) => form.errors[`criteria.${index}.${name}`]}
                onChange={(patch) => change(index, patch)}
              />
              {canEdit && (
                <div className="row wrap">
                  <button
                    type="button"
                    className="button ghost small"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {t('rubric.up')}
                  </button>
                  <button
                    type="button"
                    className="button ghost small"
                    disabled={index === criteria.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t('rubric.down')}
                  </button>
                  <button
                    type="button"
                    className="button ghost small"
                    onClick={() => setCriteria(criteria.filter((_, i) => i !== index))}
                  >
                    {t('rubric.remove')}
                  </button>
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {canEdit && (
        <div className="row wrap">
          <button
            type="button"
            className="button"
            disabled={criteria.length >= JUDGING_LIMITS.criteriaMax}
            onClick={() => setCriteria([...criteria, blank()])}
          >
            {t('rubric.add')}
          </button>
          <button
            type="submit"
            className="button primary"
            disabled={pending || (!isCategory && criteria.length === 0)}
          >
            {t('rubric.save')}
          </button>
          {isCategory && (
            <button
              type="button"
              className="button ghost"
              disabled={pending}
              onClick={() =>
                clear.mutate(undefined, { onSuccess: () => toast(t('rubric.saved'), 'success') })
              }
            >
              {t('rubric.useGeneral')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}

type CriterionField = 'name' | 'description' | 'weight' | 'min' | 'max';

/** One criterion's inputs, each with its error (the rubric schema's, by the criterion's path) under it. */
function CriterionFields({
  criterion,
  errorOf,
  onChange,
}: {
  criterion: CriterionValues;
  errorOf: (name: CriterionField) => string | undefined;
  onChange: (patch: Partial<CriterionValues>) => void;
}) {
  const { t } = useTranslation('judging');
  const id = useId();
  const descriptionError = errorOf('description');
  const number = (name: 'weight' | 'min' | 'max') => ({
    label: t(`rubric.${name}`),
    type: 'number',
    required: true,
    value: criterion[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  return (
    <>
      <Field
        label={t('rubric.name')}
        required
        value={criterion.name}
        maxLength={JUDGING_LIMITS.criterionNameMax}
        error={errorOf('name')}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className="field">
        <label htmlFor={id}>{t('rubric.description')}</label>
        <textarea
          id={id}
          rows={2}
          value={criterion.description}
          maxLength={JUDGING_LIMITS.criterionDescriptionMax}
          onChange={(event) => onChange({ description: event.target.value })}
          {...invalidProps(descriptionError, `${id}-error`)}
        />
        <FieldMessage id={`${id}-error`} error={descriptionError} />
      </div>
      <div className="criterion-numbers">
        <Field {...number('weight')} inputMode="decimal" min={0} step="any" />
        {(['min', 'max'] as const).map((end) => (
          <Field
            key={end}
            {...number(end)}
            inputMode="numeric"
            min={JUDGING_LIMITS.scaleLowest}
            max={JUDGING_LIMITS.scaleHighest}
            step={1}
          />
        ))}
      </div>
    </>
  );
}
