import { useMemo } from 'react';
import { signupForm } from '../../../common/user-validation';
import { maskEmail } from '../../../common/users';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { accountApi } from '../account/api';
import { useCommonPasswords } from './common-passwords';
import { withPasswordRules } from './password-strength';
import { rememberVerification, useAuthMode } from './use-auth-navigation';

const EMPTY = { first_name: '', last_name: '', user_name: '', email: '', password: '' };

export function SignupForm() {
  const { t } = useTranslation();
  const [, setMode] = useAuthMode();
  const common = useCommonPasswords();
  const schema = useMemo(() => signupForm(common), [common]);
  const form = useZodForm(schema, EMPTY, async (values) => {
    await accountApi.signup(values);
    rememberVerification({ usernameOrEmail: values.email, maskedEmail: maskEmail(values.email) });
    setMode('verify');
  });

  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate>
      <FormError error={form.serverError} />
      <div className="row wrap form-pair">
        <Field label={t('register.firstName')} autoComplete="given-name" {...form.field('first_name')} />
        <Field label={t('register.lastName')} autoComplete="family-name" {...form.field('last_name')} />
      </div>
      <Field label={t('register.userName')} autoComplete="username" {...form.field('user_name')} />
      <Field label={t('register.email')} type="email" autoComplete="email" {...form.field('email')} />
      <Field
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        {...withPasswordRules(form.field('password'), form.values.password)}
      />
      <button type="submit" className="button primary" disabled={form.submitting}>
        {form.submitting ? t('common.loading') : t('register.submit')}
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
