import { useEffect, useState } from 'react';
import { badgePhoto } from '../../../common/check-in';
import { consentSettingsForm } from '../../../common/consent';
import {
  BULK_MAIL_BODY_MAX,
  BULK_MAIL_SUBJECT_MAX,
  CONSENT_STATUSES,
  REGISTRATION_MODES,
  REGISTRATION_STATUSES,
  type RegistrationDecision,
} from '../../../common/registration';
import type { ConsentSettings } from '../../../common/schemas/consent';
import {
  bulkMailInput,
  type RegistrantsQuery,
  type RegistrationCounts,
  type RegistrationSettings,
  registrationSettingsInput,
} from '../../../common/schemas/registration';
import { ErrorMessage, Loading } from '../../components/feedback';
import { ChoiceChips } from '../../components/form/choice-chips';
import { Field, FormError, SelectField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import {
  downloadRegistrants,
  useConsentSettings,
  useRegistrantActions,
  useRegistrants,
  useRegistrationSettings,
  useSaveConsentSettings,
  useSaveRegistrationSettings,
} from './api';
import { ConsentCell } from './consent-cell';
import { RegistrationStatusBadge } from './register-cta';
import './registration.css';
import { useConsoleCan } from '../console/console-context';
import { FieldEditor, useFieldEditor } from '../console/submission-form';

function SettingsForm({ settings, editable }: { settings: RegistrationSettings; editable: boolean }) {
  const { t } = useTranslation('registration');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const save = useSaveRegistrationSettings(event.slug);
  const { required, mode, capacity, rsvpDays } = settings;
  const form = useZodForm(
    registrationSettingsInput,
    { required, mode, capacity, rsvpDays },
    async (values) => {
      await save.mutateAsync(values);
      toast(t('console.saved'), 'success');
    },
  );
  return (
    <form
      className="card stack tight"
      onSubmit={form.handleSubmit}
      noValidate
      data-testid="registration-settings"
    >
      <label className="checkbox-chip">
        <input
          type="checkbox"
          disabled={!editable}
          {...form.checkbox('required')}
          data-testid="registration-required"
        />
        {t('console.required')}
      </label>
      <p className="small muted">{t('console.requiredHint')}</p>
      <ChoiceChips
        className="field"
        legend={t('console.mode')}
        name="registration-mode"
        options={REGISTRATION_MODES}
        value={form.values.mode}
        onChange={(option) => form.setValue('mode', option)}
        labelOf={(option) => t(`console.modes.${option}`)}
        stacked
        disabled={!editable}
      />
      <div className="registrant-filters">
        <Field
          label={t('console.capacity')}
          type="number"
          min={1}
          hint={t('console.capacityHint')}
          disabled={!editable}
          {...form.numberField('capacity', { empty: null })}
        />
        <Field
          label={t('console.rsvpDays')}
          type="number"
          min={1}
          hint={t('console.rsvpHint')}
          disabled={!editable}
          {...form.numberField('rsvpDays', { empty: null })}
        />
      </div>
      <p className="small muted">
        {settings.places === null
          ? t('console.placesOpen', { taken: settings.taken })
          : t('console.places', { taken: settings.taken, places: settings.places })}{' '}
        · {t('console.window')}
      </p>
      <FormError error={form.serverError} />
      {editable && (
        <div className="form-actions">
          <button
            type="submit"
            className="button primary"
            disabled={form.submitting}
            data-testid="save-registration-settings"
          >
            {t('console.save')}
          </button>
        </div>
      )}
    </form>
  );
}

/**
 * Parents' consent: under which age a parent or guardian must agree (the form then asks a birth date),
 * and the text they agree to. Saving a changed text makes its next version; each consent names its own.
 */
function ConsentSettingsForm({ current, editable }: { current: ConsentSettings; editable: boolean }) {
  const { t } = useTranslation('registration');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const save = useSaveConsentSettings(event.slug);
  const form = useZodForm(
    consentSettingsForm,
    { ageUnder: current.ageUnder === null ? '' : String(current.ageUnder), text: current.text },
    async (values) => {
      const saved = await save.mutateAsync(values);
      toast(
        saved.textVersion > current.textVersion
          ? t('consent.savedVersion', { version: saved.textVersion })
          : t('console.saved'),
        'success',
      );
    },
  );
  return (
    <form className="card stack tight" onSubmit={form.handleSubmit} noValidate data-testid="consent-settings">
      <h2>{t('consent.settingsTitle')}</h2>
      <p className="small muted">{t('consent.settingsIntro')}</p>
      <fieldset className="stack tight" disabled={!editable}>
        <Field
          label={t('consent.ageUnder')}
          type="number"
          inputMode="numeric"
          min={1}
          max={21}
          hint={t('consent.ageUnderHint')}
          {...form.field('ageUnder')}
        />
        <Field label={t('consent.text')} multiline hint={t('consent.textHint')} {...form.field('text')} />
      </fieldset>
      <p className="small muted" data-testid="consent-version">
        {t('consent.version', { version: current.textVersion })}
      </p>
      <FormError error={form.serverError} />
      {editable && (
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={form.submitting}>
            {t('consent.save')}
          </button>
        </div>
      )}
    </form>
  );
}

function ConsentSettingsSection({ editable }: { editable: boolean }) {
  const event = useCurrentEvent();
  const consent = useConsentSettings(event.slug);
  if (consent.isPending) return <Loading />;
  if (consent.isError)
    return <ErrorMessage message={consent.error.message} onRetry={() => consent.refetch()} />;
  // A new version (or another organiser's save) starts the form again from what is stored.
  return (
    <ConsentSettingsForm
      key={`${consent.data.textVersion}:${consent.data.ageUnder}`}
      current={consent.data}
      editable={editable}
    />
  );
}

function RegistrationForm({ settings, editable }: { settings: RegistrationSettings; editable: boolean }) {
  const { t } = useTranslation('registration');
  const { t: tn } = useTranslation('notify');
  const list = settings.fields;
  const editor = useFieldEditor(list);
  return (
    <section className="stack tight">
      <h2>{t('console.form')}</h2>
      {!list.length && <p className="muted">{t('console.formEmpty')}</p>}
      {list.length > 0 && (
        <ol className="console-list" data-testid="registration-fields">
          {list.map((field) => (
            <li key={field.id} className="card row wrap">
              <strong>{field.label}</strong>
              {field.required && <span className="pill">{tn('form.requiredBadge')}</span>}
              {field.options.length > 0 && <span className="muted small">{field.options.join(' · ')}</span>}
              {editable && (
                <button type="button" className="button ghost small" onClick={() => editor.edit(field)}>
                  {tn('form.editButton')}
                  <span className="sr-only"> {field.label}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {editable && (
        <FieldEditor key={editor.key} draft={editor.draft} onDone={editor.onDone} form="registration" />
      )}
    </section>
  );
}

/** A mail to everyone whose registration is in one status. */
function MailForm({ counts }: { counts: RegistrationCounts | undefined }) {
  const { t } = useTranslation('registration');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const { mail } = useRegistrantActions(event.slug);
  const form = useZodForm(bulkMailInput, { status: 'accepted', subject: '', body: '' }, async (values) => {
    const result = await mail.mutateAsync(values);
    toast(t('console.mailQueued', { count: result.queued }), 'success');
    // The next mail most likely goes to the same people.
    form.reset({ status: values.status, subject: '', body: '' });
  });
  return (
    <form className="card stack tight" onSubmit={form.handleSubmit} noValidate>
      <h3>{t('console.mailTitle')}</h3>
      <SelectField label={t('console.mailStatus')} {...form.field('status')}>
        {REGISTRATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
            {counts ? ` (${counts[status]})` : ''}
          </option>
        ))}
      </SelectField>
      <Field label={t('console.mailSubject')} maxLength={BULK_MAIL_SUBJECT_MAX} {...form.field('subject')} />
      <Field label={t('console.mailBody')} multiline maxLength={BULK_MAIL_BODY_MAX} {...form.field('body')} />
      <FormError error={form.serverError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {t('console.mailSend')}
        </button>
      </div>
    </form>
  );
}

function Registrants({ editable }: { editable: boolean }) {
  const { t, i18n } = useTranslation('registration');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const [filters, setFilters] = useState<RegistrantsQuery>({});
  const [search, setSearch] = useState('');
  const answer = useRegistrants(event.slug, filters);
  const { decide } = useRegistrantActions(event.slug);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [note, setNote] = useState('');
  // A search waits for a pause in typing, so the table does not reload on every letter.
  useEffect(() => {
    const timer = setTimeout(() => setFilters((current) => ({ ...current, q: search || undefined })), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const set = (key: keyof RegistrantsQuery, value: string) =>
    setFilters((current) => ({ ...current, [key]: value || undefined }));
  const rows = answer.data?.registrants ?? [];
  const counts = answer.data?.counts;
  // The photo the volunteers see at the door, so the organiser sees the same face.
  const fileFields = (answer.data?.fields ?? [])
    .filter((field) => field.type === 'file')
    .map((field) => field.id);
  const photos = new Map(rows.map((row) => [row.id, badgePhoto(row.answers, fileFields)]));
  const run = (decision: RegistrationDecision) =>
    decide.mutate(
      { ids: [...selected], decision, note: note || undefined },
      {
        onSuccess: (result) => {
          toast(t('console.decided', { count: result.changed }), 'success');
          setSelected(new Set());
          setNote('');
        },
      },
    );
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className="stack tight">
      <h2>{t('console.registrants')}</h2>
      {counts && (
        <div className="registrant-counts" data-testid="registrant-counts">
          {(['applied', 'waitlisted', 'accepted', 'confirmed', 'consentPending', 'checkedIn'] as const).map(
            (key) => (
              <div key={key}>
                <strong>{counts[key]}</strong>
                <span className="small muted">{t(`console.counts.${key}`)}</span>
              </div>
            ),
          )}
        </div>
      )}
      <div className="registrant-filters">
        <div className="field">
          <label htmlFor="filter-status">{t('console.filterStatus')}</label>
          <select
            id="filter-status"
            value={filters.status ?? ''}
            onChange={(change) => set('status', change.target.value)}
          >
            <option value="">{t('console.any')}</option>
            {REGISTRATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-consent">{t('console.filterConsent')}</label>
          <select
            id="filter-consent"
            value={filters.consent ?? ''}
            onChange={(change) => set('consent', change.target.value)}
          >
            <option value="">{t('console.any')}</option>
            {CONSENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`consent.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-checkin">{t('console.filterCheckIn')}</label>
          <select
            id="filter-checkin"
            value={filters.checkedIn ?? ''}
            onChange={(change) => set('checkedIn', change.target.value)}
          >
            <option value="">{t('console.any')}</option>
            <option value="yes">{t('console.checkedIn')}</option>
            <option value="no">{t('console.notCheckedIn')}</option>
          </select>
        </div>
        {(answer.data?.fields.length ?? 0) > 0 && (
          <div className="field">
            <label htmlFor="filter-field">{t('console.filterField')}</label>
            <select
              id="filter-field"
              value={filters.fieldId ?? ''}
              onChange={(change) => set('fieldId', change.target.value)}
            >
              <option value="">{t('console.any')}</option>
              {answer.data?.fields.map((field) => (
                <option key={field.id} value={field.id}>
                  {field.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {filters.fieldId && (
          <Field
            label={t('console.filterAnswer')}
            name="answer"
            value={filters.answer ?? ''}
            onChange={(change) => set('answer', change.target.value)}
          />
        )}
        <Field
          label={t('console.search')}
          name="q"
          type="search"
          value={search}
          onChange={(change) => setSearch(change.target.value)}
        />
      </div>
      <div className="row wrap">
        <button
          type="button"
          className="button ghost small"
          onClick={() => downloadRegistrants(event.slug, filters).catch((error) => toast(error, 'error'))}
        >
          {t('console.csv')}
        </button>
        {selected.size > 0 && (
          <span className="small">{t('console.selected', { count: selected.size })}</span>
        )}
      </div>
      {editable && selected.size > 0 && (
        <div className="card stack tight" data-testid="decision-bar">
          <Field
            label={t('console.note')}
            name="note"
            value={note}
            maxLength={1000}
            onChange={(change) => setNote(change.target.value)}
          />
          <div className="row wrap">
            <button
              type="button"
              className="button primary small"
              disabled={decide.isPending}
              onClick={() => run('accepted')}
              data-testid="accept-selected"
            >
              {t('console.accept')}
            </button>
            <button
              type="button"
              className="button small"
              disabled={decide.isPending}
              onClick={() => run('waitlisted')}
            >
              {t('console.waitlist')}
            </button>
            <button
              type="button"
              className="button ghost small"
              disabled={decide.isPending}
              onClick={() => run('declined')}
            >
              {t('console.decline')}
            </button>
          </div>
        </div>
      )}
      <FormError error={decide.error} />
      {answer.isPending && <Loading />}
      {answer.isError && <ErrorMessage message={answer.error.message} onRetry={() => answer.refetch()} />}
      {answer.isSuccess && !rows.length && <p className="muted">{t('console.empty')}</p>}
      {rows.length > 0 && (
        <div className="data-table-frame registrants-frame">
          <table className="data-table" data-testid="registrants-table">
            <thead>
              <tr>
                {editable && (
                  <th>
                    <input
                      type="checkbox"
                      aria-label={t('console.selectAll')}
                      checked={rows.every((row) => selected.has(row.id))}
                      onChange={(change) =>
                        setSelected(change.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
                      }
                    />
                  </th>
                )}
                <th>{t('console.name')}</th>
                <th>{t('console.status')}</th>
                <th className="phone-hidden">{t('console.applied')}</th>
                <th className="phone-hidden">{t('console.consentColumn')}</th>
                <th className="phone-hidden">{t('console.checkInColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="registrant-row">
                  {editable && (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('console.select', { name: row.name })}
                        checked={selected.has(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </td>
                  )}
                  <td>
                    <div className="registrant-name">
                      {photos.get(row.id) && (
                        <img
                          className="registrant-photo"
                          src={photos.get(row.id) ?? undefined}
                          alt={t('checkIn.photo', { name: row.name })}
                          loading="lazy"
                          data-testid="registrant-photo"
                        />
                      )}
                      <div>
                        <div>{row.name}</div>
                        <div className="small muted">{row.email}</div>
                      </div>
                    </div>
                  </td>
                  <td>
                    <RegistrationStatusBadge status={row.status} />
                    {row.waitlistPosition && <span className="small muted"> #{row.waitlistPosition}</span>}
                  </td>
                  <td className="phone-hidden">{dateOf(row.appliedAt)}</td>
                  <td className="phone-hidden">
                    <ConsentCell slug={event.slug} id={row.id} status={row.consentStatus} />
                  </td>
                  <td className="phone-hidden">{row.checkedInAt ? dateOf(row.checkedInAt) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editable && <MailForm counts={counts} />}
    </section>
  );
}

/** /{eventSlug}/manage/registration: whether people register, the form, and the registrants. */
export function ConsoleRegistration() {
  const { t } = useTranslation('registration');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const settings = useRegistrationSettings(event.slug);
  const editable = can('manage_registrations');
  return (
    <div className="stack">
      <h1>{t('console.title')}</h1>
      <p className="muted">{t('console.intro')}</p>
      {settings.isPending && <Loading />}
      {settings.isError && (
        <ErrorMessage message={settings.error.message} onRetry={() => settings.refetch()} />
      )}
      {settings.data && (
        <>
          <SettingsForm key={String(settings.dataUpdatedAt)} settings={settings.data} editable={editable} />
          <RegistrationForm settings={settings.data} editable={editable} />
          <ConsentSettingsSection editable={editable} />
          {settings.data.required && <Registrants editable={editable} />}
        </>
      )}
    </div>
  );
}
