import { Fragment, type ReactNode } from 'react';

const tags = { hl: 'mark', strong: 'strong', em: 'em' } as const;
type Tag = keyof typeof tags;

/**
 * Renders a translated text with the few inline tags translators may use: `<hl>highlighted keyword</hl>`,
 * `<strong>…</strong>` and `<em>…</em>`. Anything else stays plain text; no HTML is ever injected.
 */
export function RichText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<(hl|strong|em)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, tag, inner] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const Element = tags[tag as Tag];
    parts.push(
      <Element key={index} className={tag === 'hl' ? 'highlight' : undefined}>
        {inner}
      </Element>,
    );
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

/** The same text without its tags, for places that take plain text (titles, alt texts, search). */
export function plainText(text: string): string {
  return text.replace(/<\/?(hl|strong|em)>/g, '');
}
