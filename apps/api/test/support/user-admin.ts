import { AccountLinkSchema } from '@procure/contract';
import { expect } from 'vitest';
import type { signedInTestApp } from '../helpers';

export const PASSWORD = 'a passphrase long enough';

/** Calls as any user, unsigned calls, invitations made by the file's demo user (an admin), and
 * accepting one. */
export function userAdminKit(server: ReturnType<typeof signedInTestApp>) {
  const as = (
    auth: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const publicCall = (url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, payload });
  const readAs = (auth: Record<string, string>) => as(auth, 'GET', '/api/v1/vendor/?type=active');

  async function invite(email: string, roles = ['viewer']) {
    const answer = await server.call('POST', '/api/v1/users/invitations', { email, roles });
    expect(answer.statusCode, answer.body).toBe(201);
    return AccountLinkSchema.parse(answer.json().data);
  }
  const accept = (
    token: string,
    body: object = { user_name: 'New Colleague', password: PASSWORD },
  ) => publicCall('/api/v1/account-links/accept', { token, ...body });
  return { as, publicCall, readAs, invite, accept };
}
