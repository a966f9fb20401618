import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vela/api-client';
import { authClient } from './auth-client.ts';

let loading: Promise<PublicConfig | null> | undefined;

/** `GET /api/config`, once per page load; null when it could not be read (tried again next time). */
function loadPublicConfig(): Promise<PublicConfig | null> {
  loading ??= authClient
    .publicConfig()
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
  const { data: config, isSuccess } = useQuery({
    queryKey: ['config'],
    queryFn: loadPublicConfig,
    retry: false,
  });
  if (!isSuccess) return undefined;
  const ends = config?.promotionEndsAt ? Date.parse(config.promotionEndsAt) : Number.NaN;
  return Number.isFinite(ends) && ends > Date.now();
}
