import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Loading } from '../components/feedback';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { useEventPalette, useOptionalEvent } from '../features/event/event-context';
import { useTranslation } from '../i18n/react';
import { Boundary } from '../lib/hydration';
import { useLocalePath } from '../lib/locale';
import { useStickyInset } from '../lib/sticky-insets';
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
 * A layout's screen. Screens load their code on first visit (router.tsx): whenever the screen's place
 * shows that it is loading, the layout around it (header, side menu, footer) stays.
 */
function Screen() {
  return (
    <Boundary fallback={<Loading />}>
      <Outlet />
    </Boundary>
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

/** A named run of side-menu links (the console groups its sections by what an organiser does). */
export interface SidebarGroup {
  /** Shown above the group's links; the first group may have none. */
  label?: string;
  items: SidebarItem[];
}

/**
 * The side menu of the profile and organiser areas. On a desktop it is a column that starts open and can
 * be folded away. On a phone a short menu (the profile's two links) becomes a tab strip under the header;
 * a grouped one (the console's) becomes a section picker: one bar naming the current section that opens
 * the grouped list and closes again once a section is chosen, so no row of tabs ever scrolls sideways.
 */
export function SidebarLayout({
  label,
  items,
  groups,
  current,
  className,
  children,
}: {
  label: string;
  /** A class of the page frame beside `layout-profile` (the console adds its own). */
  className?: string;
  items?: SidebarItem[];
  groups?: SidebarGroup[];
  /** The name of the section on screen, shown on the phone's section picker. */
  current?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { state, dispatch } = useUi();
  const navId = useId();
  const nav = useRef<HTMLElement>(null);
  const strip = useRef<HTMLElement>(null);
  // On phones the section menu is a strip pinned under the header.
  useStickyInset(strip, 'top');
  const { pathname } = useLocation();
  const [pickerOpen, setPickerOpen] = useState(false);
  const picker = useRef<HTMLButtonElement>(null);
  const grouped = Boolean(groups);
  const allGroups = groups ?? [{ items: items ?? [] }];
  const hasItems = allGroups.some((group) => group.items.length > 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active tab changes with the path.
  useEffect(() => {
    setPickerOpen(false);
    const strip = nav.current;
    const active = strip?.querySelector<HTMLElement>('a.active');
    if (grouped || !strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    // Scroll the strip only, never the page, so the tab under the reader's thumb stays put.
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  const links = (group: SidebarItem[]) =>
    group.map((item) => (
      <NavLink key={item.to} to={item.to} end={item.end} className="side-link">
        {item.label}
      </NavLink>
    ));
  return (
    <Frame className={`layout-profile${className ? ` ${className}` : ''}`}>
      <Header />
      <div className={`container profile-grid ${state.sideMenu ? 'side-open' : 'side-closed'}`}>
        <aside className={`side-menu${grouped ? ' grouped' : ''}`} ref={strip}>
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
            {grouped && hasItems && (
              <button
                ref={picker}
                type="button"
                className="section-picker"
                data-testid="section-picker"
                aria-expanded={pickerOpen}
                aria-controls={navId}
                onClick={() => setPickerOpen((open) => !open)}
                onKeyDown={(event) => event.key === 'Escape' && setPickerOpen(false)}
              >
                <span className="section-picker-label">
                  <span className="section-picker-area">{label}</span>
                  <span className="section-picker-current">{current ?? label}</span>
                </span>
                <span className="section-picker-chevron" aria-hidden="true" />
              </button>
            )}
            {hasItems && (
              <nav
                id={navId}
                ref={nav}
                aria-label={label}
                className={`side-nav${grouped ? ' grouped' : ''}${pickerOpen ? ' open' : ''}`}
                onKeyDown={(event) => {
                  if (event.key !== 'Escape' || !pickerOpen) return;
                  setPickerOpen(false);
                  picker.current?.focus();
                }}
              >
                {grouped
                  ? allGroups.map((group, index) =>
                      group.label ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the groups are a fixed list.
                        <div key={index} className="side-group" role="group" aria-label={group.label}>
                          <span className="side-group-label" aria-hidden="true">
                            {group.label}
                          </span>
                          {links(group.items)}
                        </div>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the groups are a fixed list.
                        <div key={index} className="side-group">
                          {links(group.items)}
                        </div>
                      ),
                    )
                  : links(allGroups[0]?.items ?? [])}
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
