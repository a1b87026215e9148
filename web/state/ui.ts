/** The UI state and its toggles (docs/product.md), as a pure reducer so the rules are testable without a browser. */

export type ToastTone = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  tone: ToastTone;
  /** Text to show, or the server's English message when `key` is set (its translation shows instead). */
  message: string;
  key?: string;
  values?: Record<string, string | number>;
}

export interface UiState {
  mobileMenu: boolean;
  sideMenu: boolean;
  profileMenu: boolean;
  darkMode: boolean;
  toasts: Toast[];
}

export const initialUiState = (darkMode = false): UiState => ({
  mobileMenu: false,
  sideMenu: true,
  profileMenu: false,
  darkMode,
  toasts: [],
});

export type UiAction =
  | { type: 'toggleMenu'; open?: boolean }
  | { type: 'toggleSideMenu' }
  | { type: 'toggleProfileMenu'; open?: boolean }
  | { type: 'toggleDarkMode' }
  /** The system's setting changed while the reader has not chosen a theme. */
  | { type: 'setDarkMode'; dark: boolean }
  | { type: 'addToast'; toast: Toast }
  | { type: 'dismissToast'; id: number };

export function uiReducer(state: UiState, action: UiAction): UiState {
  switch (action.type) {
    case 'toggleMenu':
      return { ...state, mobileMenu: action.open ?? !state.mobileMenu };
    case 'toggleSideMenu':
      return { ...state, sideMenu: !state.sideMenu };
    case 'toggleProfileMenu':
      return { ...state, profileMenu: action.open ?? !state.profileMenu };
    case 'toggleDarkMode':
      return { ...state, darkMode: !state.darkMode };
    case 'setDarkMode':
      return { ...state, darkMode: action.dark };
    case 'addToast':
      return { ...state, toasts: [...state.toasts, action.toast].slice(-5) };
    case 'dismissToast':
      return { ...state, toasts: state.toasts.filter((toast) => toast.id !== action.id) };
  }
}
