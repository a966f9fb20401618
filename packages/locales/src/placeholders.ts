/**
 * The texts' placeholders: `{{name}}`, a name of letters, digits and underscores. Spaces inside the braces are
 * tolerated when filling (the catalogue's own texts are written without them, which its test checks).
 */
const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** A placeholder's value; `undefined` and `null` count as missing. */
export type PlaceholderValue = string | number | null | undefined;

/** The values of a text's placeholders, by name, or a lookup from a name to its value. */
export type PlaceholderValues =
  | Readonly<Record<string, PlaceholderValue>>
  | ((name: string) => PlaceholderValue);

export interface FillOptions {
  /**
   * What a placeholder without a value becomes: nothing (`'empty'`, the default, so a reader never sees braces),
   * or the placeholder as written (`'keep'`, for content that other placeholders may pass through untouched).
   */
  readonly missing?: 'empty' | 'keep';
}

/** One piece of a text: its own words, or a placeholder with its name and the way it was written. */
export type TextPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'placeholder'; readonly name: string; readonly source: string };

const lookup = (values: PlaceholderValues, name: string): PlaceholderValue =>
  typeof values === 'function' ? values(name) : Object.hasOwn(values, name) ? values[name] : undefined;

/** `text` with each `{{name}}` replaced by its value (numbers written as `String` writes them). */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  { missing = 'empty' }: FillOptions = {},
): string {
  return text.replace(placeholder, (source, name: string) => {
    const value = lookup(values, name);
    if (value !== undefined && value !== null) return String(value);
    return missing === 'keep' ? source : '';
  });
}

/**
 * `text` cut into its own words and its placeholders, in order (empty pieces left out), for a caller that treats
 * the two differently: HTML escapes the words and puts in values that are already markup.
 */
export function splitPlaceholders(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let end = 0;
  for (const match of text.matchAll(placeholder)) {
    if (match.index > end) parts.push({ kind: 'text', text: text.slice(end, match.index) });
    parts.push({ kind: 'placeholder', name: match[1] ?? '', source: match[0] });
    end = match.index + match[0].length;
  }
  if (end < text.length) parts.push({ kind: 'text', text: text.slice(end) });
  return parts;
}
