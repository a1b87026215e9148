import { useId, useState } from 'react';
import { conflictsInput, type Judge } from '../../../common/judging';
import { FieldMessage, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
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
  const id = useId();
  const [filter, setFilter] = useState('');
  const save = useJudgingMutation((input: { projectIds: number[] }) =>
    judgingApi.setConflicts(event.id, judge.id, input),
  );
  const form = useZodForm(conflictsInput, { projectIds: judge.conflictProjectIds }, async (input) => {
    await save.mutateAsync(input);
    toast(t('judges.conflictsSaved'), 'success');
    onDone();
  });
  const shown = (projects.data ?? []).filter((project) =>
    project.title.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const declaredTitles = (projects.data ?? [])
    .filter((project) => judge.selfDeclaredConflictIds.includes(project.id))
    .map((project) => project.title);

  return (
    <form className="stack conflicts-form" onSubmit={form.handleSubmit} noValidate>
      <FormError error={form.serverError ?? projects.error} />
      {declaredTitles.length > 0 && (
        <p className="muted small">{t('judges.selfDeclaredList', { titles: declaredTitles.join(', ') })}</p>
      )}
      <label className="field">
        <span>{t('judges.findProject')}</span>
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          // Enter in the filter finds, as before; it does not save the conflicts.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
      </label>
      <ProjectChecklist
        projects={shown}
        chosen={new Set(form.values.projectIds)}
        onChange={(chosen) => form.setValue('projectIds', [...chosen])}
        disabled={!editable}
      />
      <FieldMessage id={`${id}-error`} error={form.errors.projectIds} />
      {editable && (
        <button type="submit" className="button primary" disabled={form.submitting}>
          {t('save')}
        </button>
      )}
    </form>
  );
}
