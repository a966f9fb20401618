import { useCallback, useEffect, useState } from 'react';

export interface Status {
  kind: 'success' | 'error' | 'info';
  text: string;
}

/** Checkout status messages vanish after this long (spec section 4). */
const statusMs = 5000;

/** A status that clears itself after 5 s; a new one replaces the old one and restarts the clock. */
export function useVanishingStatus(): [Status | null, (status: Status | null) => void] {
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), statusMs);
    return () => clearTimeout(timer);
  }, [status]);
  return [status, useCallback((next: Status | null) => setStatus(next), [])];
}

export function StatusMessage({ status }: { status: Status | null }) {
  return (
    <div className="status-region" aria-live="polite">
      {status ? (
        <p className={`status status-${status.kind}`} role={status.kind === 'error' ? 'alert' : 'status'}>
          {status.text}
        </p>
      ) : null}
    </div>
  );
}
