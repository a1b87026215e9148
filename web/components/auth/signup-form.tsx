import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewPassword, checkPersonName, checkUserName, isValidEmail } from '../../../common/validation';
import { accountApi } from '../../api/account';
import { ApiError } from '../../api/client';
import { useCommonPasswords } from '../../lib/common-passwords';
import { rememberVerifyAddress, useAuthMode } from '../../lib/use-auth-navigation';
import { Field, FormError, PasswordStrengthMeter } from '../form/fields';

const EMPTY = { user_name: '', email: '', first_name: '', last_name: '', password: '' };

export function SignupForm() {
  const { t } = useTranslation();
  const [, setMode] = useAuthMode();
  const common = useCommonPasswords();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unmet = checkNewPassword(values.password, common);

  const validate = () => ({
    user_name: checkUserName(values.user_name),
    email: isValidEmail(values.email) ? null : 'register.error.email',
    first_name: checkPersonName('firstName', values.first_name),
    last_name: checkPersonName('lastName', values.last_name),
    password: unmet[0] ?? null,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setServerError(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await accountApi.signup({ ...values, user_name: values.user_name.trim(), email: values.email.trim() });
      rememberVerifyAddress(values.email.trim());
      setMode('verify');
    } catch (error) {
      setServerError(error instanceof ApiError ? (error.key ?? error.message) : t('common.errorGeneric'));
    } finally {
      setBusy(false);
    }
  };

  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: event.target.value });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormError message={serverError} />
      <div className="row wrap form-pair">
        <Field
          label={t('register.firstName')}
          name="first_name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
        />
        <Field
          label={t('register.lastName')}
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
      </div>
      <Field
        label={t('register.userName')}
        name="user_name"
        autoComplete="username"
        value={values.user_name}
        onChange={set('user_name')}
        error={errors.user_name}
      />
      <Field
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label={t('register.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={<PasswordStrengthMeter password={values.password} unmet={unmet} />}
      />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? t('common.loading') : t('register.submit')}
      </button>
      <div className="auth-links">
        <span>
          {t('register.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => setMode('login')}>
            {t('login.submit')}
          </button>
        </span>
      </div>
    </form>
  );
}
