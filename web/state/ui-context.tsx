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

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The reader's own choice of theme, or null while they have made none (the system's setting applies). */
function chosenDarkMode(): boolean | null {
  try {
    const stored = localStorage.getItem(DARK_MODE_KEY);
    return stored === null ? null : stored === 'true';
  } catch {
    return null;
  }
}

function initialDarkMode(): boolean {
  if (typeof window === 'undefined') return false;
  return chosenDarkMode() ?? window.matchMedia?.(SYSTEM_DARK).matches ?? false;
}

let nextToastId = 1;

/**
 * `hydrating`: the page came rendered from the server, which cannot know this browser's theme; the
 * first render matches the server's (light) and the browser's theme follows at once (the page itself is
 * already dark from theme.js, so nothing flashes).
 */
export function UiProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  const [state, dispatch] = useReducer(uiReducer, undefined, () =>
    initialUiState(!hydrating && initialDarkMode()),
  );
  const synced = useRef(!hydrating);
  // Set once the reader presses the theme button: only then is the theme theirs to keep.
  const chosen = useRef(false);

  useEffect(() => {
    if (!synced.current) {
      synced.current = true;
      const dark = initialDarkMode();
      if (dark !== state.darkMode) {
        dispatch({ type: 'setDarkMode', dark });
        return;
      }
    }
    document.documentElement.classList.toggle('dark', state.darkMode);
    if (!chosen.current) return;
    try {
      localStorage.setItem(DARK_MODE_KEY, String(state.darkMode));
    } catch {
      // Private browsing may refuse storage; the choice then lasts for this visit only.
    }
  }, [state.darkMode]);

  // Until the reader chooses, the page follows the system, also when it changes during the visit.
  useEffect(() => {
    if (chosenDarkMode() !== null) return;
    const query = window.matchMedia?.(SYSTEM_DARK);
    if (!query) return;
    const follow = () => {
      if (!chosen.current && chosenDarkMode() === null)
        dispatch({ type: 'setDarkMode', dark: query.matches });
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const uiDispatch = useCallback((action: UiAction) => {
    if (action.type === 'toggleDarkMode') chosen.current = true;
    dispatch(action);
  }, []);

  const toast = useCallback((message: string | ServerMessage, tone: ToastTone = 'info') => {
    // Read field by field: an Error's message is not enumerable, so spreading it would lose the text.
    const { message: text, key, values }: ServerMessage = typeof message === 'string' ? { message } : message;
    dispatch({ type: 'addToast', toast: { id: nextToastId++, tone, message: text, key, values } });
  }, []);

  const value = useMemo(() => ({ state, dispatch: uiDispatch, toast }), [state, uiDispatch, toast]);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): UiContextValue {
  const value = useContext(UiContext);
  if (!value) throw new Error('useUi must be used inside UiProvider');
  return value;
}
