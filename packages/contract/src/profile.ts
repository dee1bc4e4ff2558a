import { z } from 'zod';
import { PERMISSIONS, RoleSchema } from './access';
import { ApprovalLimitsSchema } from './approval-limits';
import { c, commonErrors, envelope } from './common';
import { CompanyOptionSchema } from './company';
import { NewPasswordSchema, UserNameSchema } from './users';

// The signed-in user's own account (ours; every role may use it: permission `self`).

/** What the signed-in user may do: the permissions they hold, and for each one they do not,
 * the sentence the server would refuse it with (the web's tooltip). */
export const ProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  user_name: z.string(),
  roles: z.array(RoleSchema),
  permissions: z.array(z.enum(PERMISSIONS)),
  refusals: z.record(z.string(), z.string()),
  /** What they may approve alone (ours; base-currency cents, null: no limit). */
  limits: ApprovalLimitsSchema.optional(),
  /** The companies they are limited to (ours; empty: every company). */
  companies: z.array(CompanyOptionSchema).optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const OwnSessionSchema = z.object({
  /** A short public handle of the session (not its secret id). */
  id: z.string(),
  created_at: z.string(),
  last_seen: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  address: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof OwnSessionSchema>;

export const ProfileUpdateSchema = z.object({ user_name: UserNameSchema }).strict();
export const PasswordChangeSchema = z
  .object({
    current_password: z.string().min(1, 'Enter your current password').max(200),
    new_password: NewPasswordSchema,
  })
  .strict();
export type PasswordChange = z.input<typeof PasswordChangeSchema>;

export const profileContract = c.router({
  get: {
    method: 'GET',
    path: '/api/v1/profile',
    responses: { 200: envelope(ProfileSchema), ...commonErrors },
    summary: 'The signed-in user: name, roles and what they may do',
  },
  update: {
    method: 'PUT',
    path: '/api/v1/profile',
    body: ProfileUpdateSchema,
    responses: { 200: envelope(ProfileSchema), ...commonErrors },
    summary: 'Change your own name',
  },
  changePassword: {
    method: 'POST',
    path: '/api/v1/profile/password',
    body: PasswordChangeSchema,
    responses: {
      200: z.object({ message: z.string(), ended_sessions: z.number().int() }),
      ...commonErrors,
    },
    summary: 'Change your password with the current one; your other sessions end',
  },
  sessions: {
    method: 'GET',
    path: '/api/v1/profile/sessions',
    responses: { 200: envelope(z.array(OwnSessionSchema)), ...commonErrors },
    summary: 'Your live sessions, this one first',
  },
  endOtherSessions: {
    method: 'POST',
    path: '/api/v1/profile/sessions/end-others',
    body: c.noBody(),
    responses: {
      200: z.object({ message: z.string(), ended_sessions: z.number().int() }),
      ...commonErrors,
    },
    summary: 'Sign out everywhere else: every session but this one ends',
  },
});
