import { useEffect, useState } from 'react';

/**
 * The `client_reference_id` of the address, once the page runs in the browser (prerendered HTML has no query,
 * so the first render never uses it: what hydrates matches what was prerendered).
 */
export function useClientReferenceId(): string | null {
  const [reference, setReference] = useState<string | null>(null);
  useEffect(() => {
    const value = new URLSearchParams(location.search).get('client_reference_id')?.trim();
    setReference(value ? value.slice(0, 64) : null);
  }, []);
  return reference;
}

/** A path that carries the reference on, when there is one. */
export function withClientReference(path: string, reference: string | null): string {
  if (!reference) return path;
  return `${path}${path.includes('?') ? '&' : '?'}client_reference_id=${encodeURIComponent(reference)}`;
}
