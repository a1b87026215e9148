import type { JudgingSettingsInput } from '../../../common/judging';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation, useJudgingSettings } from './api';
import { useFormatWhen } from './when';

/** Self-registration of judges, its timeline window, and the judge page's address to hand out. */
export function JudgingSettingsCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const settings = useJudgingSettings(event.id);
  const save = useJudgingMutation((input: JudgingSettingsInput) => judgingApi.saveSettings(event.id, input));
  const judgeRegistration = settings.data?.judgeRegistration ?? false;
  const link = `${window.location.origin}${to(`/${event.slug}/judge`)}`;
  const window_ = settings.data?.registrationWindow;
  const when = useFormatWhen();

  return (
    <section className="card stack">
      <h2>{t('settings.title')}</h2>
      <FormError error={save.error} />
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={judgeRegistration}
          disabled={!editable || !settings.data || save.isPending}
          onChange={(e) => save.mutate({ judgeRegistration: e.target.checked })}
        />
        <span>{t('settings.registration')}</span>
      </label>
      {window_ && (
        <p className="muted small" data-testid="registration-window">
          {window_.state === 'none'
            ? t('settings.windowNone')
            : t(`settings.window.${window_.state}`, {
                from: when(window_.opensAt),
                to: when(window_.closesAt),
              })}
        </p>
      )}
      {settings.data && (
        <label className="field inline">
          <span>{t('settings.selfConflictPercent')}</span>
          <input
            type="number"
            min={0}
            max={100}
            defaultValue={settings.data.selfConflictPercent}
            disabled={!editable || save.isPending}
            onBlur={(e) => {
              const percent = Math.round(Number(e.target.value));
              if (percent !== settings.data?.selfConflictPercent && percent >= 0 && percent <= 100)
                save.mutate({ judgeRegistration, selfConflictPercent: percent });
            }}
            data-testid="self-conflict-percent"
          />
        </label>
      )}
      {settings.data && <p className="muted small">{t('settings.selfConflictHelp')}</p>}
      <label className="field">
        <span>{t('settings.link')}</span>
        <input className="copy-field" readOnly value={link} onFocus={(e) => e.target.select()} />
      </label>
    </section>
  );
}
