import type { CompanyAssignments, CompanyOption } from '@procure/contract';
import type { Db } from '../db/connect';
import { nowIso } from '../db/dialect';
import { inTransaction, type Executor } from '../db/transaction';
import { badRequest, forbidden, notFound, VALIDATION_MESSAGE } from '../http/errors';
import { recordAudit, type Actor } from '../services/audit';

// Which companies a user is limited to (user_companies: no row is every company), and the
// same list an invitation carries until its link is used (account_links.companies).

export const USER_COMPANY_REFUSALS = {
  unknown: 'Choose companies from the list',
  outsideScope:
    'You are limited to some companies: you can only give a user companies you work for yourself.',
  unlimitedByLimited:
    'You are limited to some companies: only an administrator of every company can lift a limit.',
  createByLimited:
    'You are limited to some companies: only an administrator of every company can add one.',
  otherCompany: 'You are limited to other companies: you cannot change this one.',
  otherUser:
    'You are limited to some companies: you can only manage users who are limited to companies of yours.',
} as const;

/** An invitation's company list as stored: comma-separated ids, '' for every company. */
export const companiesToText = (ids: readonly number[] | undefined) => (ids ?? []).join(',');
export const companiesFromText = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

export async function companiesOfUser(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_companies')
    .select('company_id')
    .where('user_id', '=', userId)
    .orderBy('company_id')
    .execute();
  return rows.map((row) => row.company_id);
}

/** The companies of a user's limit, for their profile (empty: every company). */
export function companyOptionsOfUser(db: Executor, userId: number): Promise<CompanyOption[]> {
  return db
    .selectFrom('user_companies as uc')
    .innerJoin('companies as c', 'c.id', 'uc.company_id')
    .select(['c.id', 'c.code', 'c.name', 'c.base_currency'])
    .where('uc.user_id', '=', userId)
    .orderBy('c.name')
    .execute();
}

/** The ids name existing companies (a field issue otherwise), and an actor who is limited
 * themselves gives only companies of their own and never "every company". */
export async function checkCompaniesGiven(
  trx: Executor,
  actor: Actor,
  ids: readonly number[],
  path = 'company_ids',
) {
  if (ids.length) {
    const found = await trx.selectFrom('companies').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length)
      throw badRequest(VALIDATION_MESSAGE, [{ path, message: USER_COMPANY_REFUSALS.unknown }]);
  }
  const own = await companiesOfUser(trx, actor.id);
  if (!own.length) return;
  if (!ids.length) throw forbidden(USER_COMPANY_REFUSALS.unlimitedByLimited);
  if (ids.some((id) => !own.includes(id))) throw forbidden(USER_COMPANY_REFUSALS.outsideScope);
}

/** A company write by an actor limited to other companies is refused (adding one needs an
 * administrator of every company). */
export async function assertMayManage(trx: Executor, actor: Actor, companyId: number | null) {
  const own = await companiesOfUser(trx, actor.id);
  if (!own.length) return;
  if (companyId === null) throw forbidden(USER_COMPANY_REFUSALS.createByLimited);
  if (!own.includes(companyId)) throw forbidden(USER_COMPANY_REFUSALS.otherCompany);
}

/** Whether someone limited to `target` falls within an actor limited to `own` (an actor with
 * no limit sees everyone): limited, and only to companies of the actor's. */
const within = (own: readonly number[], target: readonly number[]) =>
  !own.length || (target.length > 0 && target.every((id) => own.includes(id)));

/** A limited administrator manages only the users limited to companies of theirs: otherwise
 * a sister company's admin could disable, demote or reset the group's own administrators. */
export async function assertUserInScope(trx: Executor, actor: Actor, userId: number) {
  const own = await companiesOfUser(trx, actor.id);
  if (!within(own, await companiesOfUser(trx, userId)))
    throw forbidden(USER_COMPANY_REFUSALS.otherUser);
}

/** The same for an invitation not yet used: its companies must be the actor's. */
export async function assertInvitationInScope(trx: Executor, actor: Actor, linkId: number) {
  const own = await companiesOfUser(trx, actor.id);
  if (!own.length) return;
  const link = await trx
    .selectFrom('account_links')
    .select('companies')
    .where('id', '=', linkId)
    .executeTakeFirst();
  if (link && !within(own, companiesFromText(link.companies)))
    throw forbidden(USER_COMPANY_REFUSALS.otherUser);
}

/** What the user administration page lists to an actor: everyone, or for a limited actor the
 * users and invitations limited to companies of theirs. */
export async function visibleToActor<U extends { id: number }, I extends { id: number }>(
  db: Executor,
  actor: Actor,
  users: U[],
  invitations: I[],
): Promise<{ users: U[]; invitations: I[] }> {
  const own = await companiesOfUser(db, actor.id);
  if (!own.length) return { users, invitations };
  const [rows, links] = await Promise.all([
    db.selectFrom('user_companies').select(['user_id', 'company_id']).execute(),
    db
      .selectFrom('account_links')
      .select(['id', 'companies'])
      .where('purpose', '=', 'invite')
      .execute(),
  ]);
  const byUser = new Map<number, number[]>();
  for (const row of rows)
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.company_id]);
  const byLink = new Map(links.map((link) => [link.id, companiesFromText(link.companies)]));
  return {
    users: users.filter((user) => within(own, byUser.get(user.id) ?? [])),
    invitations: invitations.filter((link) => within(own, byLink.get(link.id) ?? [])),
  };
}

/** Replaces a user's companies; call inside the change's transaction. */
export async function writeUserCompanies(trx: Executor, userId: number, ids: readonly number[]) {
  await trx.deleteFrom('user_companies').where('user_id', '=', userId).execute();
  if (ids.length)
    await trx
      .insertInto('user_companies')
      .values(ids.map((company_id) => ({ user_id: userId, company_id })))
      .execute();
}

export function createUserCompaniesRepository(db: Db) {
  return {
    /** Who is limited to which companies: users and the invitations still open (for a limited
     * actor, those within their companies only, as the users page lists them). */
    async assignments(actor: Actor): Promise<CompanyAssignments> {
      const own = await companiesOfUser(db, actor.id);
      const [rows, links] = await Promise.all([
        db
          .selectFrom('user_companies')
          .select(['user_id', 'company_id'])
          .orderBy('user_id')
          .orderBy('company_id')
          .execute(),
        db
          .selectFrom('account_links')
          .select(['id', 'companies'])
          .where('purpose', '=', 'invite')
          .where('companies', '<>', '')
          .where('used_at', 'is', null)
          .where('withdrawn_at', 'is', null)
          .where('expires_at', '>', nowIso())
          .execute(),
      ]);
      const users = new Map<number, number[]>();
      for (const row of rows)
        users.set(row.user_id, [...(users.get(row.user_id) ?? []), row.company_id]);
      return {
        users: [...users]
          .filter(([, company_ids]) => within(own, company_ids))
          .map(([user_id, company_ids]) => ({ user_id, company_ids })),
        invitations: links
          .map((link) => ({
            invitation_id: link.id,
            company_ids: companiesFromText(link.companies),
          }))
          .filter((link) => within(own, link.company_ids)),
      };
    },

    set: (actor: Actor, userId: number, ids: readonly number[]) =>
      inTransaction(db, async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) throw notFound('No user with this id');
        await assertUserInScope(trx, actor, userId);
        await checkCompaniesGiven(trx, actor, ids);
        const before = await companiesOfUser(trx, userId);
        const after = [...ids].sort((a, b) => a - b);
        if (before.join(',') === after.join(',')) return { user_id: userId, company_ids: before };
        await writeUserCompanies(trx, userId, after);
        // Which companies a user may see is access control: auditors ask who changed it.
        await recordAudit(
          trx,
          {
            entityType: 'user',
            entityId: userId,
            action: 'companies_changed',
            field: 'companies',
            oldValue: before.join(','),
            newValue: after.join(','),
          },
          actor,
        );
        return { user_id: userId, company_ids: after };
      }),
  };
}
