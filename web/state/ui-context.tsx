import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import type { ServerMessage } from '../i18n/server-keys';
import { initialUiState, type ToastTone, type UiAction, type UiState, uiReducer } from './ui';

const DARK_MODE_KEY = 'showcase.darkMode';

interface UiContextValue {
  state: UiState;
  dispatch: (action: UiAction) => void;
  /** Shows a text, or a failed call (an `ApiError`) in the reader's language by its message key. */
  toast: (message: string | ServerMessage, tone?: ToastTone) => void;
}

const UiContext = createContext<UiContextValue | null>(null);

function storedDarkMode(): boolean {
  try {
    const stored = localStorage.getItem(DARK_MODE_KEY);
    if (stored !== null) return stored === 'true';
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  } catch {
    return false;
  }
}

let nextToastId = 1;

/**
 * `hydrating`: the page came rendered from the server, which cannot know this browser's choice; the
 * first render matches the server's (light) and the stored choice follows at once (the page itself is
 * already dark from theme.js, so nothing flashes).
 */
export function UiProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  const [state, dispatch] = useReducer(uiReducer, undefined, () =>
    initialUiState(!hydrating && storedDarkMode()),
  );
  const synced = useRef(!hydrating);

  useEffect(() => {
    if (!synced.current) {
      synced.current = true;
      if (storedDarkMode() !== state.darkMode) {
        dispatch({ type: 'toggleDarkMode' });
        return;
      }
    }
    document.documentElement.classList.toggle('dark', state.darkMode);
    try {
      localStorage.setItem(DARK_MODE_KEY, String(state.darkMode));
    } catch {
      // Private browsing may refuse storage; the choice then lasts for this visit only.
    }
  }, [state.darkMode]);

  const toast = useCallback((message: string | ServerMessage, tone: ToastTone = 'info') => {
    // Read field by field: an Error's message is not enumerable, so spreading it would lose the text.
    const { message: text, key, values }: ServerMessage = typeof message === 'string' ? { message } : message;
    dispatch({ type: 'addToast', toast: { id: nextToastId++, tone, message: text, key, values } });
  }, []);

  const value = useMemo(() => ({ state, dispatch, toast }), [state, toast]);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): UiContextValue {
  const value = useContext(UiContext);
  if (!value) throw new Error('useUi must be used inside UiProvider');
  return value;
}
