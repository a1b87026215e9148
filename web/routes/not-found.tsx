import { Component, lazy, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../components/feedback';
import { loadPublicTranslations } from '../i18n';
import { useTranslation } from '../i18n/react';
import { DefaultLayout } from '../layouts/layouts';
import { useDocumentTitle } from '../lib/document-title';
import { Boundary } from '../lib/hydration';
import { useLocalePath } from '../lib/locale';

/** Few visitors see it: its code (a search form and links) loads when it is shown. */
const LazyNotFoundScreen = lazy(async () => {
  const [module] = await Promise.all([import('./not-found-screen'), loadPublicTranslations()]);
  return { default: module.NotFoundScreen };
});

function NotFoundScreen(props: { title: string; path?: string }) {
  return (
    <Boundary fallback={<Loading />}>
      <LazyNotFoundScreen {...props} />
    </Boundary>
  );
}

/** A screen that says something went wrong, and a way back. */
function ErrorScreen({ title, detail, status }: { title: string; detail?: string; status?: number }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <div className="error-screen">
      {status && <p className="error-status">{status}</p>}
      <h1>{title}</h1>
      {detail && <p>{detail}</p>}
      <button type="button" className="button primary" onClick={() => navigate(to('/'))}>
        {t('notFound.homeLink')}
      </button>
    </div>
  );
}

/** /404 (HomeNotFound, with the failed path in the query) and every unknown page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const isUnknownEvent = params.has('path');
  return (
    <NotFoundScreen
      title={isUnknownEvent ? t('notFound.eventHeader') : t('notFound.header')}
      path={params.get('path') ?? (location.pathname.endsWith('/404') ? undefined : location.pathname)}
    />
  );
}

/** /{eventSlug}/not-found: something inside a known event does not exist. */
export function EventNotFoundPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return <NotFoundScreen title={t('notFound.header')} path={params.get('path') ?? undefined} />;
}

/** Thrown by a route whose parameters fail validation: the error boundary shows it as a 404. */
export class PageNotFound extends Error {}

/** The error page of every route: validation failures are 404s, anything else a 500. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (error instanceof PageNotFound) {
    return (
      <DefaultLayout>
        <NotFoundScreen title={t('notFound.header')} path={location.pathname} />
      </DefaultLayout>
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
