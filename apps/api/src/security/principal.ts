import type { Role } from './roles';

/** The signed-in user of a request as the database says now (not as the token said when it
 * was issued): name, roles and session. */
export type Principal = {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  sessionId: string;
  /** Whether the user is limited to some companies (user_companies has rows for them); when
   * known false, no request of theirs asks which (security/company-scope.ts). */
  limitedToCompanies?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authenticate() on every signed-in route; absent on public routes. */
    principal?: Principal;
  }
}
