import type { UserRole } from '@vela/api-client';

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
