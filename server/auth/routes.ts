import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocale } from '../../common/constants';
import { authContract } from '../../common/contract/auth';
import { newPassword, signupForm } from '../../common/user-validation';
import { displayName, maskEmail } from '../../common/users';
import { AppError } from '../errors';
import { type EndpointRequest, implement, registerEndpoints } from '../http/endpoint';
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
import {
  clearSessionCookies,
  endCookieSession,
  endSession,
  isCookieMode,
  presentedRefreshToken,
  rotateSession,
  sendSession,
} from './sessions';

/** The event the session is for: the request's `x-event` event, which becomes the token issuer. */
const eventSlugOf = (request: FastifyRequest): string => request.event?.slug ?? '';

const localeOf = (request: FastifyRequest): string => {
  const cookie = request.cookies.locale;
  return isLocale(cookie) ? cookie : 'en';
};

/** The contract's password rules with the server's list of common passwords. */
const signupBody = signupForm(COMMON_PASSWORDS);
const changePasswordBody = authContract.changePassword.body.extend({
  newPassword: newPassword(COMMON_PASSWORDS),
});

/**
 * Accounts and sessions (common/contract/auth.ts). A call that starts a session sends its tokens in the
 * `authorization` and `refresh-token` headers (cookies in cookie mode) and answers the user. Every call
 * but logout is rate limited per address; those that name an account, per account too.
 */
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
  const byIp = { onRequest: perIp };
  const byIpAndAccount = { onRequest: perIp, preHandler: perAccount };

  /** A session started by a verified user: its tokens sent, the user answered. */
  const loggedIn = (
    reply: FastifyReply,
    {
      user,
      session,
    }: { user: Parameters<typeof presentSelf>[0]; session: Parameters<typeof sendSession>[1] },
  ) => {
    sendSession(reply, session);
    return { user: presentSelf(user), verified: true };
  };
  /** Third-party and single-sign-on tokens are both verified as SSO tokens. */
  const ssoSignIn = async ({
    request,
    reply,
  }: {
    request: EndpointRequest<typeof authContract.ssoExchange>;
    reply: FastifyReply;
  }) => {
    const identity = await verifySsoToken(app.ctx.config, request.body.token);
    return loggedIn(reply, await signInExternal(app.ctx, identity, eventSlugOf(request)));
  };

  registerEndpoints(app, authContract, {
    signup: implement(authContract.signup, {
      hooks: byIp,
      body: signupBody,
      handle: async ({ request }) => {
        const { account, deliver } = await signup(
          app.ctx,
          request.body,
          localeOf(request),
          eventSlugOf(request),
        );
        app.background.run('sign-up mail', deliver);
        return {
          user: { ...account, fullName: displayName(account), isVerified: false as const },
          message: 'We sent a message to this e-mail address: follow it to continue',
        };
      },
    }),
    login: implement(authContract.login, {
      hooks: byIpAndAccount,
      handle: async ({ request, reply }) => {
        const { usernameOrEmail, password } = request.body;
        const { user, session } = await login(app.ctx, usernameOrEmail, password, eventSlugOf(request));
        if (!user.isVerified) {
          // No session yet: the verification screen learns where the code went, masked, and nothing more.
          return { user: presentPublicUser(user), verified: false, maskedEmail: maskEmail(user.email) };
        }
        return loggedIn(reply, { user, session });
      },
    }),
    refresh: implement(authContract.refresh, {
      hooks: byIp,
      handle: async ({ request, reply }) => {
        const { session, user } = await rotateSession(
          app.ctx,
          request.params.username,
          presentedRefreshToken(request),
          eventSlugOf(request),
        ).catch(endCookieSession(reply));
        sendSession(reply, session);
        return { user: presentSelf(user), verified: user.isVerified };
      },
    }),
    check: implement(authContract.check, {
      hooks: byIp,
      handle: async ({ request }) => {
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
    }),
    sendCode: implement(authContract.sendCode, {
      hooks: byIpAndAccount,
      handle: async ({ request }) => {
        const delivery = await resendVerificationCode(app.ctx, request.body.usernameOrEmail);
        if (delivery) app.background.run('verification code mail', delivery);
        return { message: 'If the account exists and is not verified yet, a new code is on its way' };
      },
    }),
    verify: implement(authContract.verify, {
      hooks: byIpAndAccount,
      handle: async ({ request, reply }) => {
        const { usernameOrEmail, verificationCode } = request.body;
        return loggedIn(
          reply,
          await verifyAccount(app.ctx, usernameOrEmail, verificationCode, eventSlugOf(request)),
        );
      },
    }),
    requestReset: implement(authContract.requestReset, {
      hooks: byIpAndAccount,
      handle: async ({ request }) => {
        const delivery = await requestPasswordReset(
          app.ctx,
          request.body.usernameOrEmail,
          eventSlugOf(request),
        );
        if (delivery) app.background.run('password reset mail', delivery);
        return { message: 'If the account exists, a reset link is on its way' };
      },
    }),
    changePassword: implement(authContract.changePassword, {
      hooks: byIp,
      body: changePasswordBody,
      handle: async ({ request }) => {
        await changePassword(app.ctx, request.body.token, request.body.newPassword);
        return { message: 'Your password has been changed' };
      },
    }),
    thirdPartyLogin: implement(authContract.thirdPartyLogin, { hooks: byIp, handle: ssoSignIn }),
    ssoExchange: implement(authContract.ssoExchange, { hooks: byIp, handle: ssoSignIn }),
    firebaseLogin: implement(authContract.firebaseLogin, {
      hooks: byIp,
      handle: async ({ request, reply }) => {
        const identity = await verifyFirebaseToken(app.ctx.config, request.body.idToken);
        return loggedIn(reply, await signInExternal(app.ctx, identity, eventSlugOf(request)));
      },
    }),
    /**
     * Ends a session: the refresh-token family of the refresh cookie (web app, which must echo its CSRF
     * token) or of the `refreshToken` in the body (API clients). With `everywhere`, every session of the
     * user ends, access tokens included. The session cookies are always cleared.
     */
    logout: implement(authContract.logout, {
      handle: async ({ request, reply }) => {
        await endSession(app.ctx, presentedRefreshToken(request), { everywhere: request.body?.everywhere });
        if (isCookieMode(request)) clearSessionCookies(reply);
        return { message: 'You have been logged out' };
      },
    }),
  });
};
