import { Link } from 'react-router';
import { type TeamFinderSettings, teamFinderSettingsSchema } from '../../../common/team-finder';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useConsoleCan } from '../console/console-context';
import { useCurrentEvent } from '../event/event-context';
import { useSaveTeamFinderSettings, useTeamFinderSettings } from './api';

function SettingsForm({ settings, editable }: { settings: TeamFinderSettings; editable: boolean }) {
  const { t } = useTranslation('teams');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const { toast } = useUi();
  const save = useSaveTeamFinderSettings(event.slug);
  const form = useZodForm(teamFinderSettingsSchema, settings, async (values) => {
    await save.mutateAsync(values);
    toast(t('console.saved'), 'success');
  });
  return (
    <form className="card stack" onSubmit={form.handleSubmit} noValidate>
      <label className="checkbox-chip">
        <input
          type="checkbox"
          disabled={!editable}
          {...form.checkbox('enabled')}
          data-testid="team-finder-enabled"
        />
        {t('console.enabled')}
      </label>
      <label className="checkbox-chip">
        <input type="checkbox" disabled={!editable} {...form.checkbox('publicListing')} />
        {t('console.publicListing')}
      </label>
      <p className="muted small">{t('console.publicHint')}</p>
      <FormError error={form.serverError} />
      {editable && (
        <div className="row end">
          {settings.enabled && (
            <Link className="button ghost" to={to(`/${event.slug}/teams`)}>
              {t('console.open')}
            </Link>
          )}
          <button type="submit" className="button primary" disabled={form.submitting}>
            {t('console.save')}
          </button>
        </div>
      )}
    </form>
  );
}

/** /{slug}/manage/teams: turn the team finder's board on, and choose who sees its cards. */
export function ConsoleTeamFinder() {
  const { t } = useTranslation('teams');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const settings = useTeamFinderSettings(event.slug);
  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return <ErrorMessage message={settings.error.message} onRetry={() => settings.refetch()} />;
  return (
    <div className="stack">
      <h1>{t('console.title')}</h1>
      <p className="muted">{t('console.intro')}</p>
      {/* Other stored settings (this save's, or another organiser's) start the form again. */}
      <SettingsForm
        key={`${settings.data.enabled}:${settings.data.publicListing}`}
        settings={settings.data}
        editable={can('manage_team_finder')}
      />
    </div>
  );
}
