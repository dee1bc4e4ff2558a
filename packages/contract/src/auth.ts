import { z } from 'zod';
import { c, commonErrors, envelope, ErrorSchema } from './common';
import { ours } from './documented';

export const LoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address'),
  password: z.string().min(1, 'Password is required').max(200),
  /** Remember me: a 30-day session instead of a short one. */
  remember: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const SessionSchema = z.object({
  token: z.string(),
  user_name: z.string(),
  email: z.string(),
  /** When the token stops being accepted (ISO timestamp). */
  expires_at: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;
/** Sign-in as documented (spec part 1 §7): data.data has token, user_name and email; our expiry
 * is optional (without it the session lasts until the backend refuses the token). */
export const SessionMinimalSchema = SessionSchema.extend({ expires_at: z.string().optional() });

export const authContract = c.router({
  login: {
    method: 'POST',
    path: '/api/v1/auth',
    body: LoginRequestSchema,
    responses: {
      200: envelope(SessionMinimalSchema),
      ...commonErrors,
      429: ErrorSchema,
    },
    metadata: ours({ 200: envelope(SessionSchema) }),
    summary: 'Sign in with e-mail and password; answers a bearer token',
  },
  /** Ends the token's session on the server: the same token is refused from then on. Ours:
   * the specification's backend has none, and the web ignores its 404. */
  logout: {
    method: 'POST',
    path: '/api/v1/auth/logout',
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...commonErrors },
    summary: 'Sign out: the session ends on the server',
  },
});
