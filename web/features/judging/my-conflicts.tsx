import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useProjects } from '../../api/hooks';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi } from './api';
import { ProjectChecklist } from './project-checklist';

/**
 * The judge's own conflicts of interest (a friend's project, a former student's): those projects are
 * never given to them. Folded away; the gallery's projects load only when it is opened.
 */
export function MyConflicts({ declared }: { declared: number[] }) {
  const { t } = useTranslation('judging');
  const [open, setOpen] = useState(false);
  return (
    <section className="judge-card">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="summary-button">{t('judge.conflictsTitle', { count: declared.length })}</summary>
        {open && <ConflictsList declared={declared} />}
      </details>
    </section>
  );
}

function ConflictsList({ declared }: { declared: number[] }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const queryClient = useQueryClient();
  const { toast } = useUi();
  const projects = useProjects(event.id, {});
  const [chosen, setChosen] = useState(() => new Set(declared));
  const save = useMutation({
    mutationFn: () => judgingApi.declareConflicts(event.id, { projectIds: [...chosen] }),
    onSuccess: () => {
      toast(t('judge.conflictsSaved'), 'success');
      return queryClient.invalidateQueries({ queryKey: judgingApi.me.key(event.id) });
    },
  });
  const all = projects.data?.pages.flatMap((page) => page.projects) ?? [];

  return (
    <div className="stack conflicts-form">
      <p className="muted">{t('judge.conflictsIntro')}</p>
      <FormError error={save.error ?? projects.error} />
      <ProjectChecklist projects={all} chosen={chosen} onChange={setChosen} big />
      {projects.hasNextPage && (
        <button
          type="button"
          className="button ghost block"
          disabled={projects.isFetchingNextPage}
          onClick={() => projects.fetchNextPage()}
        >
          {t('translation:common.loadMore')}
        </button>
      )}
      <button
        type="button"
        className="button primary block big"
        disabled={save.isPending}
        onClick={() => save.mutate()}
      >
        {t('judge.conflictsSave')}
      </button>
    </div>
  );
}
