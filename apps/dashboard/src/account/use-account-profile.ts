import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient, type Profile } from '../providers/auth-client.ts';
import { useAccountCall } from './use-account-call.ts';

const accountProfileKey = ['account', 'get'];

/**
 * The signed-in person's account (`GET /api/account`), shared by the home screen and the account's sections;
 * `saved` puts the answer of a change in its place.
 */
export function useAccountProfile() {
  const call = useAccountCall();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({
    queryKey: accountProfileKey,
    queryFn: () => call(() => authClient.account.get()),
    // The account client already reads again while the API is out of reach.
    retry: false,
  });
  const saved = (profile: Profile) => queryClient.setQueryData(accountProfileKey, profile);
  return { profile: data, failed: isError, saved };
}
