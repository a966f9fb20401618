import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, HostMoveScope } from '../providers/data-provider.ts';

/**
 * The hosts in use, with how many playlists and devices each: the signed-in person's playlists'
 * (`playlists`), or a reseller's clients' (`clients`); `reload` after a change.
 */
export function useHostsInUse(scope: HostMoveScope = 'playlists') {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError, refetch } = useQuery({
    queryKey: [scope, 'listHostsInUse'],
    queryFn: () => dataProvider.listHostsInUse(scope),
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });
  return { hosts: data, failed: isError, reload: () => void refetch() };
}
