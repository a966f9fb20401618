import { useCallback } from 'react';
import type { AppAuthProvider } from '../providers/auth-provider.ts';
import { authProvider } from '../providers/instances.ts';
import { useAuthNavigate } from './navigation.ts';

/**
 * Signs in with the authProvider, as react-admin's `useLogin` does, and goes on: to the second-factor step when
 * the account asks for one, else to `next`, where the app takes over (`main.tsx`).
 */
export function useSignIn() {
  const navigate = useAuthNavigate();
  return useCallback(
    async (params: Parameters<AppAuthProvider['login']>[0], next: string) => {
      const outcome = await authProvider.login(params);
      navigate('redirectTo' in outcome ? outcome.redirectTo : next);
    },
    [navigate],
  );
}
