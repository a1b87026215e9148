import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account';
import { ApiError } from '../../api/client';
import { useAuthMode } from '../../lib/use-auth-navigation';
import { Field } from '../form/fields';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [, setMode] = useAuthMode();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError('login.error.invalidUsernameOrEmail');
    setBusy(true);
    setError(null);
    try {
      await accountApi.requestReset(value.trim());
      setSent(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.key ?? failure.message) : 'common.errorGeneric');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="muted">{t('forgot.intro')}</p>
      {sent ? (
        <p className="form-success" role="status">
          {t('forgot.sent')}
        </p>
      ) : (
        <>
          <Field
            label={t('login.usernameOrEmail')}
            name="usernameOrEmail"
            autoComplete="username"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
          />
          <button type="submit" className="button primary" disabled={busy}>
            {t('forgot.submit')}
          </button>
        </>
      )}
      <button type="button" className="link-button" onClick={() => setMode('login')}>
        {t('login.backToLogin')}
      </button>
    </form>
  );
}
