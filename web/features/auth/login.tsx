import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useOptionalEvent } from '../event/event-context';
import { ForgotPasswordForm } from './forgot-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { useAuthMode } from './use-auth-navigation';
import { VerifyForm } from './verify-form';

const TITLES = {
  login: 'login.title',
  signup: 'register.title',
  verify: 'verification.title',
  forgot: 'forgot.title',
};

/** /{eventSlug}/login and /login: log in, sign up, verify and forgotten password, one panel at a time. */
export function LoginPage() {
  const { t } = useTranslation();
  const event = useOptionalEvent();
  const [mode] = useAuthMode();
  useDocumentTitle(t(TITLES[mode]));
  return (
    <section className="stack" aria-labelledby="auth-title">
      {event && mode === 'login' && <p className="eyebrow">{t('login.subtitle', { event: event.name })}</p>}
      <h1 id="auth-title">{t(TITLES[mode])}</h1>
      {mode === 'login' && <LoginForm />}
      {mode === 'signup' && <SignupForm />}
      {mode === 'verify' && <VerifyForm />}
      {mode === 'forgot' && <ForgotPasswordForm />}
    </section>
  );
}
