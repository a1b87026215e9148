import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SLUG_PATTERN } from '../../../common/constants';
import { useResultsAnnouncement } from '../../components/announcer';
import { ErrorMessage, Loading } from '../../components/feedback';
import { cleanedInput } from '../../components/form/cleaned-input';
import { SearchBox } from '../../components/search-box';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { EventMark } from '../event/event-mark';
import { usePublicEvents } from './api';

const SEARCH_DELAY_MS = 300;

/** The bare domain: a directory of public events with search, and a way to open any event by its address. */
export function DirectoryPage() {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const [slug, setSlug] = useState('');
  const slugId = useId();
  const events = usePublicEvents(search);
  useDocumentTitle(t('directory.title'));

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = window.setTimeout(
      () => setParams(text.trim() ? { search: text.trim() } : {}, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, search, setParams]);

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (SLUG_PATTERN.test(slug)) navigate(to(`/${slug}`));
  };
  const list = events.data?.pages.flatMap((page) => page.events) ?? [];
  useResultsAnnouncement(
    search,
    events.isSuccess && !events.isPlaceholderData ? list.length : undefined,
    events.hasNextPage,
  );

  return (
    <div className="container directory stack">
      <header className="directory-header stack">
        <p className="eyebrow">Showcase</p>
        <h1>{t('directory.title')}</h1>
        <p className="muted">{t('directory.intro')}</p>
        <SearchBox
          label={t('directory.searchLabel')}
          placeholder={t('directory.searchPlaceholder')}
          className="directory-search"
          value={text}
          onChange={setText}
        />
      </header>
      {events.isError ? (
        <ErrorMessage message={events.error.message} onRetry={() => events.refetch()} />
      ) : events.isPending ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="empty">{search ? t('directory.empty', { search }) : t('directory.none')}</p>
      ) : (
        <ul className="directory-grid" data-testid="event-directory">
          {list.map((event) => (
            <li key={event.id}>
              <Link to={to(`/${event.slug}`)} className="directory-card">
                <span className="directory-card-image">
                  <EventMark
                    name={event.name}
                    image={event.eventImage}
                    className="directory-card-mark"
                    tinted
                  />
                </span>
                <span className="directory-card-body">
                  <strong>{event.name}</strong>
                  {event.summary && <span className="clamp small">{event.summary}</span>}
                  <span className="muted small">
                    {t('directory.projects', { count: event.projectCount })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {events.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={events.isFetchingNextPage}
          onClick={() => events.fetchNextPage()}
        >
          {t('directory.more')}
        </button>
      )}
      <form className="landing-form" onSubmit={open}>
        <label className="muted small" htmlFor={slugId}>
          {t('directory.openBySlug')}
        </label>
        <div className="row">
          <input
            id={slugId}
            value={slug}
            placeholder="demo"
            autoComplete="off"
            aria-label={t('directory.slugLabel')}
            onChange={(event) => setSlug(cleanedInput(event, (typed) => typed.trim().toLowerCase()))}
          />
          <button type="submit" className="button primary" disabled={!SLUG_PATTERN.test(slug)}>
            {t('directory.open')}
          </button>
        </div>
      </form>
    </div>
  );
}
