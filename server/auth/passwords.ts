import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import type { PasswordList } from '../../common/user-validation';
import { onFirstUse } from '../first-use';

const require = createRequire(import.meta.url);

/** argon2id (the library's default algorithm) with its recommended cost. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * zxcvbn-ts's list of the most common passwords, lower-cased once, for the password rules. The package
 * unpacks all its dictionaries when loaded, so that waits for the first password checked; the rules
 * call it synchronously, hence require.
 */
const commonPasswords = onFirstUse(() => {
  const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  return new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
});

export const COMMON_PASSWORDS: PasswordList = { has: (password) => commonPasswords().has(password) };
