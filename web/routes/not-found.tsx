import { Component, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/react';
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

/** Thrown by a route whose parameters fail validation: the error boundary shows it as a 404. */
export class PageNotFound extends Error {}

/** The error page of every route: validation failures are 404s, anything else a 500. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (error instanceof PageNotFound) {
    return (
      <div className="layout layout-error">
        <main id="main" className="centered">
          <ErrorScreen
            status={404}
            title={t('notFound.header')}
            detail={error.message || `Page Not Found ${location.pathname}`}
          />
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

/** Shows RouteErrorPage in place of the app when a screen fails, until the visitor goes to another page. */
export class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  { error: unknown; pathname: string | null }
> {
  override state = { error: null as unknown, pathname: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: { error: unknown; pathname: string | null },
  ) {
    if (state.error === null) return null;
    // The first render after the error remembers its page; leaving that page clears the error.
    if (state.pathname === null) return { pathname: props.pathname };
    return state.pathname === props.pathname ? null : { error: null, pathname: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
