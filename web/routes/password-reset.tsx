import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { checkNewPassword } from '../../common/validation';
import { accountApi } from '../api/account';
import { ApiError } from '../api/client';
import { Field, FormError, PasswordStrengthMeter } from '../components/form/fields';
import { useCommonPasswords } from '../lib/common-passwords';
import { useDocumentTitle } from '../lib/document-title';
import { useOptionalEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';

/** /{eventSlug}/password/reset?token=… from the mailed link (SPEC §5 reset password form). */
export function PasswordResetPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('resetPassword.title'));
  const [params] = useSearchParams();
  const event = useOptionalEvent();
  const to = useLocalePath();
  const common = useCommonPasswords();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const unmet = checkNewPassword(values.newPassword, common);
  const loginPath = to(event ? `/${event.slug}/login` : '/login');

  if (!token) return <FormError message="resetPassword.missingToken" />;

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const found = {
      newPassword: !values.newPassword
        ? 'resetPassword.error.newPassword'
        : unmet.length
          ? 'resetPassword.error.invalidPassword'
          : null,
      confirmPassword: !values.confirmPassword
        ? 'resetPassword.error.confirmPassword'
        : values.confirmPassword !== values.newPassword
          ? 'resetPassword.error.passwordNotMatch'
          : null,
    };
    setErrors(found);
    setServerError(null);
    if (found.newPassword || found.confirmPassword) return;
    setBusy(true);
    try {
      await accountApi.changePassword(token, values.newPassword);
      setDone(true);
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : 'common.errorGeneric');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack">
      <h1>{t('resetPassword.title')}</h1>
      {done ? (
        <>
          <p className="form-success" role="status">
            {t('resetPassword.done')}
          </p>
          <Link className="button primary" to={loginPath}>
            {t('login.submit')}
          </Link>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <FormError message={serverError} />
          <Field
            label={t('resetPassword.newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
            error={errors.newPassword}
            hint={<PasswordStrengthMeter password={values.newPassword} unmet={unmet} />}
          />
          <Field
            label={t('resetPassword.confirmPassword')}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => setValues({ ...values, confirmPassword: event.target.value })}
            error={errors.confirmPassword}
          />
          <button type="submit" className="button primary" disabled={busy}>
            {t('resetPassword.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
