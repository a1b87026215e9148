import { z } from 'zod';
import { loginResponse, messageResponse, signupResponse } from '../api';
import {
  accountLookup,
  loginForm,
  NO_PASSWORD_LIST,
  newPassword,
  signupForm,
  verifyForm,
} from '../user-validation';
import { defineContract } from './endpoint';
import { authRoutes } from './routes/auth';

const tags = ['auth'] as const;
const errors = [400, 401, 403, 404, 409, 429] as const;
const text = (max = 320) => z.string().max(max);
const externalToken = z.object({ token: text(8192) });

/*
 * The password rules are declared by their shape; the server adds its list of common passwords
 * (server/auth/routes.ts), which the OpenAPI document does not show either way.
 */
export const authContract = defineContract(authRoutes, {
  signup: {
    tags,
    summary: 'Create an account; a verification code is mailed',
    description:
      'An address that already has an account gets the same answer; its owner is mailed a notice instead of a code.',
    body: signupForm(NO_PASSWORD_LIST),
    response: signupResponse,
    status: 201,
    errors,
  },
  login: {
    tags,
    summary: 'Log in; tokens come in the authorization and refresh-token headers',
    body: loginForm,
    response: loginResponse,
    errors,
  },
  refresh: {
    tags,
    summary: 'Exchange a refresh token for new tokens (rotation; late reuse ends the session family)',
    params: z.object({ username: text(64) }),
    // Browsers in cookie mode send the refresh cookie (and the CSRF header) instead of a body token.
    body: z.object({ refreshToken: text(256).optional() }),
    response: loginResponse,
    errors,
  },
  check: {
    tags,
    summary: 'Check your own account (logged in) by its user name or e-mail',
    body: z.object({ username: text(64).optional(), email: text().optional() }),
    response: z.object({
      user: z.object({
        userName: z.string(),
        email: z.string(),
        userSettings: z.record(z.string(), z.unknown()),
      }),
      isVerified: z.boolean(),
    }),
    errors,
    login: true,
  },
  sendCode: {
    tags,
    summary: 'Mail a new verification code',
    body: accountLookup,
    response: messageResponse,
    errors,
  },
  verify: {
    tags,
    summary: 'Verify an account with its code; logs the user in',
    body: verifyForm,
    response: loginResponse,
    errors,
  },
  requestReset: {
    tags,
    summary: 'Mail a password-reset link',
    body: accountLookup,
    response: messageResponse,
    errors,
  },
  changePassword: {
    tags,
    summary: 'Set a new password with a reset token',
    body: z.object({ newPassword: newPassword(NO_PASSWORD_LIST), token: text(256) }),
    response: messageResponse,
    errors,
  },
  thirdPartyLogin: {
    tags,
    summary: 'Sign in with a third-party token',
    body: externalToken,
    response: loginResponse,
    errors,
  },
  ssoExchange: {
    tags,
    summary: 'Exchange a single-sign-on token for our tokens',
    body: externalToken,
    response: loginResponse,
    errors,
  },
  firebaseLogin: {
    tags,
    summary: 'Sign in with a Firebase ID token',
    body: z.object({ idToken: text(8192), signupSource: text(64).optional() }),
    response: loginResponse,
    errors,
  },
  logout: {
    tags,
    summary: 'End the session (or, with everywhere, every session of the user)',
    body: z
      .object({ refreshToken: z.string().max(256).optional(), everywhere: z.boolean().optional() })
      .optional(),
    response: messageResponse,
    errors: [400, 403],
  },
});
