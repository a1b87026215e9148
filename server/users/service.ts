import { and, asc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { USER_FILTER_BY } from '../../common/contract/users';
import { bio, firstName, lastName, location } from '../../common/user-validation';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import { AppError, notFound } from '../errors';
import { decodeCursor, paginate } from '../http/cursor';
import { requireValid } from '../http/require-valid';
import { fieldsToUpdate } from '../http/update-mask';

type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, by: { userId?: number; userName?: string }): Promise<UserRow> {
  const condition = by.userId
    ? eq(users.id, by.userId)
    : by.userName
      ? sql`lower(${users.userName}) = ${by.userName.toLowerCase()}`
      : undefined;
  if (!condition) throw new AppError('bad_request', 'userName or userId is required');
  const [user] = await db.select().from(users).where(condition);
  if (!user) throw notFound('User');
  return user;
}

export async function findProfile(db: Db, userId: number) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return profile ?? null;
}

const USER_FIELDS = ['firstName', 'lastName', 'userSettings', 'locale'] as const;
const NAME_RULES = { firstName, lastName };
type UserField = (typeof USER_FIELDS)[number];

export interface UserPatch {
  firstName?: string | null;
  lastName?: string | null;
  userSettings?: Record<string, unknown>;
  locale?: string;
}

export async function updateUser(db: Db, userId: number, patch: UserPatch, mask?: string): Promise<UserRow> {
  const fields = fieldsToUpdate<UserField>(USER_FIELDS, patch, mask);
  const values: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  for (const field of fields) {
    if (field === 'firstName' || field === 'lastName') {
      // A name the mask names but the body leaves out or nulls is an empty name.
      values[field] = requireValid(NAME_RULES[field], patch[field] ?? '');
    } else if (field === 'userSettings') values.userSettings = patch.userSettings ?? {};
    else if (field === 'locale' && patch.locale) values.locale = patch.locale;
  }
  const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!user) throw notFound('User');
  return user;
}

const PROFILE_FIELDS = ['location', 'bio'] as const;
const PROFILE_RULES = { location, bio };

export async function saveProfile(
  db: Db,
  userId: number,
  input: { location?: string | null; bio?: string | null },
  mask?: string,
) {
  const fields = fieldsToUpdate(PROFILE_FIELDS, input, mask);
  const current = await findProfile(db, userId);
  const next = { location: current?.location ?? null, bio: current?.bio ?? null };
  for (const field of fields) next[field] = input[field] ?? null;
  // An update checks the fields it changes; a new profile needs both.
  for (const field of current ? fields : PROFILE_FIELDS) {
    next[field] = requireValid(PROFILE_RULES[field], next[field] ?? '');
  }
  const [saved] = await db
    .insert(profiles)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...next, updatedAt: new Date() } })
    .returning();
  return saved!;
}

export interface FindUsersOptions {
  pageSize: number;
  nextPageToken?: string;
  filterBy?: (typeof USER_FILTER_BY)[number];
  keyword?: string;
  userIds?: number[];
  userNames?: string[];
  emails?: string[];
  allowEmail: boolean;
}

/** Keyset-paged user search (docs/product.md); e-mail matching only when allowed. */
export async function findUsers(db: Db, options: FindUsersOptions) {
  const conditions: SQL[] = [];
  const keyword = options.keyword?.trim();
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
    switch (options.filterBy ?? 'KEYWORD') {
      case 'USER_NAME':
        conditions.push(ilike(users.userName, pattern));
        break;
      case 'EMAIL':
        if (!options.allowEmail) throw new AppError('forbidden', 'Searching by e-mail is not allowed');
        conditions.push(sql`lower(${users.email}) = ${keyword.toLowerCase()}`);
        break;
      case 'USER_ID':
        if (!/^\d{1,9}$/.test(keyword)) throw new AppError('bad_request', 'keyword must be a user id');
        conditions.push(eq(users.id, Number(keyword)));
        break;
      default: {
        const byName = or(
          ilike(users.userName, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )!;
        // Matching a typed address would tell anyone whether it has an account, and whose it is: only
        // those allowed to search by e-mail get it.
        const byEmail = options.allowEmail && keyword.includes('@');
        conditions.push(
          byEmail ? or(byName, sql`lower(${users.email}) = ${keyword.toLowerCase()}`)! : byName,
        );
      }
    }
  }
  if (options.userIds?.length) conditions.push(inArray(users.id, options.userIds));
  if (options.userNames?.length) {
    conditions.push(
      inArray(
        sql`lower(${users.userName})`,
        options.userNames.map((name) => name.toLowerCase()),
      ),
    );
  }
  if (options.emails?.length) {
    if (!options.allowEmail) throw new AppError('forbidden', 'Searching by e-mail is not allowed');
    conditions.push(
      inArray(
        sql`lower(${users.email})`,
        options.emails.map((email) => email.toLowerCase()),
      ),
    );
  }
  const cursor = decodeCursor(options.nextPageToken, 1);
  if (cursor) conditions.push(gt(users.id, Number(cursor[0])));
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.id))
    .limit(options.pageSize + 1);
  return paginate(rows, options.pageSize, (row) => [row.id]);
}
