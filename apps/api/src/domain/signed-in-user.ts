import type { AccountProfile, UserRole } from '@vela/api-client';

/** The person a signed-in request acts for, as the session gate (`http/require-user.ts`) found them. */
export interface SignedInUser {
  id: string;
  email: string;
  fullName: string;
  role: UserRole;
  twoFactorEnabled: boolean;
  country: string | null;
  phone: string | null;
  locale: string;
}

/**
 * The person's own account as `GET /api/account` gives it; the profile is complete once it has a name and a
 * country.
 */
export function toAccount(user: SignedInUser): AccountProfile {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    country: user.country,
    phone: user.phone,
    locale: user.locale,
    role: user.role,
    twoFactorEnabled: user.twoFactorEnabled,
    profileComplete: user.fullName.trim() !== '' && user.country !== null,
  };
}
