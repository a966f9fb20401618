import { bootIndicatorClass, bootIndicatorId } from './boot-indicator-names.ts';

// index.html shows this indicator, named in the reader's language, until the first screen is drawn; React keeps
// showing it while the translations, a screen or the app load.
const bootLabel =
  typeof document === 'undefined'
    ? undefined
    : (document.getElementById(bootIndicatorId)?.getAttribute('aria-label') ?? undefined);

export function Booting() {
  return <div className={bootIndicatorClass} role="progressbar" aria-label={bootLabel} />;
}
