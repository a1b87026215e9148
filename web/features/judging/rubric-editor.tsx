import { useId, useState } from 'react';
import {
  type CriterionInput,
  JUDGING_LIMITS,
  type JudgingRubric,
  rubricInput,
} from '../../../common/judging';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation } from './api';

interface CriterionDraft {
  key: string;
  id?: number;
  name: string;
  description: string;
  weight: string;
  min: string;
  max: string;
}

let draftCount = 0;
/** A list key for a criterion not saved yet (saved ones use their id). */
const newKey = () => {
  draftCount += 1;
  return `new-${draftCount}`;
};
const blank = (): CriterionDraft => ({
  key: newKey(),
  name: '',
  description: '',
  weight: '1',
  min: '1',
  max: '5',
});

const draftsOf = (rubric: JudgingRubric, keepIds: boolean): CriterionDraft[] =>
  rubric.criteria.map((criterion) => ({
    key: keepIds ? `c-${criterion.id}` : newKey(),
    id: keepIds ? criterion.id : undefined,
    name: criterion.name,
    description: criterion.description ?? '',
    weight: String(criterion.weight),
    min: String(criterion.min),
    max: String(criterion.max),
  }));

const toInput = (draft: CriterionDraft): CriterionInput => ({
  ...(draft.id ? { id: draft.id } : {}),
  name: draft.name.trim(),
  description: draft.description.trim() || null,
  weight: Number(draft.weight),
  min: Number(draft.min),
  max: Number(draft.max),
});

const FIELDS = ['name', 'description', 'weight', 'min', 'max'] as const;
type Problem = { row: number; field: (typeof FIELDS)[number] | 'scale' };

/** Each problem of the form, by row and field, from the contract's own schema plus the scale's order. */
function problemsOf(drafts: CriterionDraft[]): Problem[] {
  const problems: Problem[] = [];
  const parsed = rubricInput.safeParse({ criteria: drafts.map(toInput) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, row, field] = issue.path;
      const known = FIELDS.find((name) => name === field);
      if (typeof row === 'number' && known) {
        problems.push({ row, field: known });
      }
    }
  }
  drafts.forEach((draft, row) => {
    if (Number(draft.min) >= Number(draft.max)) problems.push({ row, field: 'scale' });
  });
  return problems;
}

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
  const [drafts, setDrafts] = useState(() => draftsOf(rubric, true));
  const [tried, setTried] = useState(false);
  const save = useJudgingMutation((criteria: CriterionInput[]) =>
    judgingApi.saveRubric(event.id, rubric.categoryId ?? 'general', { criteria }),
  );
  const locked = rubric.locked;
  const canEdit = editable && !locked;
  const isCategory = rubric.categoryId !== null;
  const problems = tried ? problemsOf(drafts) : [];
  const change = (index: number, patch: Partial<CriterionDraft>) =>
    setDrafts(drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...drafts];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    setDrafts(next);
  };
  const submit = (criteria: CriterionDraft[]) => {
    setTried(true);
    if (problemsOf(criteria).length) return;
    save.mutate(criteria.map(toInput), { onSuccess: () => toast(t('rubric.saved'), 'success') });
  };

  if (!canEdit && rubric.criteria.length > 0) {
    return (
      <section className="card stack" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`}>{isCategory ? t('rubric.categoryTitle') : t('rubric.generalTitle')}</h2>
        {locked && (
          <p className="notice" data-testid="rubric-locked">
            {t('rubric.locked')}
          </p>
        )}
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

  if (isCategory && drafts.length === 0) {
    return (
      <section className="card stack">
        <p>{t('rubric.usesGeneral')}</p>
        {canEdit && (
          <button
            type="button"
            className="button"
            onClick={() => setDrafts(general.criteria.length ? draftsOf(general, false) : [blank()])}
          >
            {t('rubric.ownRubric')}
          </button>
        )}
      </section>
    );
  }

  return (
    <section className="card stack" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{isCategory ? t('rubric.categoryTitle') : t('rubric.generalTitle')}</h2>
      {locked && (
        <p className="notice" data-testid="rubric-locked">
          {t('rubric.locked')}
        </p>
      )}
      <FormError error={save.error} />
      {problems.length > 0 && (
        <ul className="form-error problem-list" role="alert">
          {problems.map((problem) => (
            <li key={`${problem.row}-${problem.field}`}>
              {t(`rubric.problem.${problem.field}`, { n: problem.row + 1, ...JUDGING_LIMITS })}
            </li>
          ))}
        </ul>
      )}
      {drafts.length === 0 && <p className="muted">{t('rubric.empty')}</p>}
      <ol className="criteria">
        {drafts.map((draft, index) => (
          <li key={draft.key} className="criterion">
            <fieldset disabled={!canEdit} className="stack">
              <legend>{t('rubric.criterion', { n: index + 1 })}</legend>
              <label className="field">
                <span>{t('rubric.name')}</span>
                <input
                  value={draft.name}
                  maxLength={JUDGING_LIMITS.criterionNameMax}
                  onChange={(e) => change(index, { name: e.target.value })}
                />
              </label>
              <label className="field">
                <span>{t('rubric.description')}</span>
                <textarea
                  rows={2}
                  value={draft.description}
                  maxLength={JUDGING_LIMITS.criterionDescriptionMax}
                  onChange={(e) => change(index, { description: e.target.value })}
                />
              </label>
              <div className="criterion-numbers">
                <NumberField
                  label={t('rubric.weight')}
                  value={draft.weight}
                  min={0}
                  decimal
                  onChange={(weight) => change(index, { weight })}
                />
                {(['min', 'max'] as const).map((end) => (
                  <NumberField
                    key={end}
                    label={t(`rubric.${end}`)}
                    value={draft[end]}
                    min={JUDGING_LIMITS.scaleLowest}
                    max={JUDGING_LIMITS.scaleHighest}
                    onChange={(value) => change(index, { [end]: value })}
                  />
                ))}
              </div>
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
                    disabled={index === drafts.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t('rubric.down')}
                  </button>
                  <button
                    type="button"
                    className="button ghost small"
                    onClick={() => setDrafts(drafts.filter((_, i) => i !== index))}
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
            disabled={drafts.length >= JUDGING_LIMITS.criteriaMax}
            onClick={() => setDrafts([...drafts, blank()])}
          >
            {t('rubric.add')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={save.isPending || (!isCategory && drafts.length === 0)}
            onClick={() => submit(drafts)}
          >
            {t('rubric.save')}
          </button>
          {isCategory && (
            <button
              type="button"
              className="button ghost"
              disabled={save.isPending}
              onClick={() => submit([])}
            >
              {t('rubric.useGeneral')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function NumberField({
  label,
  value,
  min,
  max,
  decimal = false,
  onChange,
}: {
  label: string;
  value: string;
  min: number;
  max?: number;
  decimal?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="number"
        inputMode={decimal ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={decimal ? 'any' : 1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
