import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { bootIndicatorClass, bootIndicatorId } from './boot/boot-indicator-names.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// index.html shows this indicator, named in the reader's language, until the first screen is drawn; React keeps
// showing it while the translations load.
const bootLabel = document.getElementById(bootIndicatorId)?.getAttribute('aria-label') ?? undefined;
createRoot(container).render(
  <StrictMode>
    <Suspense fallback={<div className={bootIndicatorClass} role="progressbar" aria-label={bootLabel} />}>
      <App />
    </Suspense>
  </StrictMode>,
);
