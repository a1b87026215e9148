import { lazy, Suspense, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../api/session';
import { useTranslation } from '../i18n/react';
import { useOptionalEvent } from '../lib/event-context';
import { useLocale, useLocalePath } from '../lib/locale';
import { useStickyInset } from '../lib/sticky-insets';
import { useUi } from '../state/ui-context';
import { Icon } from './icons';

const LocaleSwitcher = lazy(() => import('./menus').then((module) => ({ default: module.LocaleSwitcher })));
const UserMenu = lazy(() => import('./menus').then((module) => ({ default: module.UserMenu })));
/** The notification bell and the support button (as the event's plan allows) load for signed-in users only. */
const EventTools = lazy(() => import('./menus').then((module) => ({ default: module.EventTools })));

/** Holds the menus' place while their code loads, so nothing shifts. */
function MenuPlaceholder() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <button type="button" className="button ghost small" disabled aria-label={t('common.language')}>
      <Icon name="globe" /> {locale.toUpperCase()}
    </button>
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

export function Header() {
  const { t } = useTranslation();
  const event = useOptionalEvent();
  const to = useLocalePath();
  const location = useLocation();
  const { state, dispatch } = useUi();
  const base = event ? `/${event.slug}` : '';
  const closeMenu = () => dispatch({ type: 'toggleMenu', open: false });
  const returnUrl = encodeURIComponent(location.pathname + location.search);
  const session = useSession();
  const bar = useRef<HTMLElement>(null);
  const phoneMenu = useRef<HTMLElement>(null);
  useStickyInset(bar, 'top');
  useStickyInset(phoneMenu, 'top');

  return (
    <header className="site-header" ref={bar}>
      <div className="container header-row">
        <Link to={to(base || '/')} className="brand" onClick={closeMenu}>
          {event?.eventImage ? (
            <img src={event.eventImage} alt="" className="brand-logo" />
          ) : (
            <span className="brand-mark" />
          )}
          <span className="brand-name">{event?.name ?? 'Showcase'}</span>
        </Link>
        <Suspense fallback={null}>
          <EventTools />
        </Suspense>
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
            if (state.mobileMenu && next && !bar.current?.contains(next) && !next.closest('[role="menu"]')) {
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
              {!session && (
                <NavLink to={to(`${base}/login?returnUrl=${returnUrl}`)} onClick={closeMenu}>
                  {t('navbars.login')}
                </NavLink>
              )}
            </>
          )}
          <div className="nav-tools">
            <Suspense fallback={<MenuPlaceholder />}>
              <UserMenu base={base} />
              <LocaleSwitcher />
            </Suspense>
            <DarkModeToggle />
          </div>
        </nav>
      </div>
    </header>
  );
}
