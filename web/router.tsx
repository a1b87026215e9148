import type { ComponentType } from 'react';
import {
  data,
  type LoaderFunctionArgs,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import { LOCALES, type Locale } from '../common/constants';
import { Loading } from './components/feedback';
import { ModalProvider } from './components/modal/modal-context';
import { RequireLogin } from './components/require-login';
import { SessionWatcher } from './components/session-watcher';
import { Toaster } from './components/toaster';
import { loadJudgingTranslations, loadPublicTranslations } from './i18n';
import { DefaultLayout, EmptyLayout, ErrorLayout, OverlayLayout, ProfileLayout } from './layouts/layouts';
import { LocaleRoot } from './lib/locale';
import { isKnownMissing } from './lib/page-status';
import { EventHomePage } from './routes/event-home';
import { EventGuard, EventShell } from './routes/event-shell';
import { EventNotFoundPage, NotFoundPage, RouteErrorPage } from './routes/not-found';
import { ProjectsPage } from './routes/projects';
import { PrivateEventPage, UnderConstructionPage } from './routes/status-pages';

const ID_OR_SLUG = /^[A-Za-z0-9][\w-]{0,199}$/;

/** docs/product.md: a route whose parameters fail validation is a 404 'Page Not Found' plus the path. */
function validateParams({ params, request }: LoaderFunctionArgs) {
  for (const [name, value] of Object.entries(params)) {
    if (name !== 'eventSlug' && name !== '*' && value !== undefined && !ID_OR_SLUG.test(value)) {
      throw data(`Page Not Found ${new URL(request.url).pathname}`, { status: 404 });
    }
  }
  return null;
}

function UnknownEventPage() {
  const location = useLocation();
  const slug = location.pathname.split('/').filter(Boolean);
  const eventIndex = slug.findIndex((segment) => !(LOCALES as readonly string[]).includes(segment));
  const base = `/${slug.slice(0, eventIndex + 1).join('/')}`;
  return <Navigate replace to={`${base}/not-found?path=${encodeURIComponent(location.pathname)}`} />;
}

/** Route-level code splitting: screens load their code when first visited. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return {
    lazy: async () => ({ Component: (await load())[name] as ComponentType }),
  };
}

/** A screen whose text has its own namespace (judging, the public extras): code and text load together. */
const withText =
  (loadText: () => Promise<unknown>) =>
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) => ({
    lazy: async () => {
      const [module] = await Promise.all([load(), loadText()]);
      return { Component: module[name] as ComponentType };
    },
  });
const judgingPage = withText(loadJudgingTranslations);
const publicPage = withText(loadPublicTranslations);

const signInCallback = (kind: 'callback' | 'sso') => ({
  lazy: async () => {
    const { SignInCallbackPage } = await import('./routes/sign-in-callback');
    return { Component: () => <SignInCallbackPage kind={kind} /> };
  },
});

const accessPage = (audience: 'visitor' | 'parent') => ({
  lazy: async () => {
    const { AccessCodePage } = await import('./routes/access');
    return { Component: () => <AccessCodePage audience={audience} /> };
  },
});

/** The route table (docs/product.md), mounted once bare and once under each locale prefix. */
function appRoutes(): RouteObject[] {
  return [
    {
      element: <EmptyLayout />,
      children: [{ index: true, ...publicPage(() => import('./routes/directory'), 'DirectoryPage') }],
    },
    {
      path: 'manage',
      element: <DefaultLayout />,
      children: [
        {
          element: <RequireLogin />,
          children: [{ index: true, ...page(() => import('./routes/manage/events'), 'ManageEventsPage') }],
        },
      ],
    },
    { path: '404', element: <ErrorLayout />, children: [{ index: true, element: <NotFoundPage /> }] },
    {
      path: 'login',
      element: <OverlayLayout />,
      children: [
        { index: true, ...page(() => import('./routes/login'), 'LoginPage') },
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
                { path: 'details', ...page(() => import('./routes/event-details'), 'EventDetailsPage') },
                { path: 'projects', element: <ProjectsPage /> },
                {
                  path: 'projects/category/:categoryIdOrSlug',
                  loader: validateParams,
                  element: <ProjectsPage />,
                },
                {
                  path: 'project/:projectSlugOrId',
                  loader: validateParams,
                  ...page(() => import('./routes/project-page'), 'ProjectPage'),
                },
                { path: 'parent-access', ...accessPage('parent') },
                { path: 'winners', ...publicPage(() => import('./routes/winners'), 'WinnersPage') },
                {
                  element: <RequireLogin />,
                  children: [{ path: 'judge', ...judgingPage(() => import('./routes/judge'), 'JudgePage') }],
                },
              ],
            },
            {
              element: <OverlayLayout />,
              children: [
                {
                  path: 'accept-participants-invitation',
                  ...page(() => import('./routes/accept-invitation'), 'AcceptInvitationPage'),
                },
                {
                  path: 'invite/confirmation',
                  ...page(() => import('./routes/accept-invitation'), 'InviteConfirmationPage'),
                },
              ],
            },
            {
              path: 'manage',
              element: <RequireLogin />,
              children: [
                {
                  ...page(() => import('./routes/manage/console-layout'), 'ConsoleLayout'),
                  children: [
                    { index: true, ...page(() => import('./routes/manage/overview'), 'ConsoleOverview') },
                    { path: 'details', ...page(() => import('./routes/manage/details'), 'ConsoleDetails') },
                    ...(['timeline', 'categories', 'sponsors', 'banners', 'faqs', 'resources'] as const).map(
                      (list) => ({
                        path: list,
                        lazy: async () => {
                          const { ConsoleList } = await import('./routes/manage/lists');
                          return { Component: () => <ConsoleList list={list} /> };
                        },
                      }),
                    ),
                    { path: 'awards', ...page(() => import('./routes/manage/awards'), 'ConsoleAwards') },
                    { path: 'voting', ...page(() => import('./routes/manage/voting'), 'ConsoleVoting') },
                    { path: 'review', ...page(() => import('./routes/manage/review'), 'ConsoleReview') },
                    // Their text (the notify namespace) loads as they render.
                    ...(['announcements', 'support', 'live', 'form'] as const).map((path) => ({
                      path,
                      ...page(() => import('./routes/manage/notify-console'), path),
                    })),
                    { path: 'members', ...page(() => import('./routes/manage/members'), 'ConsoleMembers') },
                    { path: 'access', ...page(() => import('./routes/manage/access'), 'ConsoleAccess') },
                    {
                      path: 'judging',
                      ...judgingPage(() => import('./routes/manage/judging'), 'ConsoleJudging'),
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
                    { path: 'profile', ...page(() => import('./routes/profile'), 'ProfilePage') },
                    {
                      path: 'profile/my-projects',
                      ...page(() => import('./routes/my-projects'), 'MyProjectsPage'),
                    },
                    {
                      path: 'profile/my-projects/new',
                      ...page(() => import('./routes/new-project'), 'NewProjectPage'),
                    },
                    {
                      path: 'profile/my-projects/:projectId',
                      loader: validateParams,
                      ...page(() => import('./routes/project-editor'), 'ProjectEditorPage'),
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
            { path: 'login', ...page(() => import('./routes/login'), 'LoginPage') },
            { path: 'password/reset', ...page(() => import('./routes/password-reset'), 'PasswordResetPage') },
            // A staff invitation is opened before its holder is staff, so it sits outside the guard.
            {
              element: <RequireLogin />,
              children: [
                {
                  path: 'manage/invitation',
                  ...judgingPage(() => import('./routes/manage/staff-invitation'), 'StaffInvitationPage'),
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
            { path: 'user-access', ...page(() => import('./routes/access'), 'UserAccessPage') },
            { path: 'third-party/sso', ...signInCallback('sso') },
          ],
        },
        {
          element: <ErrorLayout />,
          children: [
            { path: 'not-found', element: <EventNotFoundPage /> },
            { path: 'callback', ...signInCallback('callback') },
          ],
        },
        { path: '*', element: <UnknownEventPage /> },
      ],
    },
    { path: '*', element: <ErrorLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
  ];
}

/** A page the server reported missing shows the not-found page in place of its route. */
function PageOrNotFound() {
  const { pathname } = useLocation();
  if (!isKnownMissing(pathname)) return <Outlet />;
  return (
    <ErrorLayout>
      <NotFoundPage />
    </ErrorLayout>
  );
}

function Root() {
  return (
    <ModalProvider>
      <Outlet />
      <SessionWatcher />
      <Toaster />
      <ScrollRestoration />
    </ModalProvider>
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
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's code loads (lazy routes).
    hydrateFallbackElement: <Loading />,
    children: [...LOCALES.map(localeRoot), localeRoot(null)],
  },
];
