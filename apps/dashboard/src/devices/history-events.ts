/**
 * Tells every device history on screen that some devices' histories have new entries (a licence moved from
 * one to another), so each of those reloads at once instead of at the next page load.
 */
type Listener = (deviceIds: readonly string[]) => void;

const listeners = new Set<Listener>();

export function onHistoryChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function historyChanged(deviceIds: readonly string[]): void {
  for (const listener of listeners) listener(deviceIds);
}
