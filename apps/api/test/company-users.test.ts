import {
  AccountLinkSchema,
  CompanyAssignmentsSchema,
  CompanySchema,
  ProfileSchema,
  SessionSchema,
} from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { USER_COMPANY_REFUSALS } from '../src/repositories/user-companies';
import { bearer, signedInTestApp } from './helpers';
import { userWithRoles } from './support/roles';

const server = signedInTestApp();
const PASSWORD = 'a passphrase long enough';

let counter = 0;
async function company() {
  counter += 1;
  const answer = await server.call('POST', '/api/v1/companies', {
    name: `Sister ${counter} Pvt Ltd`,
    code: `SIS-${counter}`,
    base_currency: 'INR',
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return CompanySchema.parse(answer.json().data);
}
const as = (
  auth: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

/** Invites with the web's Invite Company call and signs the invitee in through the link. */
async function inviteAndJoin(email: string, companyIds: number[], auth = server.auth) {
  const invited = await as(auth, 'POST', '/api/v1/users/invitations', {
    email,
    roles: ['admin'],
    companies: companyIds,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const link = AccountLinkSchema.parse(invited.json().data);
  const used = await server.app.inject({
    method: 'POST',
    url: '/api/v1/account-links/accept',
    payload: { token: link.token, user_name: 'Sister Admin', password: PASSWORD },
  });
  expect(used.statusCode, used.body).toBe(200);
  return { link, session: SessionSchema.parse(used.json().data) };
}

describe('a user limited to companies', () => {
  it("invites a sister company's administrator, who joins limited to it and says so on their profile", async () => {
    const sister = await company();
    const before = await server.call('GET', '/api/v1/companies/assignments');
    expect(before.statusCode).toBe(200);
    const { link, session } = await inviteAndJoin(`sister-${process.pid}@example.test`, [
      sister.id,
    ]);
    const profile = ProfileSchema.parse(
      (await as(bearer(session.token), 'GET', '/api/v1/profile')).json().data,
    );
    expect(profile.roles).toEqual(['admin']);
    expect(profile.companies).toEqual([
      { id: sister.id, code: sister.code, name: sister.name, base_currency: 'INR' },
    ]);
    const options = await as(bearer(session.token), 'GET', '/api/v1/companies/options');
    expect(options.json().data.map((o: { id: number }) => o.id)).toEqual([sister.id]);
    const assignments = CompanyAssignmentsSchema.parse(
      (await server.call('GET', '/api/v1/companies/assignments')).json().data,
    );
    expect(assignments.users).toContainEqual({ user_id: profile.id, company_ids: [sister.id] });
    expect(assignments.invitations.map((i) => i.invitation_id)).not.toContain(link.id);
  });

  it('lists an open invitation with its companies, and refuses unknown companies as a field issue', async () => {
    const sister = await company();
    const invited = await server.call('POST', '/api/v1/users/invitations', {
      email: `open-${process.pid}@example.test`,
      roles: ['viewer'],
      companies: [sister.id],
    });
    const link = AccountLinkSchema.parse(invited.json().data);
    const assignments = CompanyAssignmentsSchema.parse(
      (await server.call('GET', '/api/v1/companies/assignments')).json().data,
    );
    expect(assignments.invitations).toContainEqual({
      invitation_id: link.id,
      company_ids: [sister.id],
    });
    const unknown = await server.call('POST', '/api/v1/users/invitations', {
      email: `unknown-${process.pid}@example.test`,
      roles: ['viewer'],
      companies: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([
      { path: 'companies', message: USER_COMPANY_REFUSALS.unknown },
    ]);
  });

  it("sets and lifts a user's companies, with an audit row, and 404 for an unknown user", async () => {
    const one = await company();
    const user = await userWithRoles(server.app, ['buyer']);
    const set = await server.call('PUT', `/api/v1/users/${user.id}/companies`, {
      company_ids: [one.id],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ user_id: user.id, company_ids: [one.id] });
    const lifted = await server.call('PUT', `/api/v1/users/${user.id}/companies`, {
      company_ids: [],
    });
    expect(lifted.json().data.company_ids).toEqual([]);
    const audit = await server.app.db
      .selectFrom('audit_events')
      .select(['old_value', 'new_value'])
      .where('entity_type', '=', 'user')
      .where('entity_id', '=', user.id)
      .where('action', '=', 'companies_changed')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { old_value: '', new_value: String(one.id) },
      { old_value: String(one.id), new_value: '' },
    ]);
    const missing = await server.call('PUT', '/api/v1/users/999999/companies', { company_ids: [] });
    expect(missing.statusCode).toBe(404);
    const twice = await server.call('PUT', `/api/v1/users/${user.id}/companies`, {
      company_ids: [one.id, one.id],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('keeps a limited administrator to their own companies', async () => {
    const mine = await company();
    const other = await company();
    const { session } = await inviteAndJoin(`limited-${process.pid}@example.test`, [mine.id]);
    const auth = bearer(session.token);
    // They see their company only: the list holds it alone, another company is a 404.
    const list = await as(auth, 'GET', '/api/v1/companies');
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(list.json().counts).toEqual({ active: 1, inactive: 0 });
    expect((await as(auth, 'GET', `/api/v1/companies/${other.id}`)).statusCode).toBe(404);
    expect((await as(auth, 'GET', `/api/v1/companies/${mine.id}`)).statusCode).toBe(200);
    const create = await as(auth, 'POST', '/api/v1/companies', {
      name: 'X',
      code: `X-${counter}`,
      base_currency: 'EUR',
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(USER_COMPANY_REFUSALS.createByLimited);
    const body = { name: 'Changed', code: other.code, base_currency: 'INR' };
    const change = await as(auth, 'PUT', `/api/v1/companies/${other.id}`, body);
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(USER_COMPANY_REFUSALS.otherCompany);
    const own = await as(auth, 'PUT', `/api/v1/companies/${mine.id}`, { ...body, code: mine.code });
    expect(own.statusCode, own.body).toBe(200);
    const everyCompany = await as(auth, 'POST', '/api/v1/users/invitations', {
      email: `unlimited-${process.pid}@example.test`,
      roles: ['viewer'],
    });
    expect(everyCompany.statusCode).toBe(403);
    expect(everyCompany.json().message).toBe(USER_COMPANY_REFUSALS.unlimitedByLimited);
    const outside = await as(auth, 'POST', '/api/v1/users/invitations', {
      email: `outside-${process.pid}@example.test`,
      roles: ['viewer'],
      companies: [other.id],
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(USER_COMPANY_REFUSALS.outsideScope);
  });

  it('lets a limited administrator manage only the users of their companies, and list only those', async () => {
    const mine = await company();
    const { session } = await inviteAndJoin(`sister-admin-${process.pid}@example.test`, [mine.id]);
    const auth = bearer(session.token);
    const colleague = await userWithRoles(server.app, ['buyer']);
    await server.call('PUT', `/api/v1/users/${colleague.id}/companies`, { company_ids: [mine.id] });
    const outsider = await userWithRoles(server.app, ['buyer']);

    const list = await as(auth, 'GET', '/api/v1/users');
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().data.map((user: { id: number }) => user.id);
    expect(ids).toContain(colleague.id);
    expect(ids).not.toContain(outsider.id);
    expect(ids).not.toContain(1);

    for (const [method, url, payload] of [
      ['POST', `/api/v1/users/${outsider.id}/disable`, undefined],
      ['PUT', `/api/v1/users/${outsider.id}/roles`, { roles: ['viewer'] }],
      ['POST', `/api/v1/users/${outsider.id}/password-reset`, undefined],
      ['PUT', `/api/v1/users/${outsider.id}/companies`, { company_ids: [mine.id] }],
    ] as const) {
      const refused = await as(auth, method, url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(USER_COMPANY_REFUSALS.otherUser);
    }
    const disabled = await as(auth, 'POST', `/api/v1/users/${colleague.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    // Nothing was written for the outsider.
    const outsiderRow = await server.app.db
      .selectFrom('users')
      .select('disabled_at')
      .where('id', '=', outsider.id)
      .executeTakeFirstOrThrow();
    expect(outsiderRow.disabled_at).toBeNull();
  });
});
