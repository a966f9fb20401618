import type { PublicConfig } from '@vela/api-client';
import { useEffect, useState } from 'react';

let request: Promise<PublicConfig | null> | undefined;

/**
 * The settings of the running server (`/api/config`), asked once per page load: what may change without
 * rebuilding the site, such as analytics and the chat's notification delay. Null until it answers, and when
 * it cannot be reached (the page works without it).
 */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    // A plain request rather than the API client: every page asks this at load, and the client with every
    // endpoint's call would be downloaded for it alone.
    // A page that hydrates on interaction asked already, before React ran it (decision 53).
    request ??=
      window.velaPublicConfig ??
      fetch('/api/config', { headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<PublicConfig>) : null))
        .catch(() => null);
    let active = true;
    void request?.then((value) => {
      if (active) setConfig(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
