import type { UserRole } from './account-types.ts';
import type { components } from './generated/openapi.ts';

/**
 * An account as operators see it in `/api/admin/users` (list, show, and the answer of every change).
 * Dates are ISO 8601 instants; `last_sign_in_at` is null until the first completed sign-in.
 */
export type AdminUser = components['schemas']['AdminUser'];

/** The filters of `GET /api/admin/users` (`filter={...}`): all optional, combined with AND. */
export interface AdminUserFilter {
  /** Part of the e-mail address or of the full name, any case. */
  q?: string;
  role?: UserRole;
  email_verified?: boolean;
  two_factor_enabled?: boolean;
  banned?: boolean;
}
