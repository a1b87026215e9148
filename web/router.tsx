import { type ComponentType, type ReactNode, useLayoutEffect } from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useNavigationType,
  useParams,
} from 'react-router';
import { LOCALES, type Locale } from '../common/constants';
import { Announcer } from './components/announcer';
import { Loading } from './components/feedback';
import { ModalProvider } from './components/modal/modal-context';
import { Toaster } from './components/toaster';
import { RequireLogin } from './features/auth/require-login';
import { SessionWatcher } from './features/auth/session-watcher';
import { EventHomePage } from './features/event/event-home';
import { EventGuard, EventShell } from './features/event/event-shell';
import { ProjectsPage } from './features/projects/projects';
import {
  loadJudgingTranslations,
  loadProjectTranslations,
  loadPublicTranslations,
  loadTeamsTranslations,
} from './i18n';
import { DefaultLayout, EmptyLayout, ErrorLayout, OverlayLayout, ProfileLayout } from './layouts/layouts';
import { Boundary } from './lib/hydration';
import { lazyOnce, loadOnce } from './lib/lazy-part';
import { LocaleRoot } from './lib/locale';
import { isKnownMissing } from './lib/page-status';
import { EventNotFoundPage, NotFoundPage, PageNotFound, RouteErrorBoundary } from './routes/not-found';
import { PrivateEventPage, UnderConstructionPage } from './routes/status-pages';

const ID_OR_SLUG = /^[A-Za-z0-9][\w-]{0,199}$/;

/** docs/product.md: a route whose parameters fail validation is a 404 'Page Not Found' plus the path. */
function ValidParams({ children }: { children: ReactNode }) {
  const params = useParams();
  const { pathname } = useLocation();
  for (const [name, value] of Object.entries(params)) {
    if (name !== 'eventSlug' && name !== '*' && value !== undefined && !ID_OR_SLUG.test(value)) {
      throw new PageNotFound(`Page Not Found ${pathname}`);
    }
  }
  return children;
}

/** A route whose parameters are checked before its screen renders. */
const validated = (route: { element: ReactNode; handle?: ScreenHandle }) => ({
  ...route,
  element: <ValidParams>{route.element}</ValidParams>,
});

function UnknownEventPage() {
  const location = useLocation();
  const slug = location.pathname.split('/').filter(Boolean);
  const eventIndex = slug.findIndex((segment) => !(LOCALES as readonly string[]).includes(segment));
  const base = `/${slug.slice(0, eventIndex + 1).join('/')}`;
  return <Navigate replace to={`${base}/not-found?path=${encodeURIComponent(location.pathname)}`} />;
}

/**
 * A lazy screen's code, to fetch before the page it is on hydrates (web/main.tsx) or renders on the
 * server (web/entry-server.tsx), so that the server's HTML is taken over at once.
 */
export interface ScreenHandle {
  preload(): Promise<unknown>;
}

/** Loads the code of every lazy screen the address shows. */
export const preloadScreens = (pathname: string) =>
  Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) =>
      (match.route.handle as ScreenHandle | undefined)?.preload(),
    ),
  );

/**
 * Route-level code splitting: screens load their code when first visited. Meanwhile their layout
 * stays and shows the loading state in the screen's place (layouts.tsx); the Suspense boundary in
 * Root covers what loads outside a layout.
 */
function screen(load: () => Promise<ComponentType>) {
  // Code already loaded (preloaded before hydration, or visited before) renders without suspending.
  const code = loadOnce(load);
  const Screen = lazyOnce(code);
  const handle: ScreenHandle = { preload: code.get };
  return { element: <Screen />, handle };
}

function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return screen(async () => (await load())[name] as ComponentType);
}

/** A screen whose text has its own namespace (judging, the public extras): code and text load together. */
const withText =
  (loadText: () => Promise<unknown>) =>
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
    page(async () => (await Promise.all([load(), loadText()]))[0], name);
const judgingPage = withText(loadJudgingTranslations);
const publicPage = withText(loadPublicTranslations);
const projectPage = withText(loadProjectTranslations);
const teamsPage = withText(loadTeamsTranslations);

const signInCallback = (kind: 'callback' | 'sso') =>
  screen(async () => {
    const { SignInCallbackPage } = await import('./features/auth/sign-in-callback');
    return () => <SignInCallbackPage kind={kind} />;
  });

const accessPage = (audience: 'visitor' | 'parent') =>
  screen(async () => {
    const { AccessCodePage } = await import('./features/event/access');
    if (audience === 'visitor') return () => <AccessCodePage audience={audience} />;
    // With a mailed consent token the parent's page is the consent page; without one, the access code.
    const { ParentConsentPage } = await import('./features/registration/parent-consent');
    return () => {
      const token = new URLSearchParams(useLocation().search).get('token');
      return token ? <ParentConsentPage token={token} /> : <AccessCodePage audience={audience} />;
    };
  });

/** The route table (docs/product.md), mounted once bare and once under each locale prefix. */
function appRoutes(): RouteObject[] {
  return [
    {
      element: <EmptyLayout />,
      children: [
        { index: true, ...publicPage(() => import('./features/directory/directory'), 'DirectoryPage') },
      ],
    },
    {
      path: 'manage',
      element: <DefaultLayout />,
      children: [
        {
          element: <RequireLogin />,
          children: [{ index: true, ...page(() => import('./features/console/events'), 'ManageEventsPage') }],
        },
      ],
    },
    { path: '404', element: <DefaultLayout />, children: [{ index: true, element: <NotFoundPage /> }] },
    {
      path: 'login',
      element: <OverlayLayout />,
      children: [
        { index: true, ...page(() => import('./features/auth/login'), 'LoginPage') },
        { path: 'callback', ...signInCallback('callback') },
      ],
    },
    {
      path: ':eventSlug',
      element: <EventShell />,
      children: [
        {
          element: <EventGuard />,
          children: [
            {
              element: <DefaultLayout />,
              children: [
                { index: true, element: <EventHomePage /> },
                {
                  path: 'details',
                  ...page(() => import('./features/event/event-details'), 'EventDetailsPage'),
                },
                { path: 'projects', element: <ProjectsPage /> },
                {
                  path: 'projects/category/:categoryIdOrSlug',
                  ...validated({ element: <ProjectsPage /> }),
                },
                {
                  path: 'project/:projectSlugOrId',
                  ...validated(projectPage(() => import('./features/projects/project-page'), 'ProjectPage')),
                },
                { path: 'parent-access', ...accessPage('parent') },
                { path: 'winners', ...publicPage(() => import('./features/event/winners'), 'WinnersPage') },
                {
                  path: 'teams',
                  ...teamsPage(() => import('./features/teams/team-finder'), 'TeamFinderPage'),
                },
                {
                  element: <RequireLogin />,
                  children: [
                    { path: 'judge', ...judgingPage(() => import('./features/judging/judge'), 'JudgePage') },
                    {
                      path: 'registration',
                      ...page(() => import('./features/registration/registration'), 'MyRegistrationPage'),
                    },
                    {
                      path: 'check-in',
                      ...page(() => import('./features/registration/check-in'), 'CheckInPage'),
                    },
                  ],
                },
              ],
            },
            {
              element: <OverlayLayout />,
              children: [
                {
                  path: 'accept-participants-invitation',
                  ...page(() => import('./features/auth/accept-invitation'), 'AcceptInvitationPage'),
                },
                {
                  path: 'invite/confirmation',
                  ...page(() => import('./features/auth/accept-invitation'), 'InviteConfirmationPage'),
                },
              ],
            },
            {
              path: 'manage',
              element: <RequireLogin />,
              children: [
                {
                  ...page(() => import('./features/console/console-layout'), 'ConsoleLayout'),
                  children: [
                    { index: true, ...page(() => import('./features/console/overview'), 'ConsoleOverview') },
                    {
                      path: 'details',
                      ...page(() => import('./features/console/details'), 'ConsoleDetails'),
                    },
                    ...(['timeline', 'categories', 'sponsors', 'banners', 'faqs', 'resources'] as const).map(
                      (list) => ({
                        path: list,
                        ...screen(async () => {
                          const { ConsoleList } = await import('./features/console/lists');
                          return () => <ConsoleList list={list} />;
                        }),
                      }),
                    ),
                    { path: 'awards', ...page(() => import('./features/console/awards'), 'ConsoleAwards') },
                    {
                      path: 'voting',
                      ...page(() => import('./features/voting/voting-console'), 'ConsoleVoting'),
                    },
                    { path: 'review', ...page(() => import('./features/console/review'), 'ConsoleReview') },
                    // Their text (the notify namespace) loads as they render.
                    ...(['announcements', 'support', 'live', 'form'] as const).map((path) => ({
                      path,
                      ...page(() => import('./features/notify/notify-console'), path),
                    })),
                    {
                      path: 'members',
                      ...page(() => import('./features/console/members'), 'ConsoleMembers'),
                    },
                    {
                      path: 'api-tokens',
                      ...page(() => import('./features/api-tokens/api-tokens-console'), 'ConsoleApiTokens'),
                    },
                    {
                      path: 'imports',
                      ...page(() => import('./features/imports/imports-console'), 'ConsoleImports'),
                    },
                    {
                      path: 'access',
                      ...page(() => import('./features/console/access-console'), 'ConsoleAccess'),
                    },
                    { path: 'embeds', ...page(() => import('./features/console/embeds'), 'ConsoleEmbeds') },
                    {
                      path: 'webhooks',
                      ...page(() => import('./features/webhooks/webhooks-console'), 'ConsoleWebhooks'),
                    },
                    {
                      path: 'teams',
                      ...teamsPage(() => import('./features/teams/team-finder-console'), 'ConsoleTeamFinder'),
                    },
                    {
                      path: 'judging',
                      ...judgingPage(() => import('./features/judging/judging-console'), 'ConsoleJudging'),
                    },
                    {
                      path: 'registration',
                      ...page(
                        () => import('./features/registration/registration-console'),
                        'ConsoleRegistration',
                      ),
                    },
                  ],
                },
              ],
            },
            {
              element: <ProfileLayout />,
              children: [
                {
                  element: <RequireLogin />,
                  children: [
                    { path: 'profile', ...page(() => import('./features/account/profile'), 'ProfilePage') },
                    {
                      path: 'profile/my-projects',
                      ...page(() => import('./features/projects/my-projects'), 'MyProjectsPage'),
                    },
                    {
                      path: 'profile/my-projects/new',
                      ...page(() => import('./features/projects/new-project'), 'NewProjectPage'),
                    },
                    {
                      path: 'profile/my-projects/:projectId',
                      ...validated(
                        projectPage(() => import('./features/projects/project-editor'), 'ProjectEditorPage'),
                      ),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          // Login and password reset stay reachable for private and draft events, or their guard would loop.
          element: <OverlayLayout />,
          children: [
            { path: 'login', ...page(() => import('./features/auth/login'), 'LoginPage') },
            {
              path: 'password/reset',
              ...page(() => import('./features/auth/password-reset'), 'PasswordResetPage'),
            },
            // A staff invitation is opened before its holder is staff, so it sits outside the guard.
            {
              element: <RequireLogin />,
              children: [
                {
                  path: 'manage/invitation',
                  ...judgingPage(() => import('./features/console/staff-invitation'), 'StaffInvitationPage'),
                },
              ],
            },
          ],
        },
        {
          element: <EmptyLayout />,
          children: [
            { path: 'private-event', element: <PrivateEventPage /> },
            { path: 'under-contruction', element: <UnderConstructionPage /> },
            { path: 'access', ...accessPage('visitor') },
            { path: 'user-access', ...page(() => import('./features/event/access'), 'UserAccessPage') },
            { path: 'third-party/sso', ...signInCallback('sso') },
          ],
        },
        { element: <DefaultLayout />, children: [{ path: 'not-found', element: <EventNotFoundPage /> }] },
        { element: <ErrorLayout />, children: [{ path: 'callback', ...signInCallback('callback') }] },
        { path: '*', element: <UnknownEventPage /> },
      ],
    },
    { path: '*', element: <DefaultLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
  ];
}

/** A page the server reported missing shows the not-found page in place of its route. */
function PageOrNotFound() {
  const { pathname } = useLocation();
  if (!isKnownMissing(pathname)) return <Outlet />;
  return (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  );
}

/** Keeps the browser's place on back and forward, and starts every other page at its top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page, not a new query string, scrolls
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function Root() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <ModalProvider>
        {/* Shown while code outside a layout loads (the layouts have their own boundary). */}
        <Boundary fallback={<Loading />}>
          <Outlet />
        </Boundary>
        <SessionWatcher />
        <Toaster />
        <ScrollToTop />
        <Announcer />
      </ModalProvider>
    </RouteErrorBoundary>
  );
}

const localeRoot = (locale: Locale | null): RouteObject => ({
  path: locale ? `/${locale}` : '/',
  element: (
    <LocaleRoot locale={locale}>
      <PageOrNotFound />
    </LocaleRoot>
  ),
  children: appRoutes(),
});

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [...LOCALES.map(localeRoot), localeRoot(null)],
  },
];
