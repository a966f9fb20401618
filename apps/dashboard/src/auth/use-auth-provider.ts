import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../providers/auth-provider.ts';

/** The dashboard's authProvider with its own methods beside react-admin's. */
export function useAppAuthProvider(): AppAuthProvider {
  const provider = useAuthProvider<AppAuthProvider>();
  if (!provider) throw new Error('The dashboard has no authProvider');
  return provider;
}
