import type { PlaylistHostInUse } from '@vela/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

/** The hosts the signed-in person's playlists use, with how many playlists and devices each; `reload` after a change. */
export function useHostsInUse() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [hosts, setHosts] = useState<PlaylistHostInUse[]>();
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    void version;
    dataProvider.getJson<PlaylistHostInUse[]>('playlists/hosts').then(
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
  }, [dataProvider, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { hosts, failed, reload };
}
