import { NO_LIMITS, type User } from '@procure/contract';
import type { Db } from '../db/connect';
import { engineOf, nowIso, toCount } from '../db/dialect';
import { inTransaction, type Executor } from '../db/transaction';
import { recordAudit, type Actor } from '../services/audit';
import { forbidden, notFound } from '../http/errors';
import { isRole, type Role } from '../security/roles';
import { limitsOfUsers } from './approval-limits';
import { assertUserInScope } from './user-companies';
import { replaceRoles, revokeSessionsOf } from './users';

/** The refusals of user administration: each keeps the server administrable by someone. */
export const USER_ADMIN_REFUSALS = {
  ownAdminRole: 'You cannot take away your own admin role: another administrator can.',
  lastAdmin: 'Procure needs at least one enabled administrator: make another user an admin first.',
  disableSelf: 'You cannot disable your own account: another administrator can.',
  resetSelf: 'Change your own password on your Profile page.',
} as const;

const NO_USER = 'No user with this id';

/** Users as the administration page lists them: roles, state and the latest activity. */
async function readUsers(db: Executor, id?: number): Promise<User[]> {
  let users = db
    .selectFrom('users')
    .select(['id', 'email', 'user_name', 'disabled_at', 'created_at', 'active'])
    .orderBy('user_name')
    .orderBy('id');
  if (id !== undefined) users = users.where('id', '=', id);
  const rows = await users.execute();
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [roles, seen, limits] = await Promise.all([
    db.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', ids).execute(),
    db
      .selectFrom('sessions')
      .select((e) => ['user_id', e.fn.max('last_seen').as('last_seen')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
    limitsOfUsers(db, ids),
  ]);
  const lastSeen = new Map(seen.map((s) => [s.user_id, s.last_seen as string | null]));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    user_name: row.user_name,
    roles: roles
      .filter((r) => r.user_id === row.id)
      .map((r) => r.role)
      .filter(isRole)
      .sort(),
    // The old `active = 0` flag counts as disabled too (migration 022 carried it over).
    disabled_at: row.disabled_at ?? (row.active === 1 ? null : row.created_at),
    created_at: row.created_at,
    last_seen: lastSeen.get(row.id) ?? null,
    limits: limits.get(row.id) ?? { ...NO_LIMITS },
  }));
}

/** Enabled administrators other than `userId`: the server must keep at least one. On
 * PostgreSQL the admins' rows are locked first, so two admins demoting each other at the same
 * moment are counted one after the other (SQLite runs one write transaction at a time). */
async function otherEnabledAdmins(trx: Executor, userId: number): Promise<number> {
  if (engineOf(trx) === 'postgres')
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', (q) =>
        q.selectFrom('user_roles').select('user_id').where('role', '=', 'admin'),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
  const row = await trx
    .selectFrom('user_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((e) => e.fn.countAll().as('n'))
    .where('r.role', '=', 'admin')
    .where('u.id', '<>', userId)
    .where('u.disabled_at', 'is', null)
    .where('u.active', '=', 1)
    .executeTakeFirst();
  return toCount(row?.n);
}

async function existing(trx: Executor, id: number): Promise<User> {
  const [user] = await readUsers(trx, id);
  if (!user) throw notFound(NO_USER);
  return user;
}

/** Administration of other users. Every check runs in the transaction of the change it guards,
 * so nothing is half-written when one refuses. */
export function createUserAdminRepository(db: Db) {
  return {
    list: () => readUsers(db),
    find: async (id: number) => (await readUsers(db, id))[0],
    setRoles: (actor: Actor, id: number, roles: readonly Role[]) =>
      inTransaction(db, async (trx) => {
        const user = await existing(trx, id);
        await assertUserInScope(trx, actor, id);
        const losesAdmin = user.roles.includes('admin') && !roles.includes('admin');
        if (losesAdmin && id === actor.id) throw forbidden(USER_ADMIN_REFUSALS.ownAdminRole);
        if (losesAdmin && !user.disabled_at && (await otherEnabledAdmins(trx, id)) === 0)
          throw forbidden(USER_ADMIN_REFUSALS.lastAdmin);
        await replaceRoles(trx, id, roles);
        const changed = await existing(trx, id);
        // Auditors ask who gave whom which role: each change is in the audit trail.
        if (changed.roles.join(',') !== user.roles.join(','))
          await recordAudit(
            trx,
            {
              entityType: 'user',
              entityId: id,
              action: 'roles_changed',
              field: 'roles',
              oldValue: user.roles.join(','),
              newValue: changed.roles.join(','),
            },
            actor,
          );
        return changed;
      }),
    /** Disabling ends every session of the user now; enabling lets them sign in again (their
     * old sessions stay ended). */
    setDisabled: (actor: Actor, id: number, disabled: boolean) =>
      inTransaction(db, async (trx) => {
        const user = await existing(trx, id);
        await assertUserInScope(trx, actor, id);
        if (disabled) {
          if (id === actor.id) throw forbidden(USER_ADMIN_REFUSALS.disableSelf);
          if (user.roles.includes('admin') && (await otherEnabledAdmins(trx, id)) === 0)
            throw forbidden(USER_ADMIN_REFUSALS.lastAdmin);
        }
        await trx
          .updateTable('users')
          .set(
            disabled
              ? { disabled_at: user.disabled_at ?? nowIso() }
              : { disabled_at: null, active: 1 },
          )
          .where('id', '=', id)
          .execute();
        if (disabled) await revokeSessionsOf(trx, id);
        if (Boolean(user.disabled_at) !== disabled)
          await recordAudit(
            trx,
            { entityType: 'user', entityId: id, action: disabled ? 'disabled' : 'enabled' },
            actor,
          );
        return existing(trx, id);
      }),
  };
}
export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
