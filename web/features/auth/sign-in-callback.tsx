import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { accountApi } from '../account/api';
import { useOptionalEvent } from '../event/event-context';
import { safeReturnUrl } from './use-auth-navigation';

let attemptRunning = false;

/**
 * /login/callback, /{eventSlug}/callback and /{eventSlug}/third-party/sso: the identity provider sends
 * the browser back with a token (query or fragment), which is exchanged for our session.
 */
export function SignInCallbackPage({ kind }: { kind: 'callback' | 'sso' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = useLocalePath();
  const event = useOptionalEvent();
  useDocumentTitle(t('login.title'));
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const slug = event?.slug ?? params.get('event');
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = params.get('token') ?? fragment.get('token') ?? fragment.get('id_token') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) return setError(t('auth.missingToken'));
    // docs/product.md: a second attempt while one runs is refused (and only logged).
    if (attemptRunning) return console.warn('Third party login already in progress');
    attemptRunning = true;
    const exchange = kind === 'sso' ? accountApi.ssoExchange : accountApi.thirdPartyLogin;
    exchange(token)
      .then(() =>
        navigate(safeReturnUrl(params.get('returnUrl')) ?? to(slug ? `/${slug}` : '/'), { replace: true }),
      )
      .catch((failure: Error) => setError(t('auth.signInFailed', { message: failure.message })))
      .finally(() => {
        attemptRunning = false;
      });
  }, [kind, navigate, params, slug, t, to, token]);

  if (!error) return <Loading label={t('auth.signingIn')} />;
  return (
    <div className="status-card">
      <ErrorMessage message={error} />
      <Link className="button" to={to(slug ? `/${slug}/login` : '/login')}>
        {t('login.backToLogin')}
      </Link>
    </div>
  );
}
