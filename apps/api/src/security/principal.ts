import type { Role } from './roles';

/** The signed-in user of a request as the database says now (not as the token said when it
 * was issued): name, roles and session. */
export type Principal = {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authenticate() on every signed-in route; absent on public routes. */
    principal?: Principal;
  }
}
