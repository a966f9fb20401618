import type { AdminDevice } from '@vela/api-client';

/** Unicode isolates: a name in any script beside a left-to-right id, in a line of either direction. */
const firstStrongIsolate = '\u2068';
const leftToRightIsolate = '\u2066';
const popIsolate = '\u2069';

/**
 * How a device is named wherever it is chosen or listed: its owner's name for it with its id, or its id alone.
 * Each part is isolated, so that an Arabic name and a device id keep their own directions.
 */
export function deviceLabel(device: Pick<AdminDevice, 'id'> & { name?: string | null }): string {
  if (!device.name) return device.id;
  return `${firstStrongIsolate}${device.name}${popIsolate} (${leftToRightIsolate}${device.id}${popIsolate})`;
}
