import { lazy, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../features/auth/session';
import { useOptionalEvent } from '../features/event/event-context';
import { EventMark } from '../features/event/event-mark';
import { useTranslation } from '../i18n/react';
import { Boundary } from '../lib/hydration';
import { useLocale, useLocalePath } from '../lib/locale';
import { useStickyInset } from '../lib/sticky-insets';
import { useUi } from '../state/ui-context';
import { Icon } from './icons';

const loadMenus = () => import('./menus');
const LocaleSwitcher = lazy(() => loadMenus().then((module) => ({ default: module.LocaleSwitcher })));
const UserMenu = lazy(() => loadMenus().then((module) => ({ default: module.UserMenu })));
/** The notification bell and the support button (as the event's plan allows) load for signed-in users only. */
const EventTools = lazy(() => loadMenus().then((module) => ({ default: module.EventTools })));

/**
 * The language button before the menus' code has loaded. A visitor without a session gets no menu code
 * with the page (it is most of what a first visit would download after the page itself): pointing at
 * or focusing this button fetches it, and a click opens the real menu in its place.
 */
function MenuPlaceholder({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <button
      type="button"
      className="button ghost small"
      disabled={!onOpen}
      aria-label={t('common.language')}
      aria-haspopup="menu"
      onPointerEnter={() => void loadMenus()}
      onFocus={() => void loadMenus()}
      onClick={onOpen}
    >
      <Icon name="globe" /> {locale.toUpperCase()}
    </button>
  );
}

/** The user menu and the language menu; for visitors, only once they reach for the language menu. */
function HeaderMenus({ base }: { base: string }) {
  const session = useSession();
  const [opened, setOpened] = useState(false);
  if (!session && !opened) return <MenuPlaceholder onOpen={() => setOpened(true)} />;
  return (
    <Boundary fallback={<MenuPlaceholder />}>
      <UserMenu base={base} />
      <LocaleSwitcher defaultOpen={opened} />
    </Boundary>
  );
}

function DarkModeToggle() {
  const { t } = useTranslation();
  const { state, dispatch } = useUi();
  const label = state.darkMode ? t('common.lightMode') : t('common.darkMode');
  return (
    <button
      type="button"
      className="button ghost small"
      aria-label={label}
      title={label}
      aria-pressed={state.darkMode}
      onClick={() => dispatch({ type: 'toggleDarkMode' })}
    >
      <Icon name={state.darkMode ? 'sun' : 'moon'} />
    </button>
  );
}

/**
 * The phone menu closes whenever the page changes (a link in it, a choice in the user menu inside it, the
 * browser's Back), on Escape and on a tap outside the header, so it never covers the screen it opened.
 */
function useMenuClosing(open: boolean, close: () => void, header: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is the signal, not a value used.
  useEffect(() => {
    close();
  }, [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // Escape inside an open dropdown closes that dropdown only.
      if (
        event.key !== 'Escape' ||
        (event.target instanceof Element && event.target.closest('[role="menu"]'))
      )
        return;
      close();
      header.current?.querySelector<HTMLElement>('.menu-toggle')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      // The user and language menus render their lists in a portal outside the header.
      const inMenu = target instanceof Element && target.closest('[role="menu"]');
      if (target && !header.current?.contains(target) && !inMenu) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, header]);
}

export function Header() {
  const { t } = useTranslation();
  const event = useOptionalEvent();
  const to = useLocalePath();
  const location = useLocation();
  const { state, dispatch } = useUi();
  const base = event ? `/${event.slug}` : '';
  const closeMenu = useCallback(() => dispatch({ type: 'toggleMenu', open: false }), [dispatch]);
  const headerRef = useRef<HTMLElement>(null);
  useMenuClosing(state.mobileMenu, closeMenu, headerRef);
  const returnUrl = encodeURIComponent(location.pathname + location.search);
  const session = useSession();
  const phoneMenu = useRef<HTMLElement>(null);
  useStickyInset(headerRef, 'top');
  useStickyInset(phoneMenu, 'top');

  return (
    <header className="site-header" ref={headerRef}>
      <div className="container header-row">
        <Link to={to(base || '/')} className="brand" onClick={closeMenu}>
          {event ? (
            <EventMark name={event.name} image={event.eventImage} className="brand-logo" />
          ) : (
            <span className="brand-mark" />
          )}
          <span className="brand-name">{event?.name ?? 'Showcase'}</span>
        </Link>
        {session && (
          <Boundary fallback={null}>
            <EventTools />
          </Boundary>
        )}
        <button
          type="button"
          className="button ghost small menu-toggle"
          aria-expanded={state.mobileMenu}
          aria-controls="main-navigation"
          aria-label={state.mobileMenu ? t('navbars.closeMenu') : t('navbars.openMenu')}
          onClick={() => dispatch({ type: 'toggleMenu' })}
        >
          <Icon name="menu" />
        </button>
        <nav
          ref={phoneMenu}
          onBlur={(event) => {
            // The open phone menu covers the page: leaving it by keyboard closes it (its own menus stay).
            const next = event.relatedTarget as Element | null;
            if (
              state.mobileMenu &&
              next &&
              !headerRef.current?.contains(next) &&
              !next.closest('[role="menu"]')
            ) {
              closeMenu();
            }
          }}
          id="main-navigation"
          aria-label={t('navbars.mainNavigation')}
          className={`main-nav ${state.mobileMenu ? 'open' : ''}`}
        >
          {event && (
            <>
              <NavLink to={to(base)} end onClick={closeMenu}>
                {t('navbars.home')}
              </NavLink>
              <NavLink to={to(`${base}/details`)} onClick={closeMenu}>
                {t('navbars.details')}
              </NavLink>
              <NavLink to={to(`${base}/projects`)} onClick={closeMenu}>
                {t('navbars.projects')}
              </NavLink>
              {event.awardsPublished && (
                <NavLink to={to(`${base}/winners`)} onClick={closeMenu}>
                  {t('navbars.winners')}
                </NavLink>
              )}
              {event.teamFinder && (
                <NavLink to={to(`${base}/teams`)} onClick={closeMenu}>
                  {t('navbars.teams')}
                </NavLink>
              )}
              {!session && (
                <NavLink to={to(`${base}/login?returnUrl=${returnUrl}`)} onClick={closeMenu}>
                  {t('navbars.login')}
                </NavLink>
              )}
            </>
          )}
          <div className="nav-tools">
            <HeaderMenus base={base} />
            <DarkModeToggle />
          </div>
        </nav>
      </div>
    </header>
  );
}
