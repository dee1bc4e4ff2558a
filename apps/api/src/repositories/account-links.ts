import { createHash, randomBytes } from 'node:crypto';
import type { ApprovalLimits, LinkDetails, PendingInvitation } from '@procure/contract';
import type { Db } from '../db/connect';
import { nowIso } from '../db/dialect';
import type { AccountLinksTable } from '../db/schema';
import { inTransaction, type Executor } from '../db/transaction';
import { conflict, forbidden, notFound } from '../http/errors';
import { isRole, type Role } from '../security/roles';
import { recordAudit, type Actor } from '../services/audit';
import { limitsFromText, limitsToText } from './approval-limits';
import {
  gone,
  joinByInvitation,
  LINK_REFUSALS,
  setPasswordByReset,
  type LinkedAccount,
} from './account-link-use';
import { USER_ADMIN_REFUSALS } from './user-admin';

export { LINK_REFUSALS, type LinkedAccount } from './account-link-use';
import {
  assertInvitationInScope,
  assertUserInScope,
  checkCompaniesGiven,
  companiesToText,
} from './user-companies';
import { revokeSessionsOf } from './users';

/** How long an invitation or reset link works. */
export const LINK_TTL_MS = 7 * 24 * 3600_000;
/** Stored instead of a password hash while a reset waits: no password matches it, so the old
 * one stops working the moment the admin resets it. */
const NO_PASSWORD = '!reset';

type Purpose = AccountLinksTable['purpose'];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Why a link cannot be used, or nothing when it can. */
function refusalOf(row: Pick<AccountLinksTable, 'used_at' | 'withdrawn_at' | 'expires_at'>) {
  if (row.used_at) return gone(LINK_REFUSALS.used);
  if (row.withdrawn_at) return gone(LINK_REFUSALS.withdrawn);
  if (row.expires_at <= nowIso()) return gone(LINK_REFUSALS.expired(row.expires_at));
  return undefined;
}

/** Ends the links of one e-mail (or one user) and purpose that are still open: the newest link
 * is the only one that works. */
const withdrawOpen = (trx: Executor, purpose: Purpose, email: string) =>
  trx
    .updateTable('account_links')
    .set({ withdrawn_at: nowIso() })
    .where('purpose', '=', purpose)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .execute();

async function insertLink(
  trx: Executor,
  link: {
    purpose: Purpose;
    email: string;
    userId: number | null;
    roles: readonly Role[];
    limits?: ApprovalLimits;
    companies?: readonly number[];
  },
  createdBy: number,
) {
  // 256 random bits: the link is the whole credential for the account.
  const token = randomBytes(32).toString('base64url');
  const expires_at = nowIso(LINK_TTL_MS);
  await withdrawOpen(trx, link.purpose, link.email);
  const { id } = await trx
    .insertInto('account_links')
    .values({
      purpose: link.purpose,
      token_hash: hashOf(token),
      email: link.email,
      user_id: link.userId,
      roles: link.roles.join(','),
      limits: limitsToText(link.limits),
      companies: companiesToText(link.companies),
      created_by: createdBy,
      created_at: nowIso(),
      expires_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, purpose: link.purpose, token, expires_at };
}

export function createAccountLinksRepository(db: Db) {
  const byToken = (trx: Executor, token: string) =>
    trx.selectFrom('account_links').selectAll().where('token_hash', '=', hashOf(token));
  return {
    /** An invitation for an e-mail nobody uses yet; an older open one for it is withdrawn. */
    invite: (
      actor: Actor,
      email: string,
      roles: readonly Role[],
      limits?: ApprovalLimits,
      companies: readonly number[] = [],
    ) =>
      inTransaction(db, async (trx) => {
        await checkCompaniesGiven(trx, actor, companies, 'companies');
        const address = email.toLowerCase();
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', address)
          .executeTakeFirst();
        if (user) throw conflict(LINK_REFUSALS.userExists);
        const link = await insertLink(
          trx,
          { purpose: 'invite', email: address, userId: null, roles, limits, companies },
          actor.id,
        );
        await recordAudit(
          trx,
          {
            entityType: 'invitation',
            entityId: link.id,
            action: 'invited',
            field: 'roles',
            newValue: `${address}: ${roles.join(',')}`,
            // Auditors ask who let whom approve how much: the limits the link grants.
            reason: limitsToText(limits) ? `approval limits ${limitsToText(limits)}` : null,
          },
          actor,
        );
        return link;
      }),
    /** A reset: the password stops working and every session ends now; the link sets a new one. */
    reset: (actor: Actor, userId: number) =>
      inTransaction(db, async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'email'])
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) throw notFound('No user with this id');
        if (userId === actor.id) throw forbidden(USER_ADMIN_REFUSALS.resetSelf);
        await assertUserInScope(trx, actor, userId);
        await trx
          .updateTable('users')
          .set({ password_hash: NO_PASSWORD })
          .where('id', '=', userId)
          .execute();
        await revokeSessionsOf(trx, userId);
        await recordAudit(
          trx,
          { entityType: 'user', entityId: userId, action: 'password_reset' },
          actor,
        );
        return insertLink(
          trx,
          { purpose: 'reset', email: user.email, userId, roles: [] },
          actor.id,
        );
      }),
    pendingInvitations: async (): Promise<PendingInvitation[]> => {
      const rows = await db
        .selectFrom('account_links as l')
        .innerJoin('users as u', 'u.id', 'l.created_by')
        .select([
          'l.id',
          'l.email',
          'l.roles',
          'l.limits',
          'u.user_name',
          'l.created_at',
          'l.expires_at',
        ])
        .where('l.purpose', '=', 'invite')
        .where('l.used_at', 'is', null)
        .where('l.withdrawn_at', 'is', null)
        .where('l.expires_at', '>', nowIso())
        .orderBy('l.created_at', 'desc')
        .execute();
      return rows.map(({ roles, limits, user_name, ...row }) => ({
        ...row,
        roles: roles.split(',').filter(isRole),
        limits: limitsFromText(limits),
        invited_by: user_name,
      }));
    },
    /** Withdraws an invitation not yet used; 404 when there is none such. */
    withdraw: (actor: Actor, id: number) =>
      inTransaction(db, async (trx) => {
        await assertInvitationInScope(trx, actor, id);
        const { numUpdatedRows } = await trx
          .updateTable('account_links')
          .set({ withdrawn_at: nowIso() })
          .where('id', '=', id)
          .where('purpose', '=', 'invite')
          .where('used_at', 'is', null)
          .where('withdrawn_at', 'is', null)
          .executeTakeFirst();
        if (numUpdatedRows === 0n) throw notFound('No invitation waiting with this id');
        await recordAudit(
          trx,
          { entityType: 'invitation', entityId: id, action: 'withdrawn' },
          actor,
        );
      }),
    /** What a link is for, or why it no longer works (404 unknown, 410 used/withdrawn/expired). */
    async details(token: string): Promise<LinkDetails> {
      const row = await byToken(db, token).executeTakeFirst();
      if (!row) throw notFound(LINK_REFUSALS.unknown);
      const refused = refusalOf(row);
      if (refused) throw refused;
      const user = row.user_id
        ? await db
            .selectFrom('users')
            .select('user_name')
            .where('id', '=', row.user_id)
            .executeTakeFirst()
        : undefined;
      return {
        purpose: row.purpose,
        email: row.email,
        user_name: user?.user_name ?? null,
        expires_at: row.expires_at,
      };
    },
    /** Uses a link once: the claim is one conditional update, so two uses at the same moment
     * cannot both pass. An invitation creates the user with its roles; a reset sets the
     * password (and the name, when given). */
    use: (token: string, passwordHash: string, userName: string | undefined) =>
      inTransaction(db, async (trx): Promise<LinkedAccount> => {
        const claimed = await trx
          .updateTable('account_links')
          .set({ used_at: nowIso() })
          .where('token_hash', '=', hashOf(token))
          .where('used_at', 'is', null)
          .where('withdrawn_at', 'is', null)
          .where('expires_at', '>', nowIso())
          .returning(['id', 'purpose', 'email', 'user_id', 'roles', 'limits', 'companies'])
          .executeTakeFirst();
        if (!claimed) {
          const row = await byToken(trx, token).executeTakeFirst();
          throw (row && refusalOf(row)) ?? notFound(LINK_REFUSALS.unknown);
        }
        return claimed.purpose === 'invite'
          ? joinByInvitation(trx, claimed, userName, passwordHash)
          : setPasswordByReset(trx, claimed, userName, passwordHash);
      }),
  };
}
export type AccountLinksRepository = ReturnType<typeof createAccountLinksRepository>;
