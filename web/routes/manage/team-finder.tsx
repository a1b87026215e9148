import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TeamFinderSettings } from '../../../common/team-finder';
import { useSaveTeamFinderSettings, useTeamFinderSettings } from '../../api/team-finder';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../../lib/event-context';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useConsoleCan } from './console-context';

/** /{slug}/manage/teams: turn the team finder's board on, and choose who sees its cards. */
export function ConsoleTeamFinder() {
  const { t } = useTranslation('teams');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const can = useConsoleCan();
  const { toast } = useUi();
  const settings = useTeamFinderSettings(event.slug);
  const save = useSaveTeamFinderSettings(event.slug);
  const [draft, setDraft] = useState<TeamFinderSettings | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  if (settings.isPending || !draft) return <Loading />;
  if (settings.isError)
    return <ErrorMessage message={settings.error.message} onRetry={() => settings.refetch()} />;
  const editable = can('manage_team_finder');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(draft, { onSuccess: () => toast(t('console.saved'), 'success') });
  };
  return (
    <div className="stack">
      <h1>{t('console.title')}</h1>
      <p className="muted">{t('console.intro')}</p>
      <form className="card stack" onSubmit={submit}>
        <label className="checkbox-chip">
          <input
            type="checkbox"
            checked={draft.enabled}
            disabled={!editable}
            onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
            data-testid="team-finder-enabled"
          />
          {t('console.enabled')}
        </label>
        <label className="checkbox-chip">
          <input
            type="checkbox"
            checked={draft.publicListing}
            disabled={!editable}
            onChange={(e) => setDraft({ ...draft, publicListing: e.target.checked })}
          />
          {t('console.publicListing')}
        </label>
        <p className="muted small">{t('console.publicHint')}</p>
        <FormError error={save.error} />
        {editable && (
          <div className="row end">
            {settings.data.enabled && (
              <Link className="button ghost" to={to(`/${event.slug}/teams`)}>
                {t('console.open')}
              </Link>
            )}
            <button type="submit" className="button primary" disabled={save.isPending}>
              {t('console.save')}
            </button>
          </div>
        )}
      </form>
    </div>
  );
}
