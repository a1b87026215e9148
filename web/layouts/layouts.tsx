import { type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Loading } from '../components/feedback';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { useTranslation } from '../i18n/react';
import { useEventPalette, useOptionalEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';
import { useUi } from '../state/ui-context';

/** The layouts (docs/product.md): default, profile, overlay, empty and error. */
function Frame({ className, children }: { className: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  useEventPalette(useOptionalEvent());
  return (
    <div className={`layout ${className}`}>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      {children}
    </div>
  );
}

/**
 * A layout's screen. Screens load their code on first visit (router.tsx), and Preact has no transitions
 * to keep the previous screen up meanwhile: the layout around (header, side menu, footer) stays and only
 * the screen's place says it is loading.
 */
function Screen() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}

export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <Frame className="layout-default">
      <Header />
      <main id="main" className="container main">
        {children ?? <Screen />}
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

/**
 * The side menu of the profile and organiser areas. On a desktop it is a column that starts open and can
 * be folded away; on a phone the same links become a tab strip under the header that scrolls sideways,
 * with the current section scrolled into view.
 */
export function SidebarLayout({
  label,
  items,
  children,
}: {
  label: string;
  items: SidebarItem[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { state, dispatch } = useUi();
  const navId = useId();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active tab changes with the path.
  useEffect(() => {
    const strip = nav.current;
    const active = strip?.querySelector<HTMLElement>('a.active');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    // Scroll the strip only, never the page, so the tab under the reader's thumb stays put.
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <Frame className="layout-profile">
      <Header />
      <div className={`container profile-grid ${state.sideMenu ? 'side-open' : 'side-closed'}`}>
        <aside className="side-menu">
          <div className="side-menu-inner">
            <button
              type="button"
              className="button ghost small side-toggle"
              aria-expanded={state.sideMenu}
              aria-controls={navId}
              aria-label={t('navbars.sectionMenu')}
              onClick={() => dispatch({ type: 'toggleSideMenu' })}
            >
              <span aria-hidden="true">{state.sideMenu ? '«' : '»'}</span>
            </button>
            {items.length > 0 && (
              <nav id={navId} ref={nav} aria-label={label} className="side-nav">
                {items.map((item) => (
                  <NavLink key={item.to} to={item.to} end={item.end} className="side-link">
                    {item.label}
                  </NavLink>
                ))}
              </nav>
            )}
          </div>
        </aside>
        <main id="main" className="main">
          {children ?? <Screen />}
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
        <Screen />
      </main>
    </Frame>
  );
}

export function EmptyLayout() {
  return (
    <Frame className="layout-empty">
      <main id="main" className="centered">
        <Screen />
      </main>
    </Frame>
  );
}

export function ErrorLayout({ children }: { children?: ReactNode }) {
  return (
    <Frame className="layout-error">
      <main id="main" className="centered">
        {children ?? <Screen />}
      </main>
    </Frame>
  );
}
