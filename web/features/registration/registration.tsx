import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { asksParent } from '../../../common/consent';
import { type AnswerValue, answerText } from '../../../common/registration-form';
import {
  type RegistrationField,
  type RegistrationSettings,
  registrationForm,
} from '../../../common/schemas/registration';
import { useConfirm } from '../../components/confirm';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, FormError, serverFieldError } from '../../components/form/fields';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { AnswerInput } from '../projects/custom-fields';
import { useMyRegistration, useRegistrationActions } from './api';
import { CheckInQr } from './check-in-qr';
import { formatDate, RegistrationStatusBadge } from './register-cta';
import './registration.css';

type RegistrationValues = {
  answers: Record<string, AnswerValue | null>;
  birthDate: string;
  parentEmail: string;
};

/**
 * The birth date the event asks when a parent must consent under an age, and, once the date says the
 * applicant is under it, the parent's or guardian's address the consent link is mailed to.
 */
function ConsentFields({ ageUnder, form }: { ageUnder: number; form: ZodForm<RegistrationValues> }) {
  const { t } = useTranslation('registration');
  // Marked in words as the form's own questions are (not by the field's mark), so every required one
  // reads the same.
  const { t: tn } = useTranslation('notify');
  const requiredLabel = (label: string) => `${label} ${tn('form.requiredMark')}`;
  return (
    <div className="stack tight" data-testid="consent-fields">
      <Field
        label={requiredLabel(t('form.birthDate'))}
        type="date"
        aria-required
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
        hint={t('form.birthDateHint', { age: ageUnder })}
        {...form.field('birthDate')}
        required={false}
      />
      {asksParent(ageUnder, form.values.birthDate, new Date()) && (
        <Field
          label={requiredLabel(t('form.parentEmail'))}
          type="email"
          aria-required
          autoComplete="off"
          hint={t('form.parentEmailHint', { age: ageUnder })}
          {...form.field('parentEmail')}
          required={false}
        />
      )}
    </div>
  );
}

/** The questions of an open registration, with the birth date and a parent's address when consent is asked. */
function AnswersForm({ settings }: { settings: RegistrationSettings }) {
  const { t, i18n } = useTranslation('registration');
  const event = useCurrentEvent();
  const { apply } = useRegistrationActions(event.slug);
  const schema = useMemo(() => registrationForm(settings), [settings]);
  const form = useZodForm(schema, { answers: {}, birthDate: '', parentEmail: '' }, async (body) => {
    await apply.mutateAsync(body);
  });
  const ageUnder = settings.consentAgeUnder;
  // An answer's own rule, or the server's refusal of it, keyed by the question's id.
  const errorOf = (id: string) => {
    const key = form.errors[`answers.${id}`] ?? serverFieldError(form.serverError, id);
    return key ? t(key, { ns: 'notify', defaultValue: form.serverError?.message }) : null;
  };
  return (
    <form className="card stack" onSubmit={form.handleSubmit} noValidate data-testid="registration-form">
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
          value={form.values.answers[String(field.id)] ?? null}
          error={errorOf(String(field.id))}
          onChange={(value) =>
            form.setValue('answers', { ...form.values.answers, [String(field.id)]: value })
          }
        />
      ))}
      {ageUnder !== null && <ConsentFields ageUnder={ageUnder} form={form} />}
      <FormError error={form.serverError} fieldsShown />
      <button
        type="submit"
        className="button primary wide"
        disabled={form.submitting}
        data-testid="send-registration"
      >
        {t('form.submit')}
      </button>
    </form>
  );
}

/** The event's registration form, signed in, phone first: shown on the registration page until sent. */
function RegisterForm() {
  const { t } = useTranslation('registration');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const mine = useMyRegistration(event.slug);
  useDocumentTitle(t('form.title', { event: event.name }));
  if (mine.isPending) return <Loading />;
  if (mine.isError) return <ErrorMessage message={mine.error.message} onRetry={() => mine.refetch()} />;
  const { settings, registration } = mine.data;
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
        <AnswersForm settings={settings} />
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
