import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while the page hydrates, true once React runs it. Submit buttons stay
 * disabled until then, so an early click cannot send a form natively (with its fields in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
