import { useState } from 'react';
import type { JudgingRubric } from '../../../common/judging';
import { useCategories } from '../../api/hooks';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../event/event-context';
import { useRubrics } from './api';
import { RubricEditor } from './rubric-editor';

/**
 * The rubric: one for the whole event and, optionally, one per category (a category's projects are
 * scored with its own criteria when it has some).
 */
export function RubricPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const rubrics = useRubrics(event.id);
  const categories = useCategories(event.id);
  const [categoryId, setCategoryId] = useState<number | null>(null);

  if (rubrics.isPending || categories.isPending) return <Loading />;
  if (rubrics.isError)
    return <ErrorMessage message={rubrics.error.message} onRetry={() => rubrics.refetch()} />;
  const byCategory = (id: number | null): JudgingRubric =>
    rubrics.data.rubrics.find((rubric) => rubric.categoryId === id) ?? {
      categoryId: id,
      criteria: [],
      locked: false,
    };
  const general = byCategory(null);
  const current = byCategory(categoryId);

  return (
    <div className="stack">
      <p className="muted">{t('rubric.intro')}</p>
      {(categories.data?.length ?? 0) > 0 && (
        <label className="field narrow-field">
          <span>{t('rubric.which')}</span>
          <select
            value={categoryId ?? ''}
            onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}
            data-testid="rubric-select"
          >
            <option value="">{t('rubric.general')}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {byCategory(category.id).criteria.length
                  ? t('rubric.categoryOwn', { name: category.name })
                  : t('rubric.categoryGeneral', { name: category.name })}
              </option>
            ))}
          </select>
        </label>
      )}
      <RubricEditor
        // A fresh editor per rubric and per saved version, so the form starts from what is stored.
        key={`${categoryId ?? 'general'}-${current.criteria.map((criterion) => criterion.id).join('.')}`}
        rubric={current}
        general={general}
        editable={editable}
      />
    </div>
  );
}
