import { defineRoutes } from '../endpoint';

/**
 * Accounts and sessions: sign-up, verification, logins, refresh, logout and password reset. The calls
 * that start a session answer its tokens in the `authorization` and `refresh-token` headers (or, in
 * cookie mode, in cookies).
 */
export const authRoutes = defineRoutes(['auth'], {
  signup: { method: 'POST', path: '/auth/signup' },
  login: { method: 'POST', path: '/auth/login' },
  refresh: { method: 'POST', path: '/auth/:username/refresh' },
  check: { method: 'POST', path: '/auth/check' },
  sendCode: { method: 'POST', path: '/auth/send-code' },
  verify: { method: 'POST', path: '/auth/verifyaccount' },
  requestReset: { method: 'POST', path: '/auth/reset-password' },
  changePassword: { method: 'POST', path: '/auth/change-password' },
  thirdPartyLogin: { method: 'POST', path: '/auth/third-party/login' },
  ssoExchange: { method: 'POST', path: '/auth/sso/exchange-for-access-token' },
  firebaseLogin: { method: 'POST', path: '/auth/firebase/login' },
  logout: { method: 'POST', path: '/auth/logout' },
});
