import { contract, type Role } from '@procure/contract';
import { DEMO_USER } from '@procure/fixtures';
import type { AppRoute } from '@ts-rest/core';
import { callContract, type ContractResult } from '../../apps/web/src/lib/contract-query';
import { DEFAULT_API_ROOTS, type ApiRoots } from '../../apps/web/src/config/api-roots';
import { createTestApp } from '../../apps/api/test/helpers';
import { userWithRoles } from '../../apps/api/test/support/roles';

/** The real server (seeded as `npm start` seeds it, on a fresh database) listening on an
 * ephemeral loopback port, and the API roots the web app would use to reach it. */
export async function startServer() {
  const server = await createTestApp();
  const origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const roots = Object.fromEntries(
    Object.entries(DEFAULT_API_ROOTS).map(([name, root]) => [name, `${origin}${root}`]),
  ) as ApiRoots;
  return {
    origin,
    roots,
    stop: server.close,
    /** The demo user's token, signed in through the web's API layer as the sign-in page does. */
    demoToken: async () => {
      const session = await callContract(
        contract.auth.login,
        { body: { email: DEMO_USER.email, password: DEMO_USER.password } },
        { root: roots.auth, token: null },
      );
      return ok(session).data.token;
    },
    /** A colleague's token: segregation of duties gives the approval of what the demo user
     * prepared to someone else. */
    colleagueToken: async (roles: Role[] = ['approver']) =>
      (await userWithRoles(server.app, roles)).token,
  };
}

/** The answer of a call that must succeed; a failure throws with its status and body. */
export function ok<R extends AppRoute>(result: ContractResult<R>) {
  if ('error' in result) throw new Error(`${result.error.status}: ${JSON.stringify(result.error)}`);
  return result.data;
}
