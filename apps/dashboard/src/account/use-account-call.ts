import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { AuthError } from '../providers/auth-client.ts';

const sessionGone = new Set(['please_sign_in', 'session_ended']);

/**
 * Runs a call of the account endpoints; when it finds the session gone (401), signs out to the sign-in screen,
 * which says the session ended. Other refusals are rethrown for the form to show.
 */
export function useAccountCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        // A 401 also answers a wrong code or password; only these two say the session itself is gone.
        if (error instanceof AuthError && error.status === 401 && sessionGone.has(error.code)) {
          await logoutIfAccessDenied(error);
        }
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}
