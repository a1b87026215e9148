import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError } from './api/client';
import { i18n } from './i18n';
import { routes } from './router';
import { UiProvider } from './state/ui-context';
import './styles.css';
import { loadIntegrations } from './lib/integrations';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not fix themselves; only retry what might (network, 5xx).
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
    },
  },
});

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);

// Third-party integrations wait until the page is usable, and only load when configured.
window.addEventListener('load', () => void loadIntegrations(), { once: true });
