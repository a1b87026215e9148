import { newPassword } from '../../common/user-validation';
import { COMMON_PASSWORDS, hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { requireValid } from '../http/require-valid';

export type AccountRow = typeof users.$inferSelect;

/** What every way of getting an account supplies; a form's own field rules have run in its route. */
export interface NewAccount {
  userName: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Absent for an account that signs in through an identity provider. */
  password?: string;
  /** Whether control of the address is already proven (an invitation's token, a provider's word). */
  verified: boolean;
  locale?: string;
}

const PASSWORD_RULES = newPassword(COMMON_PASSWORDS);

/**
 * The one place an account is created: sign-up, sign-in through an identity provider and accepting a
 * team invitation all come here, so a password set on any of them meets the same password rules
 * (docs/product.md, "Validation rules"). Clashing user names or addresses are the callers' to word:
 * the unique indexes refuse them here.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<AccountRow> {
  const passwordHash =
    account.password === undefined
      ? null
      : await hashPassword(requireValid(PASSWORD_RULES, account.password));
  const [user] = await db
    .insert(users)
    .values({
      userName: account.userName.trim(),
      email: account.email.trim(),
      firstName: account.firstName?.trim() ?? null,
      lastName: account.lastName?.trim() ?? null,
      passwordHash,
      isVerified: account.verified,
      ...(account.locale ? { locale: account.locale } : {}),
    })
    .returning();
  return user!;
}
