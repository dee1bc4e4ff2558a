import { z } from 'zod';
import { SessionSchema } from './auth';
import { RoleSchema } from './access';
import { ApprovalLimitsRequestSchema, ApprovalLimitsSchema } from './approval-limits';
import { c, commonErrors, conflict, envelope, ErrorSchema, IdSchema, notFound } from './common';
import { CompanyIdsSchema } from './company-ids';

/** A link already used, withdrawn or expired: it says which. */
const gone = { 410: ErrorSchema } as const;

// User administration (admins) and invitations. All ours: the specification's backend has
// users made elsewhere, and the web offers these screens only to a backend naming
// `procure-extras`.

/** A password set from the app: at least 12 characters (a passphrase), at most 200 (scrypt's
 * cost does not depend on it, but a bound keeps the body small). */
export const NewPasswordSchema = z
  .string()
  .min(12, 'Use at least 12 characters')
  .max(200, 'Use at most 200 characters');

export const UserNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(100, 'Use at most 100 characters');

/** One or more roles, each once. */
export const RolesSchema = z
  .array(RoleSchema)
  .min(1, 'Choose at least one role')
  .max(6)
  .refine((roles) => new Set(roles).size === roles.length, 'Name each role once');

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  user_name: z.string(),
  roles: z.array(RoleSchema),
  /** When the user was disabled; null while they may sign in. */
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  /** The latest request of any of their sessions (to the five minutes), null if none. */
  last_seen: z.string().nullable(),
  /** What they may approve alone, per document kind (base-currency cents; null: no limit). */
  limits: ApprovalLimitsSchema,
});
export type User = z.infer<typeof UserSchema>;

/** An invitation waiting for its link to be used. The link itself is shown once, when made:
 * only its hash is kept. */
export const PendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  roles: z.array(RoleSchema),
  limits: ApprovalLimitsSchema,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

export const UserListSchema = z.object({
  data: z.array(UserSchema),
  invitations: z.array(PendingInvitationSchema),
});

export const InviteRequestSchema = z
  .object({
    email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254),
    roles: RolesSchema,
    /** The approval limits the new user gets (none left out: not limited). */
    limits: ApprovalLimitsRequestSchema.optional(),
    /** The companies the new user is limited to (none: every company). */
    companies: CompanyIdsSchema.optional(),
  })
  .strict();
export type InviteRequest = z.input<typeof InviteRequestSchema>;

/** A one-time link (invitation or password reset): `token` goes into the web's
 * `/invitation/{token}` page; `path` is that page's path, for the admin to copy. */
export const AccountLinkSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(['invite', 'reset']),
  token: z.string(),
  path: z.string(),
  expires_at: z.string(),
  /** True when the link was also sent by e-mail (SMTP_URL set). */
  mailed: z.boolean(),
  /** Why it was not, when sending was tried and failed: a sentence for the admin, who copies the
   * link instead (the link itself is made and works). */
  mail_failure: z.string().optional(),
});
export type AccountLink = z.infer<typeof AccountLinkSchema>;

export const RolesRequestSchema = z.object({ roles: RolesSchema }).strict();

const LinkTokenSchema = z.string().trim().min(20, 'This link is not complete').max(100);

export const LinkLookupRequestSchema = z.object({ token: LinkTokenSchema }).strict();
/** What the link's page shows before the password is chosen. */
export const LinkDetailsSchema = z.object({
  purpose: z.enum(['invite', 'reset']),
  email: z.string(),
  /** The name on the account (reset); null for an invitation, whose user names themselves. */
  user_name: z.string().nullable(),
  expires_at: z.string(),
});
export type LinkDetails = z.infer<typeof LinkDetailsSchema>;

/** Using a link: an invitation needs the new user's name; a reset keeps the name unless one is
 * given. The answer is a signed-in session, as sign-in answers. */
export const LinkAcceptRequestSchema = z
  .object({
    token: LinkTokenSchema,
    user_name: UserNameSchema.optional(),
    password: NewPasswordSchema,
  })
  .strict();
export type LinkAcceptRequest = z.input<typeof LinkAcceptRequestSchema>;

export const usersContract = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/users',
    responses: { 200: UserListSchema, ...commonErrors },
    summary: 'Every user with roles and state, and the invitations not yet used (admins)',
  },
  invite: {
    method: 'POST',
    path: '/api/v1/users/invitations',
    body: InviteRequestSchema,
    responses: { 201: envelope(AccountLinkSchema), ...commonErrors, ...conflict },
    summary: 'Invite a colleague by e-mail with roles: a one-time link valid for 7 days',
  },
  withdrawInvitation: {
    method: 'DELETE',
    path: '/api/v1/users/invitations/:id',
    pathParams: z.object({ id: IdSchema }),
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...commonErrors, ...notFound },
    summary: 'Withdraw an invitation not yet used: its link stops working',
  },
  setRoles: {
    method: 'PUT',
    path: '/api/v1/users/:id/roles',
    pathParams: z.object({ id: IdSchema }),
    body: RolesRequestSchema,
    responses: { 200: envelope(UserSchema), ...commonErrors, ...notFound },
    summary: "Replace a user's roles (applies on their next request)",
  },
  disable: {
    method: 'POST',
    path: '/api/v1/users/:id/disable',
    pathParams: z.object({ id: IdSchema }),
    body: c.noBody(),
    responses: { 200: envelope(UserSchema), ...commonErrors, ...notFound },
    summary: 'Disable a user: no sign-in, and every session of theirs ends now',
  },
  enable: {
    method: 'POST',
    path: '/api/v1/users/:id/enable',
    pathParams: z.object({ id: IdSchema }),
    body: c.noBody(),
    responses: { 200: envelope(UserSchema), ...commonErrors, ...notFound },
    summary: 'Let a disabled user sign in again',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/v1/users/:id/password-reset',
    pathParams: z.object({ id: IdSchema }),
    body: c.noBody(),
    responses: { 201: envelope(AccountLinkSchema), ...commonErrors, ...notFound },
    summary:
      "Reset a user's password: their sessions and password end; a one-time link sets a new one",
  },
  lookupLink: {
    method: 'POST',
    path: '/api/v1/account-links/lookup',
    body: LinkLookupRequestSchema,
    responses: { 200: envelope(LinkDetailsSchema), ...commonErrors, ...notFound, ...gone },
    summary: 'What an invitation or reset link is for (public: the link is the credential)',
  },
  acceptLink: {
    method: 'POST',
    path: '/api/v1/account-links/accept',
    body: LinkAcceptRequestSchema,
    responses: {
      200: envelope(SessionSchema),
      ...commonErrors,
      ...notFound,
      ...conflict,
      ...gone,
    },
    summary: 'Use an invitation or reset link: set name and password, and sign in',
  },
});
