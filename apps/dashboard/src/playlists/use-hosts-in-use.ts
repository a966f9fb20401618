import type { PlaylistHostInUse } from '@vela/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

/**
 * The hosts in use, with how many playlists and devices each: the signed-in person's playlists'
 * (`playlists/hosts`), or a reseller's clients' (`clients/hosts`); `reload` after a change.
 */
export function useHostsInUse(path = 'playlists/hosts') {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [hosts, setHosts] = useState<PlaylistHostInUse[]>();
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    void version;
    dataProvider.getJson<PlaylistHostInUse[]>(path).then(
      (loaded) => {
        if (!active) return;
        setHosts(loaded);
        setFailed(false);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [dataProvider, path, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { hosts, failed, reload };
}
