import { useState } from 'react';
import { accountLookup } from '../../../common/user-validation';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { accountApi } from '../account/api';
import { useAuthMode } from './use-auth-navigation';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [, setMode] = useAuthMode();
  const [sent, setSent] = useState(false);
  const form = useZodForm(accountLookup, { usernameOrEmail: '' }, async ({ usernameOrEmail }) => {
    await accountApi.requestReset(usernameOrEmail);
    setSent(true);
  });

  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate>
      <p className="muted">{t('forgot.intro')}</p>
      {sent ? (
        <p className="form-success" role="status">
          {t('forgot.sent')}
        </p>
      ) : (
        <>
          <FormError error={form.serverError} />
          <Field
            label={t('login.usernameOrEmail')}
            autoComplete="username"
            {...form.field('usernameOrEmail')}
          />
          <button type="submit" className="button primary" disabled={form.submitting}>
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
