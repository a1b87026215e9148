import { useState } from 'react';
import { JUDGING_LIMITS } from '../../../common/judging';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation, useJudgingProjects } from './api';

/** Table or location numbers, so a judge in the hall finds each project; saved together. */
export function TablesPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const projects = useJudgingProjects(event.id);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const save = useJudgingMutation((tableNumbers: { projectId: number; tableNumber: string | null }[]) =>
    judgingApi.setTableNumbers(event.id, { tableNumbers }),
  );
  const changed = Object.entries(edits).map(([projectId, value]) => ({
    projectId: Number(projectId),
    tableNumber: value.trim() || null,
  }));

  if (projects.isPending) return <Loading />;
  if (projects.isError)
    return <ErrorMessage message={projects.error.message} onRetry={() => projects.refetch()} />;
  return (
    <section className="card stack">
      <p className="muted">{t('tables.intro')}</p>
      <FormError error={save.error} />
      {projects.data.length === 0 && <p className="muted">{t('tables.none')}</p>}
      <ul className="table-numbers">
        {projects.data.map((project) => (
          <li key={project.id}>
            <label className="table-number-row">
              <span>{project.title}</span>
              <input
                value={edits[project.id] ?? project.tableNumber ?? ''}
                disabled={!editable}
                maxLength={JUDGING_LIMITS.tableNumberMax}
                aria-label={t('tables.numberOf', { title: project.title })}
                onChange={(e) => setEdits({ ...edits, [project.id]: e.target.value })}
              />
            </label>
          </li>
        ))}
      </ul>
      {editable && (
        <div>
          <button
            type="button"
            className="button primary"
            disabled={changed.length === 0 || save.isPending}
            onClick={() =>
              save.mutate(changed, {
                onSuccess: () => {
                  toast(t('tables.saved'), 'success');
                  setEdits({});
                },
              })
            }
          >
            {t('save')}
          </button>
        </div>
      )}
    </section>
  );
}
