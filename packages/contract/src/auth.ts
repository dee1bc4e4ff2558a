import { z } from 'zod';
import { c, commonErrors, envelope, ErrorSchema } from './common';

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

export const authContract = c.router({
  login: {
    method: 'POST',
    path: '/api/v1/auth',
    body: LoginRequestSchema,
    responses: {
      200: envelope(SessionSchema),
      ...commonErrors,
      429: ErrorSchema,
    },
    summary: 'Sign in with e-mail and password; answers a bearer token',
  },
});
