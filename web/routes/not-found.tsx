import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigate,
  useRouteError,
  useSearchParams,
} from 'react-router';
import { useDocumentTitle } from '../lib/document-title';
import { useOptionalEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';

/** The catch-all error page of docs/product.md: not-found texts and a home button that goes back. */
function ErrorScreen({ title, detail, status }: { title: string; detail?: string; status?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  useDocumentTitle(title);
  return (
    <div className="error-screen">
      {status && <p className="error-status">{status}</p>}
      <h1>{title}</h1>
      <p>{t('notFound.content')}</p>
      {detail && <p className="muted mono">{detail}</p>}
      <button type="button" className="button primary" onClick={goBack}>
        {t('notFound.home')}
      </button>
    </div>
  );
}

/** /404 (HomeNotFound, with the failed path in the query) and every unknown page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const path = params.get('path') ?? location.pathname;
  const isUnknownEvent = params.has('path');
  return (
    <ErrorScreen
      status={404}
      title={isUnknownEvent ? t('notFound.eventHeader') : t('notFound.header')}
      detail={isUnknownEvent ? t('notFound.eventContent', { path }) : t('notFound.pageNotFound', { path })}
    />
  );
}

/** /{eventSlug}/not-found: something inside a known event does not exist. */
export function EventNotFoundPage() {
  const { t } = useTranslation();
  const event = useOptionalEvent();
  const to = useLocalePath();
  const [params] = useSearchParams();
  return (
    <div className="stack center">
      <ErrorScreen status={404} title={t('notFound.header')} detail={params.get('path') ?? undefined} />
      {event && <Link to={to(`/${event.slug}`)}>{event.name}</Link>}
    </div>
  );
}

/** Error element for every route: validation failures are 404s, anything else a 500. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : `Page Not Found ${location.pathname}`;
    return (
      <div className="layout layout-error">
        <main id="main" className="centered">
          <ErrorScreen status={error.status} title={t('notFound.header')} detail={detail} />
        </main>
      </div>
    );
  }
  return (
    <div className="layout layout-error">
      <main id="main" className="centered">
        <ErrorScreen status={500} title={t('modals.error.title')} detail={t('common.errorGeneric')} />
      </main>
    </div>
  );
}
