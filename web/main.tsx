import type { DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from '../common/server-render';
import { App, AppProviders, createQueryClient } from './app';
import { i18n } from './i18n';
import { afterPaint } from './lib/after-paint';
import { awaitBoundaries } from './lib/hydration';
import { preloadParts } from './lib/lazy-part';
import { preloadScreens } from './router';
import './styles.css';
import { loadIntegrations } from './lib/integrations';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The answers a server-rendered page was rendered with (web/entry-server.tsx), or null for the shell
 * (signed-in visitors, screens the server does not render). The server's answer cache is dropped on
 * every change, so they are as fresh as the page: they count as read now, and nothing is asked again.
 */
function takeServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent || !container?.firstElementChild) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    const now = Date.now();
    for (const query of (state.answers as DehydratedState).queries) query.state.dataUpdatedAt = now;
    return state;
  } catch {
    return null;
  } finally {
    element.remove();
  }
}

const serverState = takeServerState();
const tree = (hydrating: boolean) => (
  <AppProviders
    i18n={i18n}
    queryClient={queryClient}
    serverAnswers={serverState?.answers as DehydratedState | undefined}
    hydrating={hydrating}
  >
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </AppProviders>
);

if (serverState) {
  awaitBoundaries(serverState.boundaries ?? []);
  // The screen's code, the parts the server rendered and their text arrive before hydration, so the first render is the server's, word for word.
  // The server's HTML is painted first: hydrating before the first frame would keep it off screen.
  // The server chose the language of an unprefixed page from the request; the first render uses it too.
  const language = i18n.language === serverState.locale ? undefined : i18n.changeLanguage(serverState.locale);
  void Promise.all([
    language,
    i18n.loadNamespaces(['translation', ...serverState.namespaces]),
    preloadScreens(window.location.pathname),
    preloadParts(serverState.parts ?? []),
    afterPaint(),
  ]).finally(() =>
    // As a transition, hydration yields to the browser every few milliseconds (a click or a key meanwhile
    // hydrates its own part first) instead of holding the main thread in one long task.
    startTransition(() => {
      hydrateRoot(container, tree(true));
    }),
  );
} else {
  const render = () => createRoot(container).render(tree(false));
  // English ships with the page; another language's catalogue arrives before the first render.
  if (i18n.hasLoadedNamespace('translation')) render();
  else void i18n.loadNamespaces('translation').finally(render);
}

// Third-party integrations wait until the page is usable, and only load when configured.
window.addEventListener('load', () => void loadIntegrations(), { once: true });
