import { useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

function currentDirection(): Direction {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/** The direction of the page, which the i18n provider sets with the language; re-renders when it changes. */
export function useDocumentDirection(): Direction {
  return useSyncExternalStore(subscribe, currentDirection, () => 'ltr');
}
