import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordForm } from '../../common/user-validation';
import { accountApi } from '../api/account';
import { FormError, NewPasswordFields } from '../components/form/fields';
import { withPasswordRules } from '../components/form/password-strength';
import { useZodForm } from '../components/form/use-zod-form';
import { useTranslation } from '../i18n/react';
import { useCommonPasswords } from '../lib/common-passwords';
import { useDocumentTitle } from '../lib/document-title';
import { useOptionalEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';

/** /{eventSlug}/password/reset?token=… from the mailed link (docs/product.md, reset password form). */
export function PasswordResetPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('resetPassword.title'));
  const [params] = useSearchParams();
  const event = useOptionalEvent();
  const to = useLocalePath();
  const common = useCommonPasswords();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const schema = useMemo(() => resetPasswordForm(common), [common]);
  const form = useZodForm(schema, { newPassword: '', confirmPassword: '' }, async (values) => {
    await accountApi.changePassword(token, values.newPassword);
    setDone(true);
  });
  const loginPath = to(event ? `/${event.slug}/login` : '/login');

  if (!token) return <FormError message="resetPassword.missingToken" />;

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
        <form className="form" onSubmit={form.handleSubmit} noValidate>
          <FormError error={form.serverError} />
          <NewPasswordFields
            password={{
              label: t('resetPassword.newPassword'),
              ...withPasswordRules(form.field('newPassword'), form.values.newPassword),
            }}
            confirm={{ label: t('resetPassword.confirmPassword'), ...form.field('confirmPassword') }}
          />
          <button type="submit" className="button primary" disabled={form.submitting}>
            {t('resetPassword.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
