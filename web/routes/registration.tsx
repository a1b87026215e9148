import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { consentAnswersSchema, needsConsent } from '../../common/consent';
import { type AnswerValue, answerText } from '../../common/registration-form';
import type { RegistrationField } from '../../common/schemas/registration';
import { ApiError } from '../api/client';
import { useMyRegistration, useRegistrationActions } from '../api/registration';
import { useConfirm } from '../components/confirm';
import { ErrorMessage, Loading } from '../components/feedback';
import { Field, FormError } from '../components/form/fields';
import { AnswerInput } from '../components/project-form/custom-fields';
import { CheckInQr } from '../components/registration/check-in-qr';
import { formatDate, RegistrationStatusBadge } from '../components/registration/register-cta';
import { useTranslation } from '../i18n/react';
import { useDocumentTitle } from '../lib/document-title';
import { useCurrentEvent } from '../lib/event-context';
import { focusAfterRender } from '../lib/focus';
import { useLocalePath } from '../lib/locale';
import { useUi } from '../state/ui-context';
import './registration.css';

type ConsentValues = { birthDate: string; parentEmail: string };
const CONSENT_FIELDS = ['birthDate', 'parentEmail'] as const;

/** The first broken rule of each consent answer, as its translation key (common/consent.ts). */
function consentErrors(ageUnder: number | null, values: ConsentValues) {
  const result = z.safeParse(consentAnswersSchema(ageUnder), values);
  const errors: Partial<Record<keyof ConsentValues, string>> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path[0] as keyof ConsentValues] ??= issue.message;
  return errors;
}

/**
 * The birth date the event asks when a parent must consent under an age, and, once the date says the
 * applicant is under it, the parent's or guardian's address the consent link is mailed to.
 */
function ConsentFields({
  ageUnder,
  values,
  errors,
  onChange,
  onBlur,
}: {
  ageUnder: number;
  values: ConsentValues;
  errors: Partial<Record<keyof ConsentValues, string>>;
  onChange: (name: keyof ConsentValues, value: string) => void;
  onBlur: (name: keyof ConsentValues) => void;
}) {
  const { t } = useTranslation('registration');
  // Marked as the form's own questions are, so every required one reads the same.
  const { t: tn } = useTranslation('notify');
  const requiredLabel = (label: string) => `${label} ${tn('form.requiredMark')}`;
  const minor =
    !consentErrors(ageUnder, { ...values, parentEmail: '' }).birthDate &&
    needsConsent(ageUnder, values.birthDate, new Date());
  return (
    <div className="stack tight" data-testid="consent-fields">
      <Field
        label={requiredLabel(t('form.birthDate'))}
        name="birthDate"
        type="date"
        aria-required
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
        value={values.birthDate}
        error={errors.birthDate}
        hint={t('form.birthDateHint', { age: ageUnder })}
        onChange={(change) => onChange('birthDate', change.target.value)}
        onBlur={() => onBlur('birthDate')}
      />
      {minor && (
        <Field
          label={requiredLabel(t('form.parentEmail'))}
          name="parentEmail"
          type="email"
          aria-required
          autoComplete="off"
          value={values.parentEmail}
          error={errors.parentEmail}
          hint={t('form.parentEmailHint', { age: ageUnder })}
          onChange={(change) => onChange('parentEmail', change.target.value)}
          onBlur={() => onBlur('parentEmail')}
        />
      )}
    </div>
  );
}

/** The event's registration form, signed in, phone first: shown on the registration page until sent. */
function RegisterForm() {
  const { t, i18n } = useTranslation('registration');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const mine = useMyRegistration(event.slug);
  const { apply } = useRegistrationActions(event.slug);
  const [values, setValues] = useState<Record<string, AnswerValue | null>>({});
  /** Fields changed since the last refusal: their old message no longer applies. */
  const [changed, setChanged] = useState<Set<string>>(new Set());
  const [consent, setConsent] = useState<ConsentValues>({ birthDate: '', parentEmail: '' });
  const [consentTouched, setConsentTouched] = useState<Set<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  useDocumentTitle(t('form.title', { event: event.name }));
  if (mine.isPending) return <Loading />;
  if (mine.isError) return <ErrorMessage message={mine.error.message} onRetry={() => mine.refetch()} />;
  const { settings, registration } = mine.data;
  const refused = apply.error instanceof ApiError ? (apply.error.fields ?? {}) : {};
  const fieldErrors = Object.fromEntries(Object.entries(refused).filter(([id]) => !changed.has(id)));
  const ageUnder = settings.consentAgeUnder;
  const localConsentErrors = ageUnder === null ? {} : consentErrors(ageUnder, consent);
  const shownConsentErrors: Partial<Record<keyof ConsentValues, string>> = {};
  for (const name of CONSENT_FIELDS) {
    const local = attempted || consentTouched.has(name) ? localConsentErrors[name] : undefined;
    const error = local ?? fieldErrors[name];
    if (error) shownConsentErrors[name] = error;
  }
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const form = formEvent.currentTarget as HTMLFormElement;
    setChanged(new Set());
    setAttempted(true);
    if (Object.keys(localConsentErrors).length) {
      focusAfterRender(() => form.querySelector<HTMLElement>('[aria-invalid="true"]'), { force: true });
      return;
    }
    const minor = ageUnder !== null && needsConsent(ageUnder, consent.birthDate, new Date());
    apply.mutate({
      answers: values,
      ...(ageUnder !== null ? { birthDate: consent.birthDate } : {}),
      ...(minor ? { parentEmail: consent.parentEmail.trim() } : {}),
    });
  };
  const active =
    registration && ['applied', 'waitlisted', 'accepted', 'confirmed'].includes(registration.status);
  return (
    <section className="registration-page stack" data-testid="register-page">
      <h1>{t('form.title', { event: event.name })}</h1>
      {!settings.required ? (
        <p>{t('form.notRequired')}</p>
      ) : active ? (
        <div className="card stack tight">
          <p>{t('form.already')}</p>
          <Link className="button" to={to(`/${event.slug}/registration`)}>
            {t('form.see')}
          </Link>
        </div>
      ) : !settings.open ? (
        <p className="card">{t('form.closed')}</p>
      ) : (
        <form className="card stack" onSubmit={submit} noValidate data-testid="registration-form">
          <p className="muted">{t('form.intro')}</p>
          {settings.window.closesAt && (
            <p className="small muted">
              {t('cta.closes', { date: formatDate(settings.window.closesAt, i18n.language) })}
            </p>
          )}
          {settings.fields.map((field: RegistrationField) => (
            <AnswerInput
              key={field.id}
              field={{ ...field, isPublic: false }}
              value={values[String(field.id)] ?? null}
              error={
                fieldErrors[String(field.id)]
                  ? t(fieldErrors[String(field.id)]!, { ns: 'notify', defaultValue: apply.error?.message })
                  : null
              }
              onChange={(value) => {
                setValues((current) => ({ ...current, [String(field.id)]: value }));
                setChanged((current) => new Set(current).add(String(field.id)));
              }}
            />
          ))}
          {ageUnder !== null && (
            <ConsentFields
              ageUnder={ageUnder}
              values={consent}
              errors={shownConsentErrors}
              onChange={(name, value) => {
                setConsent((current) => ({ ...current, [name]: value }));
                setChanged((current) => new Set(current).add(name));
              }}
              onBlur={(name) => setConsentTouched((current) => new Set(current).add(name))}
            />
          )}
          {/* The summary goes once every field it named has been answered again. */}
          {(Object.keys(refused).length === 0 || Object.keys(fieldErrors).length > 0) && (
            <FormError error={apply.error} fieldsShown />
          )}
          <button
            type="submit"
            className="button primary wide"
            disabled={apply.isPending}
            data-testid="send-registration"
          >
            {t('form.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

/** /{eventSlug}/registration: the form until sent, then the person's registration, its status, confirm and cancel, the check-in code. */
export function MyRegistrationPage() {
  const { t, i18n } = useTranslation('registration');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const confirmDialog = useConfirm();
  const { toast } = useUi();
  const mine = useMyRegistration(event.slug);
  const { confirm, cancel } = useRegistrationActions(event.slug);
  const [again, setAgain] = useState(false);
  useDocumentTitle(t('mine.title'));
  if (mine.isPending) return <Loading />;
  if (mine.isError) return <ErrorMessage message={mine.error.message} onRetry={() => mine.refetch()} />;
  const { settings, registration } = mine.data;
  if (!registration || (again && registration.status === 'cancelled')) return <RegisterForm />;
  const status = registration.status;
  const message =
    status === 'waitlisted'
      ? t('mine.waitlisted', { position: registration.waitlistPosition ?? 1 })
      : status === 'accepted'
        ? registration.rsvpDueAt
          ? t('mine.accepted', { date: formatDate(registration.rsvpDueAt, i18n.language) })
          : t('mine.acceptedNoDate')
        : status === 'cancelled' && registration.cancelReason === 'rsvp_expired'
          ? t('mine.expired')
          : t(`mine.${status}`);
  const answered = settings.fields.filter((field) => registration.answers[String(field.id)] !== undefined);
  return (
    <section className="registration-page stack" data-testid="my-registration">
      <h1>{t('mine.title')}</h1>
      <div className="card stack tight">
        <div className="row wrap">
          <strong>{event.name}</strong>
          <RegistrationStatusBadge status={status} />
        </div>
        <p data-testid="registration-message">{message}</p>
        {registration.note && (status === 'accepted' || status === 'declined' || status === 'waitlisted') && (
          <blockquote className="registration-note">
            <span className="small muted">{t('mine.note')}</span>
            <p>{registration.note}</p>
          </blockquote>
        )}
        {status === 'accepted' && (
          <button
            type="button"
            className="button primary wide"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(undefined, { onError: (error) => toast(error, 'error') })}
            data-testid="confirm-registration"
          >
            {t('mine.confirm')}
          </button>
        )}
        {(status === 'accepted' || status === 'confirmed') && (
          <Link className="button ghost wide" to={to(`/${event.slug}/profile/my-projects/new`)}>
            {t('mine.startProject')}
          </Link>
        )}
        {status === 'confirmed' && registration.qrToken && (
          <div className="check-in-code" data-testid="check-in-code">
            <span className="small muted">{t('mine.checkInCode')}</span>
            <CheckInQr code={registration.qrToken} label={t('mine.checkInCode')} />
            <code>{registration.qrToken}</code>
          </div>
        )}
        {['applied', 'waitlisted', 'accepted', 'confirmed'].includes(status) && (
          <button
            type="button"
            className="button ghost wide"
            disabled={cancel.isPending}
            onClick={async () => {
              if (await confirmDialog(t('mine.cancelConfirm'), t('mine.cancel')))
                cancel.mutate(undefined, { onError: (error) => toast(error, 'error') });
            }}
            data-testid="cancel-registration"
          >
            {t('mine.cancel')}
          </button>
        )}
        {status === 'cancelled' && settings.open && (
          <button type="button" className="button wide" onClick={() => setAgain(true)}>
            {t('mine.registerAgain')}
          </button>
        )}
      </div>
      {answered.length > 0 && (
        <div className="card stack tight">
          <h2>{t('mine.answers')}</h2>
          <dl className="registration-answers">
            {answered.map((field) => (
              <div key={field.id}>
                <dt>{field.label}</dt>
                <dd>{answerText(registration.answers[String(field.id)]!)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
