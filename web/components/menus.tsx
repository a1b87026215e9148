import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { EVENT_STAFF_ROLES } from '../../common/constants';
import { displayName, initials } from '../../common/users';
import { accountKeys } from '../api/query-keys';
import { useAccount } from '../features/account/api';
import { logout } from '../features/auth/logout';
import { useSession } from '../features/auth/session';
import { useOptionalEvent } from '../features/event/event-context';
import { useTranslation } from '../i18n/react';
import { FIRST_ITEM_ON_OPEN } from '../lib/focus';
import { Boundary } from '../lib/hydration';
import { LOCALE_NAMES, LOCALES, useLocale, useLocalePath, useSwitchLocale } from '../lib/locale';
import { useUi } from '../state/ui-context';
import { Icon } from './icons';

/**
 * The header's dropdown menus. They load after the page (lazily, with the menu library), so the
 * public page's first JavaScript stays small; until then the header shows inert look-alike buttons.
 */
const EventToolsOf = lazy(() => import('../features/notify/event-tools'));

/**
 * The notification bell and the support button, for signed-in users of an event; their code loads
 * only for them. The header reaches this through an already-lazy module, so the public page's first
 * load carries no new import.
 */
export function EventTools() {
  const session = useSession();
  const event = useOptionalEvent();
  if (!session || !event) return null;
  return (
    <div className="header-tools">
      <Boundary fallback={null}>
        <EventToolsOf event={event} />
      </Boundary>
    </div>
  );
}

/** `defaultOpen`: the visitor clicked the stand-in button while this code loaded. */
export function LocaleSwitcher({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="button ghost small" aria-label={t('common.language')}>
        <Icon name="globe" /> {locale.toUpperCase()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6} {...FIRST_ITEM_ON_OPEN}>
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

export function UserMenu({ base }: { base: string }) {
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
  // The token names the caller's roles in the event on screen (docs/product.md); the console checks again.
  const roles = session.roles;
  const runsEvent = roles.some(
    (role) => role === 'super_admin' || (EVENT_STAFF_ROLES as readonly string[]).includes(role),
  );
  const signOut = async () => {
    await logout(base.slice(1));
    queryClient.removeQueries({ queryKey: accountKeys.all });
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
        <DropdownMenu.Content className="menu" align="end" sideOffset={6} {...FIRST_ITEM_ON_OPEN}>
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
              {roles.includes('ss_event_judge') && (
                <DropdownMenu.Item className="menu-item" onSelect={() => navigate(to(`${base}/judge`))}>
                  {t('navbars.judge')}
                </DropdownMenu.Item>
              )}
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
