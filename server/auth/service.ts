import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { checkPersonName, checkUserName, isValidEmail, VALIDATION_MESSAGES } from '../../common/validation';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { claimEventInvitations } from '../events/members';
import { composeMail } from '../mail/templates';
import type { ExternalIdentity } from './identity-providers';
import { consumeResetToken, consumeUserCode, issueCode } from './one-time-codes';
import { hashPassword, requireAcceptablePassword, verifyPassword } from './passwords';
import { revokeAllSessions, startSession } from './sessions';

type UserRow = typeof users.$inferSelect;
type Ctx = Pick<AppContext, 'db' | 'keys' | 'mailer' | 'config'>;

const invalidInput = (key: string) => new AppError('bad_request', VALIDATION_MESSAGES[key] ?? key, key);

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

/** Creates an unverified account and mails its first code. */
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

export async function signup(ctx: Ctx, input: SignupInput, locale: string): Promise<UserRow> {
  const userNameError = checkUserName(input.user_name);
  if (userNameError) throw invalidInput(userNameError);
  if (!isValidEmail(input.email)) throw invalidInput('register.error.email');
  for (const [field, value] of [
    ['firstName', input.first_name],
    ['lastName', input.last_name],
  ] as const) {
    const message = checkPersonName(field, value);
    if (message) throw new AppError('bad_request', message);
  }
  requireAcceptablePassword(input.password);
  const userName = input.user_name.trim();
  const email = input.email.trim();
  await requireFreeIdentity(ctx.db, userName, email);
  const [user] = await ctx.db
    .insert(users)
    .values({
      userName,
      email,
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      passwordHash: await hashPassword(input.password),
      locale,
    })
    .returning();
  await sendVerificationCode(ctx, user!);
  return user!;
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
export async function resendVerificationCode(ctx: Ctx, usernameOrEmail: string): Promise<void> {
  if (!usernameOrEmail.trim()) throw invalidInput('login.error.invalidUsernameOrEmail');
  const user = await findUserByLogin(ctx.db, usernameOrEmail);
  if (user && !user.isVerified) await sendVerificationCode(ctx, user);
}

export async function verifyAccount(ctx: Ctx, usernameOrEmail: string, code: string, eventSlug: string) {
  if (!code.trim()) throw invalidInput('verification.error.verificationCode');
  const user = await findUserByLogin(ctx.db, usernameOrEmail);
  if (!user || !(await consumeUserCode(ctx.db, user.id, code))) {
    throw invalidInput('verification.error.verificationCode');
  }
  const [verified] = await ctx.db
    .update(users)
    .set({ isVerified: true })
    .where(eq(users.id, user.id))
    .returning();
  // A proven address collects the staff roles it was invited to.
  await claimEventInvitations(ctx.db, verified!);
  return { user: verified!, session: await startSession(ctx.db, ctx.keys, verified!, eventSlug) };
}

export async function requestPasswordReset(
  ctx: Ctx,
  usernameOrEmail: string,
  eventSlug: string,
): Promise<void> {
  if (!usernameOrEmail.trim()) throw invalidInput('login.error.invalidUsernameOrEmail');
  const user = await findUserByLogin(ctx.db, usernameOrEmail);
  if (!user) return;
  const token = await issueCode(ctx.db, user.id, 'reset');
  const base = ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`;
  const link = `${base.replace(/\/$/, '')}/${eventSlug || 'demo'}/password/reset?token=${token}`;
  await ctx.mailer.send(
    composeMail(user.email, user.locale, 'passwordReset', { link, name: user.firstName ?? user.userName }),
  );
}

export async function changePassword(ctx: Ctx, token: string, newPassword: string): Promise<void> {
  if (!newPassword) throw invalidInput('resetPassword.error.newPassword');
  requireAcceptablePassword(newPassword);
  const userId = await consumeResetToken(ctx.db, token);
  if (!userId) throw new AppError('bad_request', 'This reset link is invalid or has expired');
  // Proving control of the mailbox also verifies the account; every old session ends.
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), isVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeAllSessions(ctx.db, userId);
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
    [user] = await ctx.db
      .insert(users)
      .values({
        userName,
        email: identity.email,
        firstName: identity.firstName ?? null,
        lastName: identity.lastName ?? null,
        isVerified: true,
      })
      .returning();
    await claimEventInvitations(ctx.db, user!);
  }
  return { user: user!, session: await startSession(ctx.db, ctx.keys, user!, eventSlug) };
}
