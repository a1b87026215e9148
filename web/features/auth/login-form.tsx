import { loginForm } from '../../../common/user-validation';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { accountApi } from '../account/api';
import { rememberVerification, useAfterLogin, useAuthMode } from './use-auth-navigation';

export function LoginForm() {
  const { t } = useTranslation();
  const [, setMode] = useAuthMode();
  const afterLogin = useAfterLogin();
  const { toast } = useUi();
  const form = useZodForm(loginForm, { usernameOrEmail: '', password: '' }, async (values) => {
    const result = await accountApi.login(values.usernameOrEmail, values.password);
    if (!result.verified) {
      // No session for an unverified user: a code is on its way to the address the server names.
      rememberVerification({ usernameOrEmail: values.usernameOrEmail, maskedEmail: result.maskedEmail });
      setMode('verify');
      return;
    }
    toast(t('auth.welcome', { name: result.user.firstName ?? result.user.userName }), 'success');
    afterLogin();
  });

  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate>
      <FormError error={form.serverError} />
      <Field label={t('login.usernameOrEmail')} autoComplete="username" {...form.field('usernameOrEmail')} />
      <Field
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <button type="submit" className="button primary" disabled={form.submitting}>
        {form.submitting ? t('common.loading') : t('login.submit')}
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
