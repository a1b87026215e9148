import { useId } from 'react';
import { JUDGING_LIMITS, tableNumbersInput } from '../../../common/judging';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FieldMessage, FormError, invalidProps } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation, useJudgingProjects } from './api';

/** The numbers typed, by project id: only the projects whose number was changed. */
type TablesValues = { edits: Record<number, string> };

/** The request: each changed number, trimmed, an empty one as none. */
const changesOf = (edits: TablesValues['edits'] = {}) =>
  Object.entries(edits).map(([projectId, value]) => ({
    projectId: Number(projectId),
    tableNumber: value.trim() || null,
  }));

/** Table or location numbers, so a judge in the hall finds each project; saved together. */
export function TablesPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const id = useId();
  const projects = useJudgingProjects(event.id);
  const save = useJudgingMutation(
    (input: { tableNumbers: { projectId: number; tableNumber: string | null }[] }) =>
      judgingApi.setTableNumbers(event.id, input),
  );
  const form = useZodForm(
    tableNumbersInput,
    { edits: {} } as TablesValues,
    async (input) => {
      await save.mutateAsync(input);
      toast(t('tables.saved'), 'success');
      form.reset({ edits: {} });
    },
    { toInput: ({ edits }) => ({ tableNumbers: changesOf(edits) }) },
  );
  const { edits } = form.values;
  const changed = changesOf(edits);
  const errorOf = (projectId: number) =>
    form.errors[`tableNumbers.${changed.findIndex((change) => change.projectId === projectId)}.tableNumber`];

  if (projects.isPending) return <Loading />;
  if (projects.isError)
    return <ErrorMessage message={projects.error.message} onRetry={() => projects.refetch()} />;
  return (
    <form className="card stack" onSubmit={form.handleSubmit} noValidate>
      <p className="muted">{t('tables.intro')}</p>
      <FormError error={form.serverError} />
      {projects.data.length === 0 && <p className="muted">{t('tables.none')}</p>}
      <ul className="table-numbers">
        {projects.data.map((project) => {
          const messageId = `${id}-${project.id}-error`;
          return (
            <li key={project.id}>
              <label className="table-number-row">
                <span>{project.title}</span>
                <input
                  value={edits[project.id] ?? project.tableNumber ?? ''}
                  disabled={!editable}
                  maxLength={JUDGING_LIMITS.tableNumberMax}
                  aria-label={t('tables.numberOf', { title: project.title })}
                  onChange={(e) => form.setValue('edits', { ...edits, [project.id]: e.target.value })}
                  {...invalidProps(errorOf(project.id), messageId)}
                />
              </label>
              <FieldMessage id={messageId} error={errorOf(project.id)} />
            </li>
          );
        })}
      </ul>
      {editable && (
        <div>
          {/* Nothing changed is nothing to save (not a form left incomplete). */}
          <button type="submit" className="button primary" disabled={changed.length === 0 || form.submitting}>
            {t('save')}
          </button>
        </div>
      )}
    </form>
  );
}
