import type { Selectable } from 'kysely';
import type { AccountLinksTable } from '../db/schema';
import type { Executor } from '../db/transaction';
import { conflict, forbidden, HttpError } from '../http/errors';
import { isRole } from '../security/roles';
import { recordAudit } from '../services/audit';
import { limitsFromText, writeLimits } from './approval-limits';
import { companiesFromText, writeUserCompanies } from './user-companies';
import { insertUser, replaceRoles, revokeSessionsOf } from './users';

/** What the link's user did or will be: the account a session is opened for. */
export type LinkedAccount = { id: number; email: string; user_name: string };

/** The claimed link, as the claim's update returned it. */
type ClaimedLink = Pick<
  Selectable<AccountLinksTable>,
  'id' | 'email' | 'user_id' | 'roles' | 'limits' | 'companies'
>;

export const gone = (message: string) => new HttpError(410, message, 'gone');
const ASK_AGAIN = 'Ask your administrator for a new one.';
export const LINK_REFUSALS = {
  unknown: `This link is not valid. ${ASK_AGAIN}`,
  used: `This link has already been used. Sign in, or ${ASK_AGAIN.toLowerCase()}`,
  withdrawn: `This link was withdrawn or replaced by a newer one. ${ASK_AGAIN}`,
  expired: (at: string) => `This link expired on ${at.slice(0, 10)}. ${ASK_AGAIN}`,
  userExists: 'A user with this e-mail already exists: sign in instead.',
  disabled: `This account is disabled. ${ASK_AGAIN}`,
  nameNeeded: 'Enter your name',
} as const;

/** An invitation used: the user is created with the roles, limits and companies it grants. */
export async function joinByInvitation(
  trx: Executor,
  claimed: ClaimedLink,
  userName: string | undefined,
  passwordHash: string,
): Promise<LinkedAccount> {
  if (!userName)
    throw new HttpError(400, LINK_REFUSALS.nameNeeded, 'validation_failed', [
      { path: 'user_name', message: LINK_REFUSALS.nameNeeded },
    ]);
  const taken = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', claimed.email)
    .executeTakeFirst();
  if (taken) throw conflict(LINK_REFUSALS.userExists);
  const { id } = await insertUser(trx, claimed.email, userName, passwordHash);
  await replaceRoles(trx, id, claimed.roles.split(',').filter(isRole));
  await writeLimits(trx, id, limitsFromText(claimed.limits));
  await writeUserCompanies(trx, id, companiesFromText(claimed.companies));
  await trx
    .updateTable('account_links')
    .set({ user_id: id })
    .where('id', '=', claimed.id)
    .execute();
  await recordAudit(
    trx,
    {
      entityType: 'user',
      entityId: id,
      action: 'joined',
      reason: `invitation ${claimed.id}`,
    },
    { id, name: userName },
  );
  return { id, email: claimed.email, user_name: userName };
}

/** A reset link used: the password is set (and the name, when given) and every session ends. */
export async function setPasswordByReset(
  trx: Executor,
  claimed: ClaimedLink,
  userName: string | undefined,
  passwordHash: string,
): Promise<LinkedAccount> {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email', 'user_name', 'disabled_at'])
    .where('id', '=', claimed.user_id!)
    .executeTakeFirstOrThrow();
  if (user.disabled_at) throw forbidden(LINK_REFUSALS.disabled);
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash, ...(userName ? { user_name: userName } : {}) })
    .where('id', '=', user.id)
    .execute();
  await revokeSessionsOf(trx, user.id);
  const name = userName ?? user.user_name;
  await recordAudit(
    trx,
    { entityType: 'user', entityId: user.id, action: 'password_set' },
    { id: user.id, name },
  );
  return { id: user.id, email: user.email, user_name: name };
}
