import { useState } from 'react';
import { accountIdentifier, verifyForm } from '../../../common/user-validation';
import { firstBrokenRule } from '../../../common/validation';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { accountApi } from '../account/api';
import {
  forgetVerification,
  rememberedVerification,
  rememberVerification,
  useAfterLogin,
  useAuthMode,
} from './use-auth-navigation';

/**
 * The code from the verification mail. After a sign-up or a login in this tab the account is known and
 * the screen names where the code went (masked); in a new tab it asks for the user name or e-mail too.
 */
export function VerifyForm() {
  const { t } = useTranslation();
  const [, setMode] = useAuthMode();
  const afterLogin = useAfterLogin();
  const { toast } = useUi();
  const [pending] = useState(rememberedVerification);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useZodForm(
    verifyForm,
    { usernameOrEmail: pending?.usernameOrEmail ?? '', verificationCode: '' },
    async (values) => {
      setNotice(null);
      const result = await accountApi.verify(values.usernameOrEmail, values.verificationCode);
      forgetVerification();
      toast(t('auth.welcome', { name: result.user.firstName ?? result.user.userName }), 'success');
      afterLogin();
    },
    // A wrong, expired or spent code shows the code's own message.
    { serverErrorFields: { 'verification.error.verificationCode': 'verificationCode' } },
  );

  const resend = async () => {
    const usernameOrEmail = form.values.usernameOrEmail.trim();
    if (firstBrokenRule(accountIdentifier, usernameOrEmail)) return form.touch('usernameOrEmail');
    setNotice(null);
    await accountApi.sendCode(usernameOrEmail).catch(() => undefined);
    if (!pending) rememberVerification({ usernameOrEmail });
    setNotice(t('verification.resent'));
  };

  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate>
      <p>
        {pending?.maskedEmail
          ? t('verification.sentTo', { address: pending.maskedEmail })
          : t('verification.sentToAccount')}
      </p>
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      <FormError error={form.serverError} />
      {!pending && (
        <Field
          label={t('login.usernameOrEmail')}
          autoComplete="username"
          {...form.field('usernameOrEmail')}
        />
      )}
      <Field
        label={t('verification.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('verificationCode')}
        onChange={(event) => form.setValue('verificationCode', event.target.value.replace(/\D/g, ''))}
      />
      <button type="submit" className="button primary" disabled={form.submitting}>
        {form.submitting ? t('common.loading') : t('verification.submit')}
      </button>
      <div className="auth-links">
        <button type="button" className="link-button" onClick={resend}>
          {t('verification.resend')}
        </button>
        <button type="button" className="link-button" onClick={() => setMode('login')}>
          {t('login.backToLogin')}
        </button>
      </div>
    </form>
  );
}
