import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, loginResponse, messageResponse, signupResponse } from '../../common/api';
import { isLocale } from '../../common/constants';
import { accountLookup, loginForm, newPassword, signupForm, verifyForm } from '../../common/user-validation';
import { displayName, maskEmail } from '../../common/users';
import { AppError } from '../errors';
import { presentPublicUser, presentSelf } from '../users/presenter';
import { requireViewer } from './authenticate';
import { verifyFirebaseToken, verifySsoToken } from './identity-providers';
import { COMMON_PASSWORDS } from './passwords';
import {
  changePassword,
  findUserByLogin,
  login,
  requestPasswordReset,
  resendVerificationCode,
  signInExternal,
  signup,
  verifyAccount,
} from './service';
import { endCookieSession, presentedRefreshToken, rotateSession, sendSession } from './sessions';

const responses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const text = (max = 320) => z.string().max(max);

/** The event the session is for: the request's `x-event` event, which becomes the token issuer. */
const eventSlugOf = (request: FastifyRequest): string => request.event?.slug ?? '';

const localeOf = (request: FastifyRequest): string => {
  const cookie = request.cookies.locale;
  return isLocale(cookie) ? cookie : 'en';
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_ACCOUNT } = app.ctx.config;
  const tooMany = () => new AppError('too_many', 'Too many attempts, please try again later');
  const perIp = app.rateLimit({
    max: AUTH_RATE_LIMIT_PER_IP,
    timeWindow: '1 minute',
    errorResponseBuilder: tooMany,
  });
  // Keyed by the account named in the body, so spreading guesses over many addresses does not help.
  // (The plugin runs one limiter per request, so this second one is checked by hand.)
  const accountLimiter = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_ACCOUNT,
    timeWindow: '1 minute',
    // The account itself when the name or address resolves to one, so its user name and its e-mail
    // address share one budget; the typed value otherwise.
    keyGenerator: async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const typed = String(body.usernameOrEmail ?? request.ip)
        .trim()
        .toLowerCase();
      const account = await findUserByLogin(app.ctx.db, typed);
      return account ? `account:id:${account.id}` : `account:${typed}`;
    },
  });
  const perAccount = async (request: FastifyRequest) => {
    const result = await accountLimiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany();
  };
  const limited = { onRequest: perIp, preHandler: perAccount };
  function schema<B extends z.core.$ZodType>(
    summary: string,
    body: B,
  ): {
    tags: string[];
    summary: string;
    body: B;
    response: typeof responses & { 200: typeof messageResponse };
  };
  function schema<B extends z.core.$ZodType, R extends z.ZodType>(
    summary: string,
    body: B,
    ok: R,
  ): { tags: string[]; summary: string; body: B; response: typeof responses & { 200: R } };
  function schema(summary: string, body: z.core.$ZodType, ok: z.ZodType = messageResponse) {
    return { tags: ['auth'], summary, body, response: { 200: ok, ...responses } };
  }

  app.post(
    '/auth/signup',
    {
      onRequest: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Create an account; a verification code is mailed',
        description:
          'An address that already has an account gets the same answer; its owner is mailed a notice instead of a code.',
        body: signupForm(COMMON_PASSWORDS),
        response: { 201: signupResponse, ...responses },
      },
    },
    async (request, reply) => {
      const { account, deliver } = await signup(
        app.ctx,
        request.body,
        localeOf(request),
        eventSlugOf(request),
      );
      app.background.run('sign-up mail', deliver);
      return reply.status(201).send({
        user: { ...account, fullName: displayName(account), isVerified: false as const },
        message: 'We sent a message to this e-mail address: follow it to continue',
      });
    },
  );

  app.post(
    '/auth/login',
    {
      ...limited,
      schema: schema(
        'Log in; tokens come in the authorization and refresh-token headers',
        loginForm,
        loginResponse,
      ),
    },
    async (request, reply) => {
      const { usernameOrEmail, password } = request.body;
      const { user, session } = await login(app.ctx, usernameOrEmail, password, eventSlugOf(request));
      if (!user.isVerified) {
        // No session yet: the verification screen learns where the code went, masked, and nothing more.
        return { user: presentPublicUser(user), verified: false, maskedEmail: maskEmail(user.email) };
      }
      sendSession(reply, session);
      return { user: presentSelf(user), verified: true };
    },
  );

  app.post(
    '/auth/:username/refresh',
    {
      onRequest: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (rotation; late reuse ends the session family)',
        params: z.object({ username: text(64) }),
        // Browsers in cookie mode send the refresh cookie (and the CSRF header) instead of a body token.
        body: z.object({ refreshToken: text(256).optional() }),
        response: { 200: loginResponse, ...responses },
      },
    },
    async (request, reply) => {
      const { session, user } = await rotateSession(
        app.ctx,
        request.params.username,
        presentedRefreshToken(request),
        eventSlugOf(request),
      ).catch(endCookieSession(reply));
      sendSession(reply, session);
      return { user: presentSelf(user), verified: user.isVerified };
    },
  );

  app.post(
    '/auth/check',
    {
      onRequest: perIp,
      schema: schema(
        'Check your own account (logged in) by its user name or e-mail',
        z.object({ username: text(64).optional(), email: text().optional() }),
        z.object({
          user: z.object({
            userName: z.string(),
            email: z.string(),
            userSettings: z.record(z.string(), z.unknown()),
          }),
          isVerified: z.boolean(),
        }),
      ),
    },
    async (request) => {
      // Never a lookup of someone else: anonymous callers and other accounts learn neither an address
      // nor whether an account exists, only that they may not ask.
      const viewer = requireViewer(request);
      const given = [request.body.username, request.body.email].map((value) => value?.trim().toLowerCase());
      if (!given.some(Boolean))
        throw new AppError(
          'bad_request',
          'Please enter your user name or e-mail',
          'login.error.usernameOrEmail',
        );
      const user = await findUserByLogin(app.ctx.db, viewer.userName);
      const own = [user?.userName.toLowerCase(), user?.email.toLowerCase()];
      if (!user || given.some((value) => value && !own.includes(value)))
        throw new AppError('forbidden', 'You may only check your own account');
      return {
        user: { userName: user.userName, email: user.email, userSettings: user.userSettings },
        isVerified: user.isVerified,
      };
    },
  );

  app.post(
    '/auth/send-code',
    {
      ...limited,
      schema: schema('Mail a new verification code', accountLookup),
    },
    async (request) => {
      const delivery = await resendVerificationCode(app.ctx, request.body.usernameOrEmail);
      if (delivery) app.background.run('verification code mail', delivery);
      return { message: 'If the account exists and is not verified yet, a new code is on its way' };
    },
  );

  app.post(
    '/auth/verifyaccount',
    {
      ...limited,
      schema: schema('Verify an account with its code; logs the user in', verifyForm, loginResponse),
    },
    async (request, reply) => {
      const { usernameOrEmail, verificationCode } = request.body;
      const { user, session } = await verifyAccount(
        app.ctx,
        usernameOrEmail,
        verificationCode,
        eventSlugOf(request),
      );
      sendSession(reply, session);
      return { user: presentSelf(user), verified: true };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      ...limited,
      schema: schema('Mail a password-reset link', accountLookup),
    },
    async (request) => {
      const delivery = await requestPasswordReset(
        app.ctx,
        request.body.usernameOrEmail,
        eventSlugOf(request),
      );
      if (delivery) app.background.run('password reset mail', delivery);
      return { message: 'If the account exists, a reset link is on its way' };
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: perIp,
      schema: schema(
        'Set a new password with a reset token',
        z.object({ newPassword: newPassword(COMMON_PASSWORDS), token: text(256) }),
      ),
    },
    async (request) => {
      await changePassword(app.ctx, request.body.token, request.body.newPassword);
      return { message: 'Your password has been changed' };
    },
  );

  const externalLogin = (summary: string, verify: (token: string) => ReturnType<typeof verifySsoToken>) =>
    ({
      onRequest: perIp,
      schema: schema(summary, z.object({ token: text(8192) }), loginResponse),
      handler: async (request: FastifyRequest<{ Body: { token: string } }>, reply: FastifyReply) => {
        const identity = await verify(request.body.token);
        const { user, session } = await signInExternal(app.ctx, identity, eventSlugOf(request));
        sendSession(reply, session);
        return { user: presentSelf(user), verified: true };
      },
    }) as const;

  app.post(
    '/auth/third-party/login',
    externalLogin('Sign in with a third-party token', (token) => verifySsoToken(app.ctx.config, token)),
  );
  app.post(
    '/auth/sso/exchange-for-access-token',
    externalLogin('Exchange a single-sign-on token for our tokens', (token) =>
      verifySsoToken(app.ctx.config, token),
    ),
  );
  app.post(
    '/auth/firebase/login',
    {
      onRequest: perIp,
      schema: schema(
        'Sign in with a Firebase ID token',
        z.object({ idToken: text(8192), signupSource: text(64).optional() }),
        loginResponse,
      ),
    },
    async (request, reply) => {
      const identity = await verifyFirebaseToken(app.ctx.config, request.body.idToken);
      const { user, session } = await signInExternal(app.ctx, identity, eventSlugOf(request));
      sendSession(reply, session);
      return { user: presentSelf(user), verified: true };
    },
  );
};
