import type { Db } from '../db/connect';
import { nowIso, toCount } from '../db/dialect';
import type { UserRow } from '../db/schema';
import { inTransaction, type Executor } from '../db/transaction';
import { DEFAULT_ROLES, isRole, type Role } from '../security/roles';
import { recordAudit, type Actor } from '../services/audit';

export type UserRecord = Pick<UserRow, 'id' | 'email' | 'user_name' | 'password_hash' | 'active'>;

/** Sets a user's roles to exactly `roles`. */
export async function replaceRoles(trx: Executor, userId: number, roles: readonly Role[]) {
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  await trx
    .insertInto('user_roles')
    .values([...new Set(roles)].map((role) => ({ user_id: userId, role })))
    .execute();
}

/** Ends every live session of a user (password reset, disabling), or every one but the
 * session the user is acting from (their own password change, "sign out everywhere else").
 * Answers how many ended. */
export async function revokeSessionsOf(trx: Executor, userId: number, exceptSessionId?: string) {
  let update = trx
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso());
  if (exceptSessionId !== undefined) update = update.where('id', '<>', exceptSessionId);
  const { numUpdatedRows } = await update.executeTakeFirst();
  return Number(numUpdatedRows);
}

/** Whether a user holds a role now, read in the caller's transaction (a rule that depends on a
 * role reads it where it decides, not from the request). */
export async function holdsRole(executor: Executor, userId: number, role: Role) {
  const row = await executor
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds a user row (no roles yet): e-mail in lower case. */
export const insertUser = (trx: Executor, email: string, userName: string, passwordHash: string) =>
  trx
    .insertInto('users')
    .values({
      email: email.toLowerCase(),
      user_name: userName,
      password_hash: passwordHash,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** E-mail addresses are stored and looked up in lower case, so the unique index is
 * case-insensitive on both engines. */
export function createUsersRepository(db: Db) {
  // `active` answers for both switches: the old flag and disabled_at (migration 022), so every
  // reader of it (sign-in) refuses a disabled user.
  const select = () =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'user_name', 'password_hash', 'active', 'disabled_at'])
      .$castTo<UserRecord & { disabled_at: string | null }>();
  const enabled = <U extends UserRecord & { disabled_at: string | null }>(user: U | undefined) =>
    user && { ...user, active: user.active === 1 && user.disabled_at === null ? 1 : 0 };
  return {
    findByEmail: async (email: string): Promise<UserRecord | undefined> =>
      enabled(await select().where('email', '=', email.toLowerCase()).executeTakeFirst()),
    async rolesOf(userId: number): Promise<Role[]> {
      const rows = await db
        .selectFrom('user_roles')
        .select('role')
        .where('user_id', '=', userId)
        .orderBy('role')
        .execute();
      return rows.map((r) => r.role).filter(isRole);
    },
    create: (
      email: string,
      userName: string,
      passwordHash: string,
      roles: readonly Role[] = DEFAULT_ROLES,
    ) =>
      inTransaction(db, async (trx) => {
        const { id } = await insertUser(trx, email, userName, passwordHash);
        await replaceRoles(trx, id, roles);
        return id;
      }),
    /** Creates the user, or resets the password and name of an existing one: that ends all
     * their sessions, since a reset is what one does when a password may be known to another.
     * `roles` replace an existing user's roles when given; a new user gets DEFAULT_ROLES. */
    upsert: (
      email: string,
      userName: string,
      passwordHash: string,
      roles?: readonly Role[],
    ): Promise<'created' | 'updated'> =>
      inTransaction(db, async (trx) => {
        const existing = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, user_name: userName })
          .where('email', '=', email.toLowerCase())
          .returning('id')
          .executeTakeFirst();
        if (existing) {
          await revokeSessionsOf(trx, existing.id);
          if (roles) await replaceRoles(trx, existing.id, roles);
          return 'updated';
        }
        const { id } = await insertUser(trx, email, userName, passwordHash);
        await replaceRoles(trx, id, roles ?? DEFAULT_ROLES);
        return 'created';
      }),
    /** Disables a user (or enables them again): a disabled user cannot sign in, and every
     * session of theirs ends now. */
    setDisabled: (userId: number, disabled: boolean) =>
      inTransaction(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ disabled_at: disabled ? nowIso() : null })
          .where('id', '=', userId)
          .execute();
        if (disabled) await revokeSessionsOf(trx, userId);
      }),
    passwordHashOf: async (userId: number) =>
      (
        await db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', userId)
          .executeTakeFirst()
      )?.password_hash,
    /** A user's own password change: every other session of theirs ends with it. */
    changePassword: (actor: Actor, passwordHash: string, keepSessionId: string) =>
      inTransaction(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', actor.id)
          .execute();
        await recordAudit(
          trx,
          { entityType: 'user', entityId: actor.id, action: 'password_changed' },
          actor,
        );
        return revokeSessionsOf(trx, actor.id, keepSessionId);
      }),
    /** A user's own new name; the audit row keeps the old one beside it. */
    rename: (actor: Actor, userName: string) =>
      inTransaction(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ user_name: userName })
          .where('id', '=', actor.id)
          .execute();
        if (userName !== actor.name)
          await recordAudit(
            trx,
            {
              entityType: 'user',
              entityId: actor.id,
              action: 'renamed',
              field: 'user_name',
              oldValue: actor.name,
              newValue: userName,
            },
            { id: actor.id, name: userName },
          );
      }),
    count: async () =>
      toCount(
        (
          await db
            .selectFrom('users')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      ),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
