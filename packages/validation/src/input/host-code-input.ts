export const hostCodeLength = 6;

/** What the host code field shows after a keystroke or a paste: digits only, at most six. */
export function formatHostCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, hostCodeLength);
}
