import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Profile } from '../providers/auth-client.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';

const accountProfileKey = ['account', 'getAccount'];

/**
 * The signed-in person's account (`GET /api/account`), shared by the home screen and the account's sections;
 * `saved` puts the answer of a change in its place.
 */
export function useAccountProfile() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({
    queryKey: accountProfileKey,
    queryFn: () => dataProvider.getAccount(),
    // The account client already reads again while the API is out of reach.
    retry: false,
  });
  const saved = (profile: Profile) => queryClient.setQueryData(accountProfileKey, profile);
  return { profile: data, failed: isError, saved };
}
