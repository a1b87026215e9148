import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { DEMO_EVENT_SLUG } from '../../common/constants';
import { stripMarkup, validationAnswer } from '../../common/validation';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { uniqueViolationOf } from '../db/errors';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { publicBaseUrl } from '../http/public-origin';
import { composeMail } from '../mail/templates';
import { createAccount } from '../users/accounts';
import type { ExternalIdentity } from './identity-providers';
import { consumeResetToken, consumeUserCode, issueCode } from './one-time-codes';
import { hashPassword, verifyPassword } from './passwords';
import { revokeAllSessions, startSession } from './sessions';

type UserRow = typeof users.$inferSelect;
type Ctx = Pick<AppContext, 'db' | 'keys' | 'mailer' | 'config' | 'accounts'>;

const invalidInput = (key: string) => {
  const answer = validationAnswer(key);
  return new AppError('bad_request', answer.message, answer.key);
};

export async function findUserByLogin(db: Db, usernameOrEmail: string): Promise<UserRow | undefined> {
  const value = usernameOrEmail.trim().toLowerCase();
  if (!value) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(
      value.includes('@') ? sql`lower(${users.email}) = ${value}` : sql`lower(${users.userName}) = ${value}`,
    );
  return user;
}

export interface SignupInput {
  user_name: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

async function sendVerificationCode(ctx: Ctx, user: UserRow): Promise<void> {
  const code = await issueCode(ctx.db, user.id, 'verify');
  await ctx.mailer.send(
    composeMail(user.email, user.locale, 'verificationCode', { code, name: user.firstName ?? user.userName }),
  );
}

/** Refuses a user name or e-mail address that another account already uses (case-insensitively). */
export async function requireFreeIdentity(db: Db, userName: string, email: string): Promise<void> {
  const [clash] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(
      or(
        sql`lower(${users.userName}) = ${userName.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    );
  if (clash) {
    throw new AppError(
      'conflict',
      clash.userName.toLowerCase() === userName.toLowerCase()
        ? 'This user name is already taken'
        : 'An account with this e-mail address already exists',
    );
  }
}

/** Mail to send once the answer is out: its duration must not tell whether an account exists. */
export type Delivery = () => Promise<void>;

/** What a sign-up answers: the same whether the address was free or already had an account. */
export interface PendingAccount {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
}

async function requireFreeUserName(db: Db, userName: string): Promise<void> {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`);
  if (clash) throw new AppError('conflict', 'This user name is already taken');
}

/** Someone signed up with an address that has an account: its owner hears of it, the caller does not. */
async function noticeSignupAttempt(ctx: Ctx, email: string, eventSlug: string): Promise<void> {
  const owner = await findUserByLogin(ctx.db, email);
  if (!owner) return;
  const base = `${publicBaseUrl(ctx.config)}${eventSlug ? `/${eventSlug}` : ''}/login`;
  await ctx.mailer.send(
    composeMail(owner.email, owner.locale, 'signupAttempt', {
      name: owner.firstName ?? owner.userName,
      loginLink: base,
      resetLink: `${base}?mode=forgot`,
    }),
  );
}

/**
 * Creates an unverified account and mails its first code; the input has passed the sign-up rules
 * (common/user-validation.ts) in the route schema. User names are public, so a taken one is
 * named; an address that already has an account gets the same answer as a new one (its owner is told
 * by mail instead), so sign-up cannot tell anyone whose address is registered.
 */
export async function signup(
  ctx: Ctx,
  input: SignupInput,
  locale: string,
  eventSlug = '',
): Promise<{ account: PendingAccount; deliver: Delivery }> {
  const pending: PendingAccount = {
    userName: input.user_name.trim(),
    email: input.email.trim(),
    firstName: input.first_name.trim(),
    lastName: input.last_name.trim(),
  };
  await requireFreeUserName(ctx.db, pending.userName);
  const notice = { account: pending, deliver: () => noticeSignupAttempt(ctx, pending.email, eventSlug) };
  if (await findUserByLogin(ctx.db, pending.email)) {
    // Hashed as a new account's password would be, so both answers cost the same.
    await hashPassword(input.password);
    return notice;
  }
  let user: UserRow;
  try {
    user = await createAccount(ctx.db, { ...pending, password: input.password, verified: false, locale });
  } catch (error) {
    // The address was taken by a sign-up racing this one: the same quiet answer as above.
    if (uniqueViolationOf(error)?.constraint !== 'users_email_lower_idx') throw error;
    return notice;
  }
  return { account: pending, deliver: () => sendVerificationCode(ctx, user) };
}

const wrongCredentials = () => new AppError('unauthorized', 'Invalid username/email or password');

export async function login(ctx: Ctx, usernameOrEmail: string, password: string, eventSlug: string) {
  const user = await findUserByLogin(ctx.db, usernameOrEmail);
  // Verify against a dummy hash when the user is unknown, so timing does not reveal which part was wrong.
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !valid) throw wrongCredentials();
  if (!user.isVerified) {
    await sendVerificationCode(ctx, user);
    return { user, session: null };
  }
  return { user, session: await startSession(ctx.db, ctx.keys, user, eventSlug) };
}

/** A hash of a random password, computed once: verifying against it costs what a real check costs. */
const DUMMY_HASH = await hashPassword(randomBytes(16).toString('hex'));

/** Always the same answer, whether or not the account exists or is already verified. */
export async function resendVerificationCode(ctx: Ctx, usernameOrEmail: string): Promise<Delivery | null> {
  const user = await findUserByLogin(ctx.db, usernameOrEmail);
  return user && !user.isVerified ? () => sendVerificationCode(ctx, user) : null;
}

export async function verifyAccount(ctx: Ctx, usernameOrEmail: string, code: string, eventSlug: string) {
  const user = await findUserByLogin(ctx.db, usernameOrEmail);
  if (!user || !(await consumeUserCode(ctx.db, user.id, code))) {
    throw invalidInput('verification.error.verificationCode');
  }
  const [verified] = await ctx.db
    .update(users)
    .set({ isVerified: true })
    .where(eq(users.id, user.id))
    .returning();
  return { user: verified!, session: await startSession(ctx.db, ctx.keys, verified!, eventSlug) };
}

/**
 * Finds the account and returns the reset mail to send after answering, if any: before the answer,
 * a known and an unknown account cost the same single query.
 */
export async function requestPasswordReset(
  ctx: Ctx,
  usernameOrEmail: string,
  eventSlug: string,
): Promise<Delivery | null> {
  const user = await findUserByLogin(ctx.db, usernameOrEmail);
  if (!user) return null;
  return async () => {
    const token = await issueCode(ctx.db, user.id, 'reset');
    const link = `${publicBaseUrl(ctx.config)}/${eventSlug || DEMO_EVENT_SLUG}/password/reset?token=${token}`;
    await ctx.mailer.send(
      composeMail(user.email, user.locale, 'passwordReset', { link, name: user.firstName ?? user.userName }),
    );
  };
}

/** Sets a new password (the route schema has applied the password rules) with a reset token. */
export async function changePassword(ctx: Ctx, token: string, newPassword: string): Promise<void> {
  const userId = await consumeResetToken(ctx.db, token);
  if (!userId) throw new AppError('bad_request', 'This reset link is invalid or has expired');
  // Proving control of the mailbox also verifies the account; every old session ends.
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), isVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeAllSessions(ctx, userId);
}

/** Finds the account of an external identity by e-mail, creating a verified one on first sign-in. */
export async function signInExternal(ctx: Ctx, identity: ExternalIdentity, eventSlug: string) {
  if (!identity.emailVerified)
    throw new AppError('unauthorized', 'The identity provider has not verified this e-mail');
  let user = await findUserByLogin(ctx.db, identity.email);
  if (!user) {
    const base = (identity.userName ?? identity.email.split('@')[0] ?? 'user')
      .replace(/[^A-Za-z0-9.]/g, '')
      .slice(0, 14);
    const userName = `${base.padEnd(4, '0')}${randomBytes(2).toString('hex')}`.slice(0, 20);
    user = await createAccount(ctx.db, {
      userName,
      email: identity.email,
      firstName: identity.firstName ? stripMarkup(identity.firstName).slice(0, 255) : null,
      lastName: identity.lastName ? stripMarkup(identity.lastName).slice(0, 255) : null,
      verified: true,
    });
  }
  return { user: user!, session: await startSession(ctx.db, ctx.keys, user!, eventSlug) };
}
