import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router';
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

function App() {
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <UiProvider>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </UiProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
// English ships with the page; another language's catalogue arrives before the first render.
if (i18n.hasLoadedNamespace('translation')) render();
else void i18n.loadNamespaces('translation').finally(render);

// Third-party integrations wait until the page is usable, and only load when configured.
window.addEventListener('load', () => void loadIntegrations(), { once: true });
