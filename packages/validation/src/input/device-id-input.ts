/** Most characters a device id field holds: six pairs of hex digits and five colons. */
export const deviceIdMaxLength = 17;
export const deviceIdPlaceholder = 'XX:XX:XX:XX:XX:XX';

/**
 * What the device id field shows after a keystroke or a paste: hex digits only, upper case, a colon between
 * every two, at most 17 characters. Applying it twice changes nothing.
 */
export function formatDeviceIdInput(raw: string): string {
  const hex = raw
    .replace(/[^0-9a-fA-F]/g, '')
    .toUpperCase()
    .slice(0, 12);
  return hex.match(/.{1,2}/g)?.join(':') ?? '';
}

/** Backspace removes the last character, and with it a colon that would be left dangling at the end. */
export function deviceIdAfterBackspace(current: string): string {
  return formatDeviceIdInput(current.slice(0, -1).replace(/:$/, ''));
}
