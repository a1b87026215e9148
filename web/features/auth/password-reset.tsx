import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordForm } from '../../../common/user-validation';
import { FormError, NewPasswordFields } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { accountApi } from '../account/api';
import { useOptionalEvent } from '../event/event-context';
import { useCommonPasswords } from './common-passwords';
import { withPasswordRules } from './password-strength';

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
