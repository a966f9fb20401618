import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { AuthError } from '../providers/auth-client.ts';

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
        if (error instanceof AuthError && error.status === 401) {
          await logoutIfAccessDenied(error);
        }
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}
