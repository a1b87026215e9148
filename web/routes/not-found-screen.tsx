import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SearchBox } from '../components/search-box';
import { useOptionalEvent } from '../features/event/event-context';
import { PUBLIC_NAMESPACE } from '../i18n';
import { useTranslation } from '../i18n/react';
import { useDocumentTitle } from '../lib/document-title';
import { useLocalePath } from '../lib/locale';

/**
 * Back to the page before inside the app, or home. React Router numbers the entries it made in this tab
 * (`history.state.idx`); at 0 the entry before is not one of the app's (a first page, a tab opened
 * from a link, where the browser's Back reached about:blank), so the way on is home.
 */
export function useGoBack(home: string) {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(home);
  };
}

/**
 * The not-found screen, inside the site's header and footer: what is missing, a search (the event's
 * projects inside an event, the event directory outside), links home and to the gallery, and Back.
 */
export function NotFoundScreen({ title, path }: { title: string; path?: string }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation(PUBLIC_NAMESPACE);
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
      {path && <p className="muted small not-found-path">{tp('notFound.missingPath', { path })}</p>}
      <form className="not-found-search" role="search" onSubmit={search}>
        <SearchBox
          label={event ? tp('notFound.searchProjects') : tp('notFound.searchEvents')}
          placeholder={tp('notFound.searchPlaceholder')}
          className="input"
          value={query}
          onChange={setQuery}
        />
        <button type="submit" className="button primary">
          {tp('notFound.search')}
        </button>
      </form>
      <nav className="not-found-links" aria-label={title}>
        <button type="button" className="button ghost" onClick={goBack}>
          {t('notFound.home')}
        </button>
        <Link className="button secondary" to={home}>
          {event?.name ?? tp('notFound.directoryLink')}
        </Link>
        {/* Outside an event, home is the directory of events: one link says it. */}
        {event && (
          <Link className="button secondary" to={gallery}>
            {tp('notFound.galleryLink')}
          </Link>
        )}
      </nav>
    </section>
  );
}
