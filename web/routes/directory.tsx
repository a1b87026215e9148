import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SLUG_PATTERN } from '../../common/constants';
import { eventAddressForm, searchForm } from '../../common/validation';
import { usePublicEvents } from '../api/directory';
import { useResultsAnnouncement } from '../components/announcer';
import { EventMark } from '../components/event-mark';
import { ErrorMessage, Loading } from '../components/feedback';
import { cleanedInput } from '../components/form/cleaned-input';
import { FieldMessage, invalidProps } from '../components/form/fields';
import { useZodForm } from '../components/form/use-zod-form';
import { SearchBox } from '../components/search-box';
import { useTranslation } from '../i18n/react';
import { useDocumentTitle } from '../lib/document-title';
import { useLocalePath } from '../lib/locale';

const SEARCH_DELAY_MS = 300;

/** The bare domain: a directory of public events with search, and a way to open any event by its address. */
export function DirectoryPage() {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const form = useZodForm(searchForm, { search }, (values) => {
    if (values.search !== search)
      setParams(values.search ? { search: values.search } : {}, { replace: true });
  });
  // Typing searches after a pause, as Enter does at once; the timer sends the text of the last render.
  const submitLater = useRef(form.handleSubmit);
  submitLater.current = form.handleSubmit;
  const text = form.values.search;
  const address = useZodForm(eventAddressForm, { slug: '' }, ({ slug }) => navigate(to(`/${slug}`)));
  const slugId = useId();
  const events = usePublicEvents(search);
  useDocumentTitle(t('directory.title'));

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = window.setTimeout(() => void submitLater.current(), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, search]);

  const { error: slugError, ...slugInput } = address.field('slug');
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
        <form className="stack tight" role="search" onSubmit={form.handleSubmit} noValidate>
          <SearchBox
            label={t('directory.searchLabel')}
            placeholder={t('directory.searchPlaceholder')}
            className="directory-search"
            value={text}
            error={form.errors.search}
            onChange={(typed) => form.setValue('search', typed)}
          />
        </form>
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
      <form className="landing-form" onSubmit={address.handleSubmit} noValidate>
        <label className="muted small" htmlFor={slugId}>
          {t('directory.openBySlug')}
        </label>
        <div className="row">
          <input
            id={slugId}
            placeholder="demo"
            autoComplete="off"
            aria-label={t('directory.slugLabel')}
            {...slugInput}
            {...invalidProps(slugError, `${slugId}-error`)}
            onChange={(event) =>
              address.setValue(
                'slug',
                cleanedInput(event, (typed) => typed.trim().toLowerCase()),
              )
            }
          />
          {/* Open only once the address could be one: the button says so before any message. */}
          <button type="submit" className="button primary" disabled={!SLUG_PATTERN.test(address.values.slug)}>
            {t('directory.open')}
          </button>
        </div>
        <FieldMessage id={`${slugId}-error`} error={slugError} />
      </form>
    </div>
  );
}
