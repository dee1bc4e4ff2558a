import { CAPABILITIES, type Permission, type Profile } from '@procure/contract';
import { hasCapability } from '../../config/runtime';
import { useGetProfileQuery } from './profile-api';

/** Whether the signed-in user may do something, and if not, why (the server's own sentence,
 * for a tooltip or the 403 page). `pending` while the profile is on its way. */
export type Access = { allowed: boolean; pending: boolean; reason?: string };

const ALLOWED: Access = { allowed: true, pending: false };
const PENDING: Access = { allowed: false, pending: true };
const FALLBACK_REASON = 'Your roles do not allow this.';

/** The rule, apart from React: a backend that sends no permissions (the specification's, or
 * ours when the profile cannot be read) gets every action shown, and decides itself. */
export function accessFor(
  permission: Permission,
  state: { supported: boolean; profile?: Profile; failed: boolean },
): Access {
  if (!state.supported || state.failed || permission === 'public') return ALLOWED;
  if (!state.profile) return PENDING;
  if (state.profile.permissions.includes(permission)) return ALLOWED;
  return {
    allowed: false,
    pending: false,
    reason: state.profile.refusals[permission] ?? FALLBACK_REASON,
  };
}

/** `usePermission('invoice.approve')`: one profile request per sign-in, shared by every
 * caller (RTK Query's cache), so a screen may ask as often as it has buttons. */
export function usePermission(permission: Permission): Access {
  const supported = hasCapability(CAPABILITIES.extras);
  const { data, isError } = useGetProfileQuery({}, { skip: !supported });
  return accessFor(permission, { supported, profile: data?.data, failed: isError });
}
