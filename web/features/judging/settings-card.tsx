import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import {
  type JudgingSettings,
  type JudgingSettingsInput,
  judgingSettingsInput,
} from '../../../common/judging';
import { Loading } from '../../components/feedback';
import { controlProps, FieldMessage, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation, useJudgingSettings } from './api';
import { useFormatWhen } from './when';

const valuesOf = (settings: JudgingSettings): JudgingSettingsInput => ({
  judgeRegistration: settings.judgeRegistration,
  selfConflictPercent: settings.selfConflictPercent,
});

/** Self-registration of judges, its timeline window, and the judge page's address to hand out. */
export function JudgingSettingsCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const settings = useJudgingSettings(event.id);
  const link = `${window.location.origin}${to(`/${event.slug}/judge`)}`;

  return (
    <section className="card stack">
      <h2>{t('settings.title')}</h2>
      {settings.data ? (
        <SettingsForm settings={settings.data} editable={editable} />
      ) : settings.isError ? (
        <FormError error={settings.error} />
      ) : (
        <Loading />
      )}
      <label className="field">
        <span>{t('settings.link')}</span>
        <input className="copy-field" readOnly value={link} onFocus={(e) => e.target.select()} />
      </label>
    </section>
  );
}

/**
 * The two settings, saved as they change (the box when ticked, the share when left or on Enter), each
 * time both together as the request has them.
 */
function SettingsForm({ settings, editable }: { settings: JudgingSettings; editable: boolean }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const id = useId();
  const when = useFormatWhen();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useJudgingMutation((input: JudgingSettingsInput) => judgingApi.saveSettings(event.id, input));
  const form = useZodForm(judgingSettingsInput, valuesOf(settings), async (input) => {
    form.reset(valuesOf(await save.mutateAsync(input)));
  });
  const percent = form.numberField('selfConflictPercent');
  const window_ = settings.registrationWindow;
  const disabled = !editable || form.submitting;

  return (
    <form ref={formRef} className="stack" onSubmit={form.handleSubmit} noValidate>
      <FormError error={form.serverError} />
      <label className="checkbox-row">
        <input
          type="checkbox"
          {...form.checkbox('judgeRegistration')}
          disabled={disabled}
          onChange={(e) => {
            // The box's new value is rendered first, so the submit that follows sends it.
            flushSync(() => form.setValue('judgeRegistration', e.target.checked));
            formRef.current?.requestSubmit();
          }}
        />
        <span>{t('settings.registration')}</span>
      </label>
      <p className="muted small" data-testid="registration-window">
        {window_.state === 'none'
          ? t('settings.windowNone')
          : t(`settings.window.${window_.state}`, {
              from: when(window_.opensAt),
              to: when(window_.closesAt),
            })}
      </p>
      <div className="field inline">
        <label htmlFor={id}>{t('settings.selfConflictPercent')}</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          {...controlProps(percent, `${id}-error`)}
          disabled={disabled}
          onBlur={() => {
            percent.onBlur();
            // Saved when left changed; a refusal shows under it without pulling the focus back.
            if (form.dirty) void form.handleSubmit();
          }}
          data-testid="self-conflict-percent"
        />
        <FieldMessage id={`${id}-error`} error={percent.error} />
      </div>
      <p className="muted small">{t('settings.selfConflictHelp')}</p>
    </form>
  );
}
