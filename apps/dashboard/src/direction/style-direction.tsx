import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, use } from 'react';
import { type Direction, useDocumentDirection } from './document-direction.ts';

const ltrCache = createCache({ key: 'css' });

// Only right-to-left readers download the plugin that mirrors the styles.
let rtlCache: EmotionCache | undefined;
let rtlCacheLoading: Promise<EmotionCache> | undefined;
const loadRtlCache = () => {
  rtlCacheLoading ??= import('./rtl-cache.ts').then((module) => {
    rtlCache = module.rtlCache;
    return rtlCache;
  });
  return rtlCacheLoading;
};

/** Loads what styles in a direction need, so that turning the page to it does not wait. */
export async function prepareStyles(direction: Direction): Promise<void> {
  if (direction === 'rtl') await loadRtlCache();
}

/**
 * Gives its children styles for the page's direction, and the direction itself (for the MUI theme). The
 * i18n provider prepares the styles before it turns the page, so this suspends only if nothing did.
 */
export function StyleDirection({ children }: { children: (direction: Direction) => ReactNode }) {
  const direction = useDocumentDirection();
  const cache = direction === 'rtl' ? (rtlCache ?? use(loadRtlCache())) : ltrCache;
  return <CacheProvider value={cache}>{children(direction)}</CacheProvider>;
}
