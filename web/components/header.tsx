import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { EVENT_STAFF_ROLES } from '../../common/constants';
import { displayName, initials } from '../../common/users';
import { useAccount } from '../api/account';
import { logout } from '../api/logout';
import { useSession } from '../api/session';
import { claimsOf } from '../api/token-claims';
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

function UserMenu({ base }: { base: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast, dispatch } = useUi();
  const account = useAccount(session?.userId);
  if (!session) return null;
  const user = account.data?.user;
  const name = user ? displayName(user) : session.username;
  // The token names the caller's roles in the event on screen (SPEC §6); the console checks again.
  const roles = claimsOf(session.authorization).roles;
  const runsEvent = roles.some(
    (role) => role === 'super_admin' || (EVENT_STAFF_ROLES as readonly string[]).includes(role),
  );
  const signOut = async () => {
    await logout(base.slice(1));
    queryClient.removeQueries({ queryKey: ['account'] });
    toast(t('auth.loggedOut'));
    navigate(to(base || '/'));
  };
  return (
    <DropdownMenu.Root onOpenChange={(open) => dispatch({ type: 'toggleProfileMenu', open })}>
      <DropdownMenu.Trigger className="button ghost small user-chip" aria-label={t('auth.userMenu')}>
        <span className="avatar" aria-hidden="true">
          {user ? initials(user) : session.username.slice(0, 2).toUpperCase()}
        </span>
        <span>{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu-label">
            {t('auth.loggedInAs', { name: `@${session.username}` })}
          </DropdownMenu.Label>
          {base && (
            <>
              <DropdownMenu.Item className="menu-item" onSelect={() => navigate(to(`${base}/profile`))}>
                {t('navbars.profile')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className="menu-item"
                onSelect={() => navigate(to(`${base}/profile/my-projects`))}
              >
                {t('navbars.myProjects')}
              </DropdownMenu.Item>
              {runsEvent && (
                <DropdownMenu.Item className="menu-item" onSelect={() => navigate(to(`${base}/manage`))}>
                  {t('navbars.manageEvent')}
                </DropdownMenu.Item>
              )}
            </>
          )}
          <DropdownMenu.Item className="menu-item" onSelect={() => navigate(to('/manage'))}>
            {t('navbars.myEvents')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item className="menu-item" onSelect={() => void signOut()}>
            {t('navbars.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
            <UserMenu base={base} />
            <LocaleSwitcher />
            <DarkModeToggle />
          </div>
        </nav>
      </div>
    </header>
  );
}
