import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLogin } from '../../../common/validation';
import { accountApi } from '../../api/account';
import { ApiError } from '../../api/client';
import { rememberVerifyAddress, useAfterLogin, useAuthMode } from '../../lib/use-auth-navigation';
import { useUi } from '../../state/ui-context';
import { Field, FormError } from '../form/fields';

export function LoginForm() {
  const { t } = useTranslation();
  const [, setMode] = useAuthMode();
  const afterLogin = useAfterLogin();
  const { toast } = useUi();
  const [values, setValues] = useState({ usernameOrEmail: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkLogin(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const result = await accountApi.login(values.usernameOrEmail.trim(), values.password);
      if (!result.verified) {
        // SPEC §4: no session for an unverified user; a code is on its way to the remembered address.
        rememberVerifyAddress(values.usernameOrEmail.trim());
        setMode('verify');
        return;
      }
      toast(t('auth.welcome', { name: result.user.firstName ?? result.user.userName }), 'success');
      afterLogin();
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : t('common.errorGeneric'));
    } finally {
      setBusy(false);
    }
  };

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: event.target.value });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormError message={serverError} />
      <Field
        label={t('login.usernameOrEmail')}
        name="usernameOrEmail"
        autoComplete="username"
        value={values.usernameOrEmail}
        onChange={set('usernameOrEmail')}
        error={errors.usernameOrEmail}
      />
      <Field
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? t('common.loading') : t('login.submit')}
      </button>
      <div className="auth-links">
        <button type="button" className="link-button" onClick={() => setMode('forgot')}>
          {t('login.forgot')}
        </button>
        <span>
          {t('login.noAccount')}{' '}
          <button type="button" className="link-button" onClick={() => setMode('signup')}>
            {t('login.createAccount')}
          </button>
        </span>
      </div>
    </form>
  );
}
