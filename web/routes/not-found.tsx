import { Component, type FormEvent, type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchBox } from '../components/search-box';
import { useTranslation } from '../i18n/react';
import { DefaultLayout } from '../layouts/layouts';
import { useDocumentTitle } from '../lib/document-title';
import { useOptionalEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';

/**
 * Back to the page before, or home when this is the tab's first page. React Router numbers the entries it
 * made (`history.state.idx`); at 0, the browser's Back would leave the site, or reach about:blank in a tab
 * opened from a link.
 */
function useGoBack(home: string) {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(home);
  };
}

/** A screen that says something went wrong, and a way back. */
function ErrorScreen({ title, detail, status }: { title: string; detail?: string; status?: number }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const goBack = useGoBack(to('/'));
  useDocumentTitle(title);
  return (
    <div className="error-screen">
      {status && <p className="error-status">{status}</p>}
      <h1>{title}</h1>
      <p>{t('notFound.content')}</p>
      {detail && <p className="muted">{detail}</p>}
      <button type="button" className="button primary" onClick={goBack}>
        {t('notFound.home')}
      </button>
    </div>
  );
}

/**
 * The not-found screen, inside the site's header and footer: what is missing, a search (the event's
 * projects inside an event, the event directory outside), links home and to the gallery, and Back.
 */
function NotFoundScreen({ title, path }: { title: string; path?: string }) {
  const { t } = useTranslation();
  const event = useOptionalEvent();
  const to = useLocalePath();
  const navigate = useNavigate();
  const home = to(event ? `/${event.slug}` : '/');
  const gallery = event ? to(`/${event.slug}/projects`) : to('/');
  const goBack = useGoBack(home);
  const [query, setQuery] = useState('');
  useDocumentTitle(title);
  const search = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const text = query.trim();
    navigate(text ? `${gallery}?search=${encodeURIComponent(text)}` : gallery);
  };
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="error-status" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title}</h1>
      <p>{t('notFound.content')}</p>
      {path && <p className="muted small not-found-path">{t('notFound.missingPath', { path })}</p>}
      <form className="not-found-search" role="search" onSubmit={search}>
        <SearchBox
          label={event ? t('notFound.searchProjects') : t('notFound.searchEvents')}
          placeholder={t('notFound.searchPlaceholder')}
          className="input"
          value={query}
          onChange={setQuery}
        />
        <button type="submit" className="button primary">
          {t('notFound.search')}
        </button>
      </form>
      <nav className="not-found-links" aria-label={title}>
        <button type="button" className="button ghost" onClick={goBack}>
          {t('notFound.home')}
        </button>
        <Link className="button secondary" to={home}>
          {event?.name ?? t('notFound.homeLink')}
        </Link>
        <Link className="button secondary" to={gallery}>
          {event ? t('notFound.galleryLink') : t('notFound.directoryLink')}
        </Link>
      </nav>
    </section>
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
