import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useOptionalEvent } from '../lib/event-context';
import { LOCALE_NAMES, LOCALES, useLocale, useLocalePath, useSwitchLocale } from '../lib/locale';
import { useUi } from '../state/ui-context';
import { Icon } from './icons';

function LocaleSwitcher() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="button ghost small" aria-label={t('common.language')}>
        <Icon name="globe" /> {locale.toUpperCase()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          {LOCALES.map((code) => (
            <DropdownMenu.Item key={code} className="menu-item" onSelect={() => switchLocale(code)}>
              {LOCALE_NAMES[code]}
              {code === locale && ' ✓'}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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

  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to={to(base || '/')} className="brand" onClick={closeMenu}>
          {event?.eventImage ? (
            <img src={event.eventImage} alt="" className="brand-logo" />
          ) : (
            <span className="brand-mark" />
          )}
          <span>{event?.name ?? 'Showcase'}</span>
        </Link>
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
              <NavLink to={to(`${base}/login?returnUrl=${returnUrl}`)} onClick={closeMenu}>
                {t('navbars.login')}
              </NavLink>
            </>
          )}
          <div className="nav-tools">
            <LocaleSwitcher />
            <DarkModeToggle />
          </div>
        </nav>
      </div>
    </header>
  );
}
