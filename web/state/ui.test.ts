import { describe, expect, it } from 'vitest';
import { initialUiState, uiReducer } from './ui';

describe('uiReducer', () => {
  it('starts with the side menu open and everything else closed', () => {
    const state = initialUiState();
    expect(state.sideMenu).toBe(true);
    expect(state.mobileMenu || state.profileMenu || state.overlay.active).toBe(false);
  });

  it('toggles the menu, side menu, dark mode and overlay', () => {
    let state = initialUiState();
    state = uiReducer(state, { type: 'toggleMenu' });
    state = uiReducer(state, { type: 'toggleSideMenu' });
    state = uiReducer(state, { type: 'toggleDarkMode' });
    state = uiReducer(state, { type: 'toggleOverlay', level: 2 });
    expect(state).toMatchObject({ mobileMenu: true, sideMenu: false, darkMode: true });
    expect(state.overlay).toEqual({ active: true, level: 2 });
    state = uiReducer(state, { type: 'toggleOverlay' });
    expect(state.overlay).toEqual({ active: false, level: 0 });
  });

  it('selecting an overlay closes the menu, the overlay and the profile menu', () => {
    let state = initialUiState();
    state = uiReducer(state, { type: 'toggleMenu', open: true });
    state = uiReducer(state, { type: 'toggleProfileMenu', open: true });
    state = uiReducer(state, { type: 'toggleOverlay' });
    state = uiReducer(state, { type: 'selectOverlay' });
    expect(state).toMatchObject({
      mobileMenu: false,
      profileMenu: false,
      overlay: { active: false, level: 0 },
    });
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
