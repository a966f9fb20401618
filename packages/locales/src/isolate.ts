/**
 * Identifiers (device ids, MAC addresses, hosts, URLs, e-mail addresses, codes, keys, references) read left to
 * right in every language. Inside a right-to-left sentence the bidirectional algorithm would otherwise reorder
 * them: `26:F5:7D:46:32:78` shows as `F5:7D:46:32:78:26` in Arabic. Markup isolates them with
 * `<bdi dir="ltr">`; plain text (translated sentences, e-mails, notifications) with these two characters.
 */
export const leftToRightIsolate = '\u2066';
export const popDirectionalIsolate = '\u2069';

/** `text` as one left-to-right unit inside any text: U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE. */
export function isolateLtr(text: string): string {
  return text.startsWith(leftToRightIsolate) && text.endsWith(popDirectionalIsolate)
    ? text
    : `${leftToRightIsolate}${text}${popDirectionalIsolate}`;
}

/**
 * The names of the texts' placeholders that always hold an identifier, in every namespace: `{{id}}` in
 * 'Device {{id}}', `{{email}}`, `{{host}}`, … A value under one of these names is isolated left to right by the
 * one function that fills placeholders (`isolateIdentifiers`), so no screen has to remember it.
 */
export const identifierPlaceholders: ReadonlySet<string> = new Set([
  'id',
  'deviceid',
  'device_id',
  'device',
  'from',
  'to',
  'mac',
  'host',
  'hosts',
  'old_host',
  'new_host',
  'backup_host',
  'url',
  'email',
  'owner',
  'who',
  'support',
  'code',
  'key',
  'prefix',
  'reference',
  'username',
]);

/** The placeholders' values with every identifier (by its placeholder's name) isolated left to right. */
export function isolateIdentifiers<T extends Record<string, unknown>>(values: T): T {
  const entries = Object.entries(values).map(([name, value]) =>
    identifierPlaceholders.has(name) &&
    (typeof value === 'string' || typeof value === 'number') &&
    value !== ''
      ? [name, isolateLtr(String(value))]
      : [name, value],
  );
  return Object.fromEntries(entries) as T;
}

/**
 * Links, e-mail addresses and MAC-style ids written into a text itself (a hint's `http://line.example.com:8080`),
 * each isolated left to right, as a filled placeholder is: a sentence's own trailing punctuation stays outside.
 * What is already isolated is left as it is.
 */
export function isolateLiteralIdentifiers(text: string): string {
  const literal =
    /[\u2066\u2067\u2068][^\u2069]*\u2069|https?:\/\/[^\s\u2066-\u2069]*[^\s\u2066-\u2069.,;:!?)»”،。，]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[0-9A-F]{2}(?::[0-9A-F]{2}){5}\b/gi;
  return text.replace(literal, (found) => (/^[\u2066\u2067\u2068]/.test(found) ? found : isolateLtr(found)));
}
