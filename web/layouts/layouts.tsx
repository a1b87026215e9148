import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { eventColorStyle, useOptionalEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';
import { useUi } from '../state/ui-context';

/** SPEC §2 layouts: default, profile, overlay, empty and error. */
function Frame({ className, children }: { className: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const event = useOptionalEvent();
  return (
    <div className={`layout ${className}`} style={eventColorStyle(event)}>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      {children}
    </div>
  );
}

export function DefaultLayout() {
  return (
    <Frame className="layout-default">
      <Header />
      <main id="main" className="container main">
        <Outlet />
      </main>
      <Footer />
    </Frame>
  );
}

export interface SidebarItem {
  to: string;
  label: string;
  end?: boolean;
}

/** The side menu of the profile and organiser areas (SPEC §3: side menu open by default). */
export function SidebarLayout({
  label,
  items,
  children,
}: {
  label: string;
  items: SidebarItem[];
  children?: ReactNode;
}) {
  const { state, dispatch } = useUi();
  return (
    <Frame className="layout-profile">
      <Header />
      <div className={`container profile-grid ${state.sideMenu ? 'side-open' : 'side-closed'}`}>
        <aside className="side-menu">
          <button
            type="button"
            className="button ghost small"
            aria-expanded={state.sideMenu}
            aria-label={label}
            onClick={() => dispatch({ type: 'toggleSideMenu' })}
          >
            {state.sideMenu ? '«' : '»'}
          </button>
          {state.sideMenu && (
            <nav aria-label={label}>
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              ))}
            </nav>
          )}
        </aside>
        <main id="main" className="main">
          {children ?? <Outlet />}
        </main>
      </div>
      <Footer />
    </Frame>
  );
}

export function ProfileLayout() {
  const { t } = useTranslation();
  const event = useOptionalEvent();
  const to = useLocalePath();
  const base = event ? `/${event.slug}` : '';
  return (
    <SidebarLayout
      label={t('navbars.profile')}
      items={[
        { to: to(`${base}/profile`), label: t('navbars.profile'), end: true },
        { to: to(`${base}/profile/my-projects`), label: t('navbars.myProjects') },
      ]}
    />
  );
}

export function OverlayLayout() {
  return (
    <Frame className="layout-overlay">
      <Header />
      <main id="main" className="overlay-panel">
        <Outlet />
      </main>
    </Frame>
  );
}

export function EmptyLayout() {
  return (
    <Frame className="layout-empty">
      <main id="main" className="centered">
        <Outlet />
      </main>
    </Frame>
  );
}

export function ErrorLayout() {
  return (
    <Frame className="layout-error">
      <main id="main" className="centered">
        <Outlet />
      </main>
    </Frame>
  );
}
