import { useState } from 'react';
import type { Judge } from '../../../common/judging';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation, useJudgingProjects } from './api';
import { ProjectChecklist } from './project-checklist';

/**
 * A judge's conflicts of interest: the projects they must never be given. Folded away until opened,
 * since most judges have none; a filter finds a project among hundreds.
 */
export function ConflictsEditor({ judge, editable }: { judge: Judge; editable: boolean }) {
  const { t } = useTranslation('judging');
  const [open, setOpen] = useState(false);
  const count = judge.conflictProjectIds.length;
  const selfDeclared = judge.selfDeclaredConflictIds.length;
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="summary-button">
        {t('judges.conflicts', { count })}
        {selfDeclared > 0 && (
          <span className="muted" data-testid="self-declared-conflicts">
            {' '}
            · {t('judges.selfDeclared', { count: selfDeclared })}
          </span>
        )}
      </summary>
      {open && <ConflictsForm judge={judge} editable={editable} onDone={() => setOpen(false)} />}
    </details>
  );
}

function ConflictsForm({ judge, editable, onDone }: { judge: Judge; editable: boolean; onDone: () => void }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const projects = useJudgingProjects(event.id);
  const [chosen, setChosen] = useState(() => new Set(judge.conflictProjectIds));
  const [filter, setFilter] = useState('');
  const save = useJudgingMutation(() =>
    judgingApi.setConflicts(event.id, judge.id, { projectIds: [...chosen] }),
  );
  const shown = (projects.data ?? []).filter((project) =>
    project.title.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const declaredTitles = (projects.data ?? [])
    .filter((project) => judge.selfDeclaredConflictIds.includes(project.id))
    .map((project) => project.title);

  return (
    <div className="stack conflicts-form">
      <FormError error={save.error ?? projects.error} />
      {declaredTitles.length > 0 && (
        <p className="muted small">{t('judges.selfDeclaredList', { titles: declaredTitles.join(', ') })}</p>
      )}
      <label className="field">
        <span>{t('judges.findProject')}</span>
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      <ProjectChecklist projects={shown} chosen={chosen} onChange={setChosen} disabled={!editable} />
      {editable && (
        <button
          type="button"
          className="button primary"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(undefined, {
              onSuccess: () => {
                toast(t('judges.conflictsSaved'), 'success');
                onDone();
              },
            })
          }
        >
          {t('save')}
        </button>
      )}
    </div>
  );
}
