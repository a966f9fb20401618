import type { ReactNode } from 'react';

/**
 * An identifier (device id, order reference, host, code) as one left-to-right unit wherever it stands, so that
 * in Arabic `26:F5:7D:46:32:78` does not turn into `F5:7D:46:32:78:26`. Identifiers filled into translated
 * sentences are isolated by the catalogue (U+2066 … U+2069); this is the same for markup.
 */
export function Ident({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" translate="no" className={className ? `ident ${className}` : 'ident'}>
      {children}
    </bdi>
  );
}
