import { splitPlaceholders } from '@vela/locales';

/** Text made safe to put inside HTML, in an element or an attribute. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** An identifier in HTML: one left-to-right unit in any direction (as U+2066 … U+2069 are in plain text). */
export const isolateHtml = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;

/**
 * A text as HTML: its own words escaped, each `{{name}}` replaced by its value as given, which is already HTML
 * (escaped, or marked up); a placeholder without a value leaves nothing.
 */
export const fillHtml = (text: string, html: Readonly<Record<string, string>>) =>
  splitPlaceholders(text)
    .map((part) => (part.kind === 'text' ? escapeHtml(part.text) : (html[part.name] ?? '')))
    .join('');
