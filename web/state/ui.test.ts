import { describe, expect, it } from 'vitest';
import { initialUiState, uiReducer } from './ui';

describe('uiReducer', () => {
  it('starts with the side menu open and everything else closed', () => {
    const state = initialUiState();
    expect(state.sideMenu).toBe(true);
    expect(state.mobileMenu || state.profileMenu).toBe(false);
  });

  it('toggles the menu, side menu, profile menu and dark mode', () => {
    let state = initialUiState();
    state = uiReducer(state, { type: 'toggleMenu' });
    state = uiReducer(state, { type: 'toggleSideMenu' });
    state = uiReducer(state, { type: 'toggleDarkMode' });
    state = uiReducer(state, { type: 'toggleProfileMenu', open: true });
    expect(state).toMatchObject({ mobileMenu: true, sideMenu: false, darkMode: true, profileMenu: true });
    state = uiReducer(state, { type: 'toggleMenu', open: false });
    state = uiReducer(state, { type: 'setDarkMode', dark: false });
    expect(state).toMatchObject({ mobileMenu: false, darkMode: false });
  });

  it('keeps the newest five toasts and dismisses by id', () => {
    let state = initialUiState();
    for (let id = 1; id <= 7; id++) {
      state = uiReducer(state, { type: 'addToast', toast: { id, tone: 'info', message: `t${id}` } });
    }
    expect(state.toasts.map((toast) => toast.id)).toEqual([3, 4, 5, 6, 7]);
    state = uiReducer(state, { type: 'dismissToast', id: 5 });
    expect(state.toasts.map((toast) => toast.id)).toEqual([3, 4, 6, 7]);
  });
});
