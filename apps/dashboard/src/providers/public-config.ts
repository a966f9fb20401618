import type { PublicConfig } from '@vela/api-client';
import { useEffect, useState } from 'react';

let loading: Promise<PublicConfig | null> | undefined;

/** `GET /api/config`, once per page load; null when it could not be read (tried again next time). */
export function loadPublicConfig(): Promise<PublicConfig | null> {
  loading ??= fetch('/api/config', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<PublicConfig>) : null))
    .catch(() => null)
    .then((config) => {
      if (config === null) loading = undefined;
      return config;
    });
  return loading;
}

/** Forgets the loaded configuration (tests load another). */
export function forgetPublicConfig(): void {
  loading = undefined;
}

/**
 * Whether the promotion (a month of Privacy Mode with Basic) runs now: only while the server names an end that
 * is still ahead. Undefined until the configuration has been read.
 */
export function usePromotionRuns(): boolean | undefined {
  const [runs, setRuns] = useState<boolean>();
  useEffect(() => {
    let current = true;
    void loadPublicConfig().then((config) => {
      const ends = config?.promotionEndsAt ? Date.parse(config.promotionEndsAt) : Number.NaN;
      if (current) setRuns(Number.isFinite(ends) && ends > Date.now());
    });
    return () => {
      current = false;
    };
  }, []);
  return runs;
}
