import {
  type DehydratedState,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useRoutes } from 'react-router';
import type { Locale } from '../common/constants';
import { ApiError } from './api/client';
import { whenHydrated } from './lib/hydration';
import { RequestLocaleContext } from './lib/locale';
import { routes } from './router';
import { UiProvider } from './state/ui-context';

/** The query cache of one browser tab, or of one page the server renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves; only retry what might (network, 5xx).
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}

/** The screens of the route table for the router's current address. */
export function App() {
  return useRoutes(routes);
}

/**
 * Marks the document once the app has taken the page over (rendered, or hydrated the server's HTML), so
 * journeys and benchmarks can wait for it. Renders nothing, on the server as in the browser.
 */
function ReadyMark() {
  useEffect(() => {
    // A server-rendered page is the app's once its last boundary has hydrated (web/lib/hydration.tsx).
    whenHydrated(() => {
      document.documentElement.dataset.ready = 'true';
    });
  }, []);
  return null;
}

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** The answers the server rendered the page with (web/entry-server.tsx), taken into the query cache. */
  serverAnswers?: DehydratedState;
  /** Set by the server: the language of a page without a locale prefix, as the request asks for it. */
  requestLocale?: Locale | null;
  /** The first render must match the server's HTML (web/main.tsx hydrates it). */
  hydrating?: boolean;
  /** The router: the browser's in web/main.tsx, a static one on the server. */
  children: ReactNode;
}

/** One tree for the browser and the server: translations, answers, UI state, then the router. */
export function AppProviders({
  i18n,
  queryClient,
  serverAnswers,
  requestLocale = null,
  hydrating = false,
  children,
}: AppProvidersProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={serverAnswers}>
            <RequestLocaleContext.Provider value={requestLocale}>
              <UiProvider hydrating={hydrating}>
                {children}
                <ReadyMark />
              </UiProvider>
            </RequestLocaleContext.Provider>
          </HydrationBoundary>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
