import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { openTestDatabase } from '../test/app';
import { buildUser } from '../test/factories';
import { createAccount } from './accounts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let count = 0;
const fresh = () => {
  count += 1;
  return {
    userName: `acct.${count}${Date.now() % 10_000}`,
    email: `acct${count}.${Date.now()}@example.test`,
  };
};

describe('createAccount', () => {
  it('stores a trimmed, hashed account with the verification and locale it is given', async () => {
    const { userName, email } = fresh();
    const user = await createAccount(database.db, {
      userName: ` ${userName} `,
      email: ` ${email} `,
      firstName: ' Ada ',
      lastName: ' Lovelace ',
      password: 'Garden42x',
      verified: false,
      locale: 'fr',
    });
    expect(user).toMatchObject({
      userName,
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isVerified: false,
    });
    expect(user.locale).toBe('fr');
    expect(user.passwordHash).not.toBe('Garden42x');
    expect(await verifyPassword(user.passwordHash, 'Garden42x')).toBe(true);
  });

  it('creates a verified account without a password for a provider sign-in', async () => {
    const user = await createAccount(database.db, {
      ...fresh(),
      firstName: null,
      lastName: null,
      verified: true,
    });
    expect(user.passwordHash).toBeNull();
    expect(user.isVerified).toBe(true);
    expect(user.locale).toBe('en');
  });

  it.each([
    ['Ab1', 'register.error.password.atleastPassword'],
    ['Gardenxx', 'register.error.password.atleastNumber'],
    ['garden42x', 'register.error.password.atleastUpper'],
    ['GARDEN42X', 'register.error.password.atleastLower'],
    ['Password1', 'register.error.password.avoidBasic'],
  ])('refuses the password %s with the key %s and stores nothing', async (password, key) => {
    const account = { ...fresh(), firstName: 'A', lastName: 'B', password, verified: true };
    const refusal = await createAccount(database.db, account).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ key });
    const again = await createAccount(database.db, { ...account, password: 'Garden42x' });
    expect(again.userName).toBe(account.userName);
  });

  it('leaves a clashing user name to the unique index, whatever its case', async () => {
    const taken = await buildUser(database.db);
    await expect(
      createAccount(database.db, {
        ...fresh(),
        userName: taken.userName.toUpperCase(),
        firstName: null,
        lastName: null,
        verified: true,
      }),
    ).rejects.toThrow();
  });
});
